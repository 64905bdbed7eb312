import { expandBraces, expandMultiWord } from './braces';

/**
 * Phrase patterns, compiled once at load. A pattern is words separated by spaces; each word may
 * use braces for alternatives ('shak{e,es,ing}'), an empty alternative makes it optional
 * ('{the,}'), a group may hold several words ('{went out,died}'), 'stem*' matches by prefix,
 * '#' matches a number, and a lone '*' skips up to three words. Patterns are indexed by their
 * first word so matching stays well under 1 ms.
 */

export interface Term {
  readonly kind: 'term';
  readonly words: ReadonlySet<string>;
  readonly prefixes: readonly string[];
  readonly number: boolean;
  readonly optional: boolean;
}

export type Slot = { readonly kind: 'gap' } | Term;

export interface Pattern {
  readonly source: string;
  readonly slots: readonly Slot[];
  readonly emit: readonly string[];
  /** Words the text must contain for the pattern to match: a cheap test before matching. */
  readonly needs: ReadonlyArray<ReadonlySet<string>>;
}

export interface PrefixEntry {
  readonly prefix: string;
  readonly patterns: readonly Pattern[];
}

export interface PatternIndex {
  readonly byWord: ReadonlyMap<string, readonly Pattern[]>;
  /** Prefix patterns grouped by their first three letters: one lookup per token. */
  readonly byPrefix: ReadonlyMap<string, readonly PrefixEntry[]>;
  readonly byNumber: readonly Pattern[];
}

export const MIN_PREFIX = 3;

function parseSlot(word: string, source: string): Slot {
  if (word === '*') return { kind: 'gap' };
  const alternatives = expandBraces(word);
  const prefixes = alternatives.filter((a) => a.length > 1 && a.endsWith('*'));
  if (prefixes.some((p) => p.length - 1 < MIN_PREFIX)) {
    throw new Error(`Lexicon pattern "${source}": prefixes need ${MIN_PREFIX}+ letters`);
  }
  return {
    kind: 'term',
    words: new Set(alternatives.filter((a) => a !== '' && a !== '#' && !a.endsWith('*'))),
    prefixes: prefixes.map((p) => p.slice(0, -1)),
    number: alternatives.includes('#'),
    optional: alternatives.includes(''),
  };
}

/** An optional first word ('{first,} fire up') becomes two patterns: the index needs a first word. */
function expandOptionalStart(pattern: string): string[] {
  const [head = '', ...rest] = pattern.trim().split(/\s+/);
  const options = expandBraces(head);
  if (!options.includes('') || rest.length === 0) return [pattern.trim()];
  return options.flatMap((option) => expandOptionalStart([option, ...rest].join(' ')));
}

export function compilePattern(source: string, emit: readonly string[]): Pattern {
  const slots = source
    .trim()
    .split(/\s+/)
    .map((word) => parseSlot(word, source));
  const first = slots[0];
  const last = slots[slots.length - 1];
  if (!first || first.kind !== 'term' || first.optional || last?.kind === 'gap') {
    throw new Error(`Lexicon pattern "${source}" must start with a required word and not end in *`);
  }
  const needs = slots
    .slice(1)
    .filter((slot): slot is Term => slot.kind === 'term' && !slot.optional && !slot.number)
    .filter((slot) => slot.prefixes.length === 0)
    .map((slot) => slot.words);
  return { source, slots, emit, needs };
}

/** Merges patterns written under several targets, so one phrase yields all of them at once. */
export function compilePatterns(groups: ReadonlyArray<{ emit: string[]; match: string[] }>) {
  const emits = new Map<string, Set<string>>();
  for (const group of groups) {
    for (const source of group.match.flatMap(expandMultiWord).flatMap(expandOptionalStart)) {
      const key = source.trim().replace(/\s+/g, ' ');
      const set = emits.get(key) ?? new Set<string>();
      group.emit.forEach((id) => set.add(id));
      emits.set(key, set);
    }
  }
  return [...emits].map(([source, ids]) => compilePattern(source, [...ids]));
}

export function indexPatterns(patterns: readonly Pattern[]): PatternIndex {
  const byWord = new Map<string, Pattern[]>();
  const prefixes = new Map<string, Pattern[]>();
  const byNumber: Pattern[] = [];
  const add = (map: Map<string, Pattern[]>, key: string, p: Pattern) =>
    map.set(key, [...(map.get(key) ?? []), p]);
  for (const pattern of patterns) {
    const first = pattern.slots[0];
    if (first?.kind !== 'term') continue;
    first.words.forEach((w) => add(byWord, w, pattern));
    first.prefixes.forEach((p) => add(prefixes, p, pattern));
    if (first.number) byNumber.push(pattern);
  }
  const byPrefix = new Map<string, PrefixEntry[]>();
  for (const [prefix, list] of prefixes) {
    const key = prefix.slice(0, MIN_PREFIX);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), { prefix, patterns: list }]);
  }
  return { byWord, byPrefix, byNumber };
}

/** Every word a pattern can match exactly, and every prefix: the spelling fixer's vocabulary. */
export function patternVocabulary(patterns: readonly Pattern[]) {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const slot of patterns.flatMap((p) => p.slots)) {
    if (slot.kind !== 'term') continue;
    slot.words.forEach((w) => words.add(w));
    slot.prefixes.forEach((p) => prefixes.add(p));
  }
  return { words, prefixes };
}
