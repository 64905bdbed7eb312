import type { EstimateReview, UnnecessaryItem } from '@fairwrench/contracts';

/** An unnecessary item as the page shows it, whichever of the two shapes the record used. */
export type UnnecessaryItemView = { item: string; details: string[]; note: string | null };

export function normaliseUnnecessaryItem(entry: UnnecessaryItem): UnnecessaryItemView {
  if (typeof entry === 'string') return { item: entry.trim(), details: [], note: null };
  return {
    item: entry.item.trim(),
    details: entry.details.map((detail) => detail.trim()).filter(Boolean),
    note: entry.note?.trim() || null,
  };
}

/** The final verdict is prose with blank lines between its parts; one paragraph each. */
export function verdictParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The headline: the named verdict, or (records from before verdicts) the fair-price flag. */
export function fairPriceVerdict(review: Pick<EstimateReview, 'isFairPrice' | 'verdict'>): {
  title: string;
  tone: 'fair' | 'high';
} {
  if (review.verdict === 'unnecessary-items') {
    return { title: 'This estimate includes items you probably do not need', tone: 'high' };
  }
  return review.isFairPrice
    ? { title: 'This estimate is within the fair price range', tone: 'fair' }
    : { title: 'This estimate is above the fair price range', tone: 'high' };
}
