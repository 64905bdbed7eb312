import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

const schema = z.object({
  version: z.string(),
  sources: z.array(z.string()).min(1),
  ranges: z.array(z.tuple([z.string().regex(/^\d{3}$/), z.string().regex(/^\d{3}$/), z.string()])),
});

/** The state of each 3-digit ZIP prefix: one slot per prefix, gaps null. */
export type ZipStates = readonly (string | null)[];

/** Loads zip3-states.json into one slot per prefix, so a lookup is a single index. */
export function loadZipStates(): ZipStates {
  const slots = new Array<string | null>(1000).fill(null);
  for (const [from, to, state] of loadKnowledge('zip3-states.json', schema).ranges) {
    for (let p = Number(from); p <= Number(to); p += 1) slots[p] = state;
  }
  return slots;
}

/** Two-letter USPS state for a 5-digit ZIP (or ZIP+4); null when malformed or stateless. */
export function zipToState(zip: string, states: ZipStates): string | null {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim());
  if (!match) return null;
  return states[Number(match[1])] ?? null;
}
