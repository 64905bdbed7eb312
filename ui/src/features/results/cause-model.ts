import type { UrgencyLevel, UrgencyTimeframe } from '@fairwrench/contracts';

/** Section 2: High red, Medium amber, Low green; Unknown (or anything unexpected) grey. */
const URGENCY_CLASSES: Record<UrgencyLevel, string> = {
  High: 'urgency--high',
  Medium: 'urgency--medium',
  Low: 'urgency--low',
  Unknown: 'urgency--unknown',
};

export function urgencyClass(level: string): string {
  return URGENCY_CLASSES[level as UrgencyLevel] ?? URGENCY_CLASSES.Unknown;
}

/** What each urgency class asks of the owner (section 1's four classes), for the tooltip. */
const URGENCY_ADVICE: Record<UrgencyTimeframe, string> = {
  immediate: 'Stop driving if it is unsafe and have it checked right away.',
  'within days': 'Book a repair in the next few days; waiting risks more damage.',
  'within weeks': 'Plan a repair in the next few weeks.',
  'routine maintenance': 'Take care of it at your next regular service.',
};

export function urgencyAdvice(timeframe: string): string {
  return (
    URGENCY_ADVICE[timeframe as UrgencyTimeframe] ??
    'Ask a qualified mechanic how soon this needs attention.'
  );
}

/** A whole percent for the text and a 0-100 width for the bar, whatever the record holds. */
export function probabilityPercent(probability: number): number {
  if (!Number.isFinite(probability)) return 0;
  return Math.min(100, Math.max(0, Math.round(probability)));
}

/**
 * The owner's own phrases behind a cause ("Why we think so"), quoted. Phrases repeat when
 * the engine matched the same words twice, so duplicates (ignoring case) and blanks go.
 */
export function evidenceQuotes(why: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const quotes: string[] = [];
  for (const phrase of why ?? []) {
    const text = phrase.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    quotes.push(`\u201C${text}\u201D`);
  }
  return quotes;
}
