import type { EstimateNumber } from './estimate-numbers';

/**
 * The words of an estimate line without its prices, hours, rates and leaders: what the owner
 * sees quoted back ("Front brake pads and rotors"), and what the matcher reads.
 */

/** "Quote:", "Got a quote from Midas:", "They recommended:" before the item itself. */
const LEAD_IN =
  /^[^:]{0,60}\b(quote|quoted|estimate|recommend\w*|add-ons?|says?|said|wants?|from\s+[^:]+)\s*:\s*(?=\S)/i;

/** Quantities stay in the words ("Spark plugs (4)") unless they turned out to be hours. */
export function describeLine(
  segment: string,
  numbers: readonly EstimateNumber[],
  keepQuantities: boolean,
): string {
  let text = segment;
  for (const n of [...numbers].reverse()) {
    if (n.role !== 'quantity' || !keepQuantities)
      text = text.slice(0, n.start) + ' ' + text.slice(n.end);
  }
  return text
    .replace(
      /\s*(\/\s*(hr|hour|h)\b|\b(per|an?)\s+(hour|hr)\b|\b(hrs?|hours?|h)\b\.?|@|=|\$|\busd\b|\bea\b|\beach\b|%|\.{2,}|…|_{2,})/gi,
      ' ',
    )
    .replace(LEAD_IN, '')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+[x×*+]\s*$/i, '')
    .replace(/^[\s\-–—:|,;+.]+|[\s\-–—:|,;+.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
