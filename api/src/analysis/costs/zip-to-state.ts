import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

const schema = z.object({
  version: z.string(),
  sources: z.array(z.string()).min(1),
  ranges: z.array(z.tuple([z.string().regex(/^\d{3}$/), z.string().regex(/^\d{3}$/), z.string()])),
});

let byPrefix: readonly (string | null)[] | undefined;

// One slot per 3-digit prefix: a lookup is then a single index, and gaps are simply null.
function prefixTable(): readonly (string | null)[] {
  if (byPrefix) return byPrefix;
  const slots = new Array<string | null>(1000).fill(null);
  for (const [from, to, state] of loadKnowledge('zip3-states.json', schema).ranges) {
    for (let p = Number(from); p <= Number(to); p += 1) slots[p] = state;
  }
  byPrefix = slots;
  return slots;
}

/** Two-letter USPS state for a 5-digit ZIP (or ZIP+4); null when malformed or stateless. */
export function zipToState(zip: string): string | null {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim());
  if (!match) return null;
  return prefixTable()[Number(match[1])] ?? null;
}
