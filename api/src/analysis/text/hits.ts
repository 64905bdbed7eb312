import type { Structure } from './clauses';
import type { PhraseMatch } from './match-phrases';

/**
 * A hit is a cue or tag found at a place in the text, before rules combine hits and the cue
 * list is de-duplicated. `first`..`last` is the token window quoted as evidence.
 */
export interface Hit {
  readonly id: string;
  /** Token where the finding itself starts (the window around it is wider). */
  readonly at: number;
  readonly first: number;
  readonly last: number;
  readonly negated: boolean;
  readonly clause: number;
  readonly sentence: number;
}

/** Clauses this short are quoted whole: "squeel when i brake" reads better than "squeel". */
const WHOLE_CLAUSE_TOKENS = 10;
const CONTEXT_TOKENS = 3;

export function evidenceWindow(first: number, last: number, structure: Structure) {
  const bounds = structure.clauseBounds.get(structure.clause[first] ?? -1);
  if (!bounds) return { first, last };
  if (bounds.last - bounds.first + 1 <= WHOLE_CLAUSE_TOKENS) {
    return { first: Math.min(first, bounds.first), last: Math.max(last, bounds.last) };
  }
  return {
    first: Math.max(bounds.first, first - CONTEXT_TOKENS),
    last: Math.max(last, Math.min(bounds.last, last + CONTEXT_TOKENS)),
  };
}

export function hitAt(id: string, first: number, last: number, structure: Structure): Hit {
  const window = evidenceWindow(first, last, structure);
  return {
    id,
    at: first,
    ...window,
    negated: structure.negated[first] ?? false,
    clause: structure.clause[first] ?? 0,
    sentence: structure.sentence[first] ?? 0,
  };
}

export function phraseHits(matches: readonly PhraseMatch[], structure: Structure): Hit[] {
  return matches.flatMap((m) => {
    const first = m.core[0] ?? m.first;
    const last = m.core[m.core.length - 1] ?? m.end - 1;
    return m.emit.map((id) => hitAt(id, first, last, structure));
  });
}
