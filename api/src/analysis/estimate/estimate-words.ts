/**
 * Turns estimate wording into comparable word stems. Shops abbreviate hard ("R&R FRT BRK PDS
 * & RTRS", "trans svc", "LOF"), so abbreviations are expanded before stemming, and every
 * word keeps its place in the original text so a flagged item can quote the owner's copy.
 * Misspellings that depend on their neighbours ("front breaks" but "the belt breaks") are
 * read with the owner-text reader's context fixes (knowledge/lexicon.json).
 */

import { fixInContext, type ContextFix } from '../text/spell-fix';
import {
  ABBREVIATIONS,
  LETTER_PAIRS,
  LUBE_SHOP_WORDS,
  OTHER_PARTS,
  STOPWORDS,
} from './estimate-vocabulary';

export interface Word {
  readonly stem: string;
  /** Inside parentheses: usually detail ("(0W-20 synthetic)"), weighted lower when matching. */
  readonly inParens: boolean;
  readonly start: number;
  readonly end: number;
}

/** A tyre size ("235/60R18", "LT265/70R17"): the line sells tires, named or not. */
const TIRE_SIZE = /\b(?:p|lt)?\d{3}\/\d{2}\s?z?r\s?\d{2}\b/g;

/** Word stems of `text` with their places; stopwords are dropped. */
export function estimateWords(text: string, fixes: ReadonlyMap<string, ContextFix>): Word[] {
  const lower = text.toLowerCase();
  const depth = parenDepths(lower);
  const raw = [...lower.matchAll(/[a-z0-9]+/g)].map((m) => ({ text: m[0], start: m.index }));
  const words: Word[] = [...lower.matchAll(TIRE_SIZE)].map((m) => ({
    stem: 'tire',
    inParens: (depth[m.index] ?? 0) > 0,
    start: m.index,
    end: m.index + m[0].length,
  }));
  for (let i = 0; i < raw.length; i += 1) {
    const current = raw[i];
    if (!current) continue;
    if (current.text === 'lube' && LUBE_SHOP_WORDS.has(raw[i - 1]?.text ?? '')) continue;
    if (isNotTheTires(raw, i) || isADeadline(raw, i)) continue;
    const inParens = (depth[current.start] ?? 0) > 0;
    const other = otherPartAt(raw, i);
    if (other > 0) {
      const last = raw[i + other - 1] ?? current;
      const end = last.start + last.text.length;
      words.push({ stem: `other-part-${i}`, inParens, start: current.start, end });
      i += other - 1;
      continue;
    }
    if (isMileageService(raw, i)) {
      const end = current.start + current.text.length;
      words.push({ stem: 'mile', inParens, start: current.start, end });
      continue;
    }
    const pair = letterPair(lower, current, raw[i + 1]);
    const end = current.start + (pair ? pair.length : current.text.length);
    if (pair) i += 1;
    const word =
      pair?.word ??
      fixInContext(current.text, raw[i - 1]?.text ?? '', raw[i + 1]?.text ?? '', fixes);
    // "Spark plugs and wires": the wires are the plug wires, a service of their own.
    if (isPlugWires(raw, i, lower)) {
      words.push({ stem: 'plug', inParens, start: current.start, end });
    }
    for (const stemmed of expand(word)) {
      if (!STOPWORDS.has(stemmed))
        words.push({ stem: stemmed, inParens, start: current.start, end });
    }
  }
  return words.sort((a, b) => a.start - b.start);
}

const NO_FIXES: ReadonlyMap<string, ContextFix> = new Map();

/** "plugs and wires", "plugs & wires" ("&" is not a word: it is the gap between them). */
function isPlugWires(raw: readonly RawWord[], i: number, lower: string): boolean {
  const wire = raw[i];
  if (!wire || stem(wire.text) !== 'wire') return false;
  const before = raw[i - 1];
  if (before?.text === 'and') return stem(raw[i - 2]?.text ?? '') === 'plug';
  const gap = before ? lower.slice(before.start + before.text.length, wire.start) : '';
  return before !== undefined && stem(before.text) === 'plug' && /^\s*&\s*$/.test(gap);
}

/** How many words from `i` name a part of `OTHER_PARTS`, or 0. */
function otherPartAt(raw: readonly RawWord[], i: number): number {
  const found = OTHER_PARTS.find((part) =>
    part.every((word, k) => {
      const text = raw[i + k]?.text;
      return text !== undefined && (text === word || stem(text) === word);
    }),
  );
  return found?.length ?? 0;
}

const TIRE_WORDS = new Set(['tire', 'tires', 'tyre', 'tyres']);
const OWNERS = new Set([
  'the',
  'my',
  'her',
  'his',
  'their',
  'our',
  'your',
  'its',
  'all',
  'four',
  '4',
  'two',
  '2',
  'both',
]);

