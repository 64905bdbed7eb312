import { estimateNumbers } from './estimate-numbers';

/**
 * Splits one physical line into the items written on it. A price followed by more words ends
 * an item ("timing belt $650, valve adjustment $180", "Parts: $312 Labor: $240"), and a
 * sentence before the item is the owner talking ("Runs fine. Quote: timing belt $650").
 * Commas without prices do not split: "Timing belt, water pump, thermostat $1,150" is one job.
 */

/** A label written after its price ("$96 parts, 1.2 hr $174") belongs to that price. */
const TRAILING_LABEL =
  /^\s*(usd|ea|each|dollars|parts?|labou?r|total|\+\s*tax|plus\s+tax)\b(?=\s*([,;|/.]|$))/i;
/** What follows a unit price that is multiplied out on the same line: "ea = $916". */
const TIMES_EQUALS = /^\s*(?:ea\.?|each|apiece|per\s+\w+)?\s*=/i;
const NEXT_ITEM = /^\s*([,;|/+]\s*|\.\s+|\s+)(?=[a-z])|^\s*[,;|]\s*(?=\S)/i;
/** Hours end an item only at a comma or semicolon: "labor 1.5 hr, oil change 49.99". */
const AFTER_HOURS = /^\s*(hrs?|hours?|h)\b\.?(?=\s*[,;|]\s*[a-z])/i;
const NEXT_AFTER_HOURS = /^\s*[,;|]\s*/;
const SENTENCE_END = /(?<=[a-z)\]%'"])[.!?]+\s+(?=[a-z"'(])/gi;

export function segmentsOf(line: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const n of estimateNumbers(line)) {
    const isPrice = n.role === 'amount' || n.role === 'unitPrice';
    const label = (isPrice ? TRAILING_LABEL : n.role === 'hours' ? AFTER_HOURS : null)?.exec(
      line.slice(n.end),
    );
    if (!isPrice && !label) continue;
    // "4 tires @ $229 ea = $916": the unit price and its product are one item.
    if (n.role === 'unitPrice' && TIMES_EQUALS.test(line.slice(n.end))) continue;
    const end = n.end + (label?.[0].length ?? 0);
    const next = (isPrice ? NEXT_ITEM : NEXT_AFTER_HOURS).exec(line.slice(end));
    if (!next || end <= from) continue;
    pieces.push(line.slice(from, end));
    from = end + next[0].length;
  }
  pieces.push(line.slice(from));
  return pieces
    .flatMap(sentencesOf)
    .map((p) => p.trim())
    .filter((p) => /[a-z0-9]/i.test(p));
}

/** Owner's sentences before the item become their own (unpriced) pieces. */
function sentencesOf(piece: string): string[] {
  const parts = piece.split(SENTENCE_END);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length === 1 || !/[a-z]/i.test(last)) return [piece];
  return parts;
}
