import type { Cue } from '../types';
import type { Hit } from './hits';
import type { Frame } from '../types';
import type { Token } from './tokenise';

/**
 * Turns hits into the cue list: tags dropped, one cue per id (a positive mention beats a
 * denial, and one told about the car now beats one from its history or from work already
 * tried; otherwise the first mention's words are kept), in the order the owner said them.
 */

const MAX_EVIDENCE_CHARS = 120;

/** Words a quote should not end on ("…grinding noise when i"): a pattern's gap can stop there. */
const DANGLING = new Set([
  'i',
  'when',
  'the',
  'a',
  'an',
  'my',
  'and',
  'to',
  'it',
  'of',
  'on',
  'if',
  'while',
  'with',
  'is',
  'was',
  'that',
  'which',
  'from',
  'at',
  'for',
  'but',
  'or',
]);

/** Words a quote should not start on ("and a squeal on startup"): they join it to what went before. */
const JOINING = new Set(['and', 'but', 'so', 'then', 'also', 'plus', 'or']);

export function quote(original: string, tokens: readonly Token[], start: number, end: number) {
  let first = start;
  while (first < end && JOINING.has(tokens[first]?.text ?? '')) first += 1;
  let last = end;
  while (last > first && DANGLING.has(tokens[last]?.text ?? '')) last -= 1;
  const from = tokens[first]?.start ?? 0;
  const to = tokens[last]?.end ?? from;
  const text = original.slice(from, to).replace(/\s+/g, ' ').trim();
  return text.length <= MAX_EVIDENCE_CHARS ? text : `${text.slice(0, MAX_EVIDENCE_CHARS - 1)}…`;
}

/**
 * The quotes a cause shows, each once: two windows cut from one sentence that share words
 * ("start the car in the morning there's a loud" and "there's a loud rattle for about 2") are
 * shown as the one stretch they span, and a quote inside another is dropped.
 */
export function mergedQuotes(quotes: readonly string[]): string[] {
  const out: string[] = [];
  for (const next of quotes) {
    if (out.some((q) => q.includes(next))) continue;
    const joined = out.findIndex((q) => joinedQuote(q, next) !== null);
    if (joined >= 0) out[joined] = joinedQuote(out[joined]!, next)!;
    else out.push(next);
  }
  return out.filter((q, i) => !out.some((other, j) => j !== i && other.includes(q)));
}

/** A then B where A ends with at least two words B starts with (either way round). */
function joinedQuote(a: string, b: string): string | null {
  const as = a.split(' ');
  const bs = b.split(' ');
  return overlapJoined(as, bs) ?? overlapJoined(bs, as);
}

/** xs then ys, when the longest run of two or more words ending xs also starts ys. */
function overlapJoined(xs: readonly string[], ys: readonly string[]): string | null {
  for (let k = Math.min(xs.length, ys.length) - 1; k >= 2; k -= 1) {
    let same = true;
    for (let t = 0; t < k && same; t += 1) same = xs[xs.length - k + t] === ys[t];
    if (same) return [...xs, ...ys.slice(k)].join(' ');
  }
  return null;
}

/** Rules' private marks; everything else a hit names is a cue (checked at load). */
const isTag = (id: string) => id.startsWith('tag:');

const BACKGROUND: ReadonlySet<Frame> = new Set(['history', 'tried']);

export function toCues(
  hits: readonly Hit[],
  negatedOnly: ReadonlySet<string>,
  original: string,
  tokens: readonly Token[],
  framing: { readonly frames: readonly Frame[]; readonly clause: readonly number[] },
): Cue[] {
  // Frames are told per framing clause, which may cut a reader's clause in two.
  const frameOf = (hit: Hit): Frame =>
    framing.frames[framing.clause[hit.at] ?? hit.clause] ?? 'current';
  /** Lower is better: a mention now, a mention in the background, a denial. */
  const rank = (hit: Hit) => (hit.negated ? 2 : BACKGROUND.has(frameOf(hit)) ? 1 : 0);
  const chosen = new Map<string, Hit>();
  // The clauses each kept mention's rank was told in, gathered in the same pass.
  const toldIn = new Map<string, Set<number>>();
  const ordered = [...hits].sort((a, b) => a.first - b.first || a.last - b.last);
  for (const hit of ordered) {
    if (isTag(hit.id) || (negatedOnly.has(hit.id) && !hit.negated)) continue;
    const seen = chosen.get(hit.id);
    if (!seen || rank(hit) < rank(seen)) {
      chosen.set(hit.id, hit);
      toldIn.set(hit.id, new Set([hit.clause]));
    } else if (rank(hit) === rank(seen)) toldIn.get(hit.id)?.add(hit.clause);
  }
  return [...chosen.values()]
    .sort((a, b) => a.first - b.first)
    .map((hit) => ({
      id: hit.id,
      evidence: quote(original, tokens, hit.first, hit.last),
      negated: hit.negated,
      frame: frameOf(hit),
      clauses: [...(toldIn.get(hit.id) ?? [])],
    }));
}
