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
 * The owner's own phrases behind a cause ("Why we think so"), quoted as plain text. Phrases
 * repeat when the engine matched the same words twice, and one often holds another ("grinding"
 * inside "grinding when I brake"), so each distinct quote shows once: blanks, repeats (ignoring
 * case) and phrases contained in a longer one go. Markup pasted with a description ("<b>", or
 * a tag cut in half: "b> My brakes") is not the owner's words and is removed.
 */
export function evidenceQuotes(why: readonly string[] | undefined): string[] {
  const texts = (why ?? []).map(plainText).filter((text) => text !== '');
  const keys = texts.map((text) => text.toLowerCase());
  const kept = texts.filter((text, i) => {
    const key = keys[i]!;
    const repeated = keys.indexOf(key) < i;
    const inLonger = keys.some((other) => other !== key && other.includes(key));
    return !repeated && !inLonger;
  });
  return kept.map((text) => `\u201C${text}\u201D`);
}

function plainText(phrase: string): string {
  return phrase
    .replace(/<\/?[a-z][^>]*>?/gi, ' ')
    .replace(/^[^<\s]*>/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
