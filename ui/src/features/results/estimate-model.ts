import type { EstimateReview, ReviewedService, UnnecessaryItem } from '@fairwrench/contracts';

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

const LINE_LABELS = {
  fair: { label: 'Fair', tone: 'fair' },
  'above-fair': { label: 'Above fair price', tone: 'high' },
  'not-needed': { label: 'Probably not needed', tone: 'high' },
  premature: { label: 'Not due yet', tone: 'high' },
  'ask-first': { label: 'Ask first', tone: 'ask' },
  'not-applicable': { label: 'Not for this car', tone: 'high' },
} as const;

/**
 * A line's label in the services table. The review's own verdict wins, so a line flagged as not
 * needed is never shown as "Fair"; records from before line verdicts fall back to the price.
 */
export function serviceLabel(service: Pick<ReviewedService, 'isFair' | 'verdict'>): {
  label: string;
  tone: 'fair' | 'high' | 'ask';
} {
  return LINE_LABELS[service.verdict ?? (service.isFair ? 'fair' : 'above-fair')];
}

/** Parts / labour / tax as the page shows them: our split is said to be ours, a tax nobody wrote is left out. */
export function estimateTotalsView(
  review: Pick<EstimateReview, 'parts' | 'labor' | 'tax' | 'splitSource'>,
): { rows: [string, number][]; note: string | null } {
  if (review.splitSource !== 'our-estimate') {
    return {
      rows: [
        ['Parts', review.parts],
        ['Labor', review.labor],
        ['Tax', review.tax],
      ],
      note: null,
    };
  }
  const rows: [string, number][] = [
    ['Parts (our estimate)', review.parts],
    ['Labor (our estimate)', review.labor],
  ];
  if (review.tax > 0) rows.push(['Tax', review.tax]);
  return {
    rows,
    note: 'The estimate does not split parts and labor: this split is our estimate from typical prices.',
  };
}
