import {
  MIN_PREFIX,
  type Pattern,
  type PatternIndex,
  type Slot,
  type Term,
} from './compile-patterns';
import type { Token } from './tokenise';

/** One phrase found in the text: token positions and the targets it stands for. */
export interface PhraseMatch {
  readonly first: number;
  /** Index after the last matched token. */
  readonly end: number;
  /** The tokens the phrase's words matched (not the ones a '*' skipped): they are claimed. */
  readonly core: readonly number[];
  readonly emit: readonly string[];
}

const MAX_GAP = 3;
const SENTENCE_END = new Set(['.', '!', '?', ';']);

function accepts(slot: Term, token: Token): boolean {
  if (token.kind === 'number') return slot.number || slot.words.has(token.text);
  if (token.kind !== 'word') return false;
  return slot.words.has(token.text) || slot.prefixes.some((p) => token.text.startsWith(p));
}

/** Depth-first match of slots from token i; fills `core` and returns the end, or -1. */
function matchFrom(
  tokens: readonly Token[],
  i: number,
  slots: readonly Slot[],
  s: number,
  core: number[],
): number {
  const slot = slots[s];
  if (!slot) return i;
  if (slot.kind === 'gap') {
    for (let skip = 0; skip <= MAX_GAP; skip++) {
      const skipped = tokens[i + skip - 1];
      if (skip > 0 && (!skipped || SENTENCE_END.has(skipped.text))) return -1;
      const end = matchFrom(tokens, i + skip, slots, s + 1, core);
      if (end >= 0) return end;
    }
    return -1;
  }
  const token = tokens[i];
  if (token && accepts(slot, token)) {
    core.push(i);
    const end = matchFrom(tokens, i + 1, slots, s + 1, core);
    if (end >= 0) return end;
    core.pop();
  }
  return slot.optional ? matchFrom(tokens, i, slots, s + 1, core) : -1;
}

function candidates(index: PatternIndex, token: Token): Array<readonly Pattern[]> {
  const found: Array<readonly Pattern[]> = [];
  const exact = index.byWord.get(token.text);
  if (exact) found.push(exact);
  if (token.kind === 'number') found.push(index.byNumber);
  for (const entry of index.byPrefix.get(token.text.slice(0, MIN_PREFIX)) ?? []) {
    if (token.text.startsWith(entry.prefix)) found.push(entry.patterns);
  }
  return found;
}

/**
 * Finds every phrase, then keeps the longest where they overlap: 'parking brake' wins over
 * 'brake', so a parking-brake complaint is not read as a braking condition.
 */
function mayMatch(pattern: Pattern, words: ReadonlySet<string>): boolean {
  return pattern.needs.every((needed) => {
    for (const word of needed) if (words.has(word)) return true;
    return false;
  });
}

const namesCue = (m: PhraseMatch) => m.emit.some((e) => !e.startsWith('tag:'));

/**
 * A phrase that only tags ('light came on') gives way to a phrase naming a cue that it overlaps
 * without containing ('temp light'): the owner named the light, the generic phrase only says a
 * light is on. A tag phrase that contains the whole cue phrase still wins ('parking brake' over
 * 'brake'), because there the longer phrase changes what the words mean.
 */
function yieldsToCue(m: PhraseMatch, all: readonly PhraseMatch[]): boolean {
  if (namesCue(m)) return false;
  const own = new Set(m.core);
  return all.some(
    (o) =>
      o !== m && namesCue(o) && o.core.some((i) => own.has(i)) && !o.core.every((i) => own.has(i)),
  );
}

export function matchPhrases(tokens: readonly Token[], index: PatternIndex): PhraseMatch[] {
  const words = new Set(tokens.map((t) => t.text));
  // A word the owner repeats offers the same patterns again; whether the text holds the words
  // a pattern needs is asked once per pattern.
  const possible = new Map<Pattern, boolean>();
  const canMatch = (pattern: Pattern) => {
    let can = possible.get(pattern);
    if (can === undefined) possible.set(pattern, (can = mayMatch(pattern, words)));
    return can;
  };
  const all: PhraseMatch[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'word' && token.kind !== 'number') return;
    for (const group of candidates(index, token)) {
      for (const pattern of group) {
        if (!canMatch(pattern)) continue;
        const core: number[] = [];
        const end = matchFrom(tokens, i, pattern.slots, 0, core);
        if (end >= 0) all.push({ first: i, end, core, emit: pattern.emit });
      }
    }
  });
  all.sort((a, b) => b.core.length - a.core.length || a.first - b.first);
  const claimed = new Set<number>();
  const kept = all
    .filter((m) => !yieldsToCue(m, all))
    .filter((m) => {
      if (m.core.some((i) => claimed.has(i))) return false;
      m.core.forEach((i) => claimed.add(i));
      return true;
    });
  return kept.sort((a, b) => a.first - b.first);
}