/** "The tire shop", "Certified Tire stores": where the car went, not what it was sold. */
const TIRE_PLACES =
  /^(shops?|stores?|cent(er|re)s?|places?|dealers?|chains?|kingdom|warehouse|plus|pros?)$/;

/** "Tire pressure sensor", "tyre pressure light": the pressure monitor, a part of its own. */
const PRESSURE_PARTS = /^(sensors?|lights?|monitor\w*|warning|fault|system|valves?)$/;
/**
 * "More air in the tires", "kick the tires", "check the tires monthly", "at the tire shop",
 * "set the tyre pressures", "with my new tires", "balancing all four tires": air, a look, a
 * place, a service on the tires or tires the owner has, not a set of new tires.
 */
function isNotTheTires(raw: readonly RawWord[], i: number): boolean {
  if (!TIRE_WORDS.has(raw[i]?.text ?? '')) return false;
  if (TIRE_PLACES.test(raw[i + 1]?.text ?? '')) return true;
  if (/^pressures?$/.test(raw[i + 1]?.text ?? '') && !PRESSURE_PARTS.test(raw[i + 2]?.text ?? ''))
    return true;
  let j = i - 1;
  while (j >= 0 && OWNERS.has(raw[j]?.text ?? '')) j -= 1;
  const before = raw[j]?.text ?? '';
  if (/^(kick|check|patch|plug|inflat|fill|repair|inspect)/.test(before)) return true;
  // "Balancing all four tires": the tires are balanced, not sold ("balance tires" is the alias).
  if (/^(balanc|rotat|mount)/.test(before) && j < i - 1) return true;
  // "An alignment with my new tires": tires the owner already has.
  if (before === 'new' && /^(my|our|his|her|their)$/.test(raw[j - 1]?.text ?? '')) return true;
  return (before === 'in' || before === 'into' || before === 'to') && raw[j - 1]?.text === 'air';
}

const INSPECTION_KINDS = new Set([
  'safety',
  'state',
  'emissions',
  'annual',
  'vehicle',
  'the',
  'my',
]);

/**
 * "Replaced before the next safety inspection", "it won't pass inspection": the inspection is
 * the deadline the work is wanted for, not a service on the quote.
 */
function isADeadline(raw: readonly RawWord[], i: number): boolean {
  if (!/^inspections?$/.test(raw[i]?.text ?? '')) return false;
  let j = i - 1;
  while (j >= 0 && INSPECTION_KINDS.has(raw[j]?.text ?? '')) j -= 1;
  return /^(next|pass|passes|passing|fail|fails|failed|failing)$/.test(raw[j]?.text ?? '');
}

/** Stems of a phrase, for catalogue aliases and justification words (spelt as we write them). */
export function phraseStems(phrase: string): string[] {
  return estimateWords(phrase, NO_FIXES).map((w) => w.stem);
}

interface RawWord {
  readonly text: string;
  readonly start: number;
}

/**
 * "60k service", "30K maintenance": the dealer's mileage package, read as "mile service"; "at my
 * 30k service" is the visit the owner went in for, not an item.
 */
function isMileageService(raw: readonly RawWord[], i: number): boolean {
  return (
    /^\d{1,3}k$/.test(raw[i]?.text ?? '') &&
    !/^(my|our|his|her|their|its)$/.test(raw[i - 1]?.text ?? '') &&
    /^(service|services|maintenance)$/.test(raw[i + 1]?.text ?? '')
  );
}

function letterPair(
  text: string,
  first: RawWord,
  second: RawWord | undefined,
): { word: string; length: number } | null {
  if (!second || first.text.length !== 1 || second.text.length !== 1) return null;
  const between = text.slice(first.start + 1, second.start);
  const word = LETTER_PAIRS[first.text + second.text];
  if (!word || !/^\s*[&/+]\s*$/.test(between)) return null;
  return { word, length: second.start + 1 - first.start };
}

function expand(raw: string): string[] {
  const expanded = ABBREVIATIONS[raw] ?? raw;
  return expanded.split(' ').map(stem);
}

/**
 * A light stemmer: plural and -ing/-ed endings are where estimate wording varies most. A plural
 * stems as its singular does: "bearings" and "bearing" both stem to "bear".
 */
export function stem(word: string): string {
  const mapped = ABBREVIATIONS[word] ?? word;
  if (mapped !== word) return mapped;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return stem(word.slice(0, -1));
  return word;
}

function parenDepths(text: string): number[] {
  const depths: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') depth += 1;
    depths.push(depth);
    if ((char === ')' || char === ']') && depth > 0) depth -= 1;
  }
  return depths;
}
