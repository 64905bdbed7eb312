import { FRAMES, type Frame } from '../types';
import type { Structure } from './clauses';
import type { PatternIndex } from './compile-patterns';
import { matchPhrases } from './match-phrases';
import type { Token } from './tokenise';

/**
 * Owners tell stories: what the car does now, what it did years ago, what they or a shop
 * already replaced, what a mechanic said. Each clause gets the frame it is told in, so the
 * scorer can weigh the symptom clauses and read the rest for what it is: a part already
 * replaced is evidence against it, a professional's finding is evidence for it.
 */

/** When one clause holds several triggers, the more specific frame wins. */
const PRIORITY: Readonly<Record<Frame, number>> = {
  current: 0,
  history: 1,
  tried: 2,
  guess: 3,
  found: 4,
  // "The mechanic said it's not the pump": what was ruled out outweighs who said it.
  ruled: 5,
};

const RULED = 'frame:ruled';

/** The reader's clauses, or the finer ones framing cuts them into (after-openers.ts). */
type Framing = Pick<Structure, 'clause' | 'sentence' | 'negated'>;

/** Breaks a frame carries over: a list after "I replaced the plugs, coils, wires". */
const LIST_BREAKS = new Set([',', '-', '(', ')', '/', '&']);
/** A list item is short ("coils", "o2 sensor", "and the wires"); longer clauses say more. */
const LIST_ITEM_WORDS = 2;
const LIST_ITEM_WORDS_AFTER_AND = 4;

function isListItem(tokens: readonly Token[], structure: Framing, clause: number): boolean {
  const words = tokens.filter((t, i) => structure.clause[i] === clause && t.kind === 'word');
  const limit = words[0]?.text === 'and' ? LIST_ITEM_WORDS_AFTER_AND : LIST_ITEM_WORDS;
  return words.length <= limit;
}

export function isFrame(value: string): value is Frame {
  return (FRAMES as readonly string[]).includes(value);
}

/**
 * The frame of every clause (indexed by clause id). A frame found in a clause carries on over
 * short comma-separated list items in the same sentence, and stops at a longer clause, at a
 * word that opens a new clause ('but', 'now', 'still') or at the end of the sentence.
 */
export function clauseFrames(
  tokens: readonly Token[],
  structure: Framing,
  index: PatternIndex,
): Frame[] {
  const clauses = (structure.clause[structure.clause.length - 1] ?? 0) + 1;
  const frames: Frame[] = Array.from({ length: clauses }, () => 'current');
  const onset = new Set<number>();
  const hedged = new Set<number>();
  for (const match of matchPhrases(tokens, index)) {
    const at = match.core[0] ?? match.first;
    const last = match.core[match.core.length - 1] ?? at;
    // "timing belt never changed" tells of work NOT done: the clause stays as it is. A verdict
    // ("the pump is fine") negates the words before it, its own among them, yet still rules out;
    // so is the work a verdict reports ("the struts are new"): its last word is the verdict's.
    if (structure.negated[last] && !match.emit.includes(RULED)) continue;
    const clause = structure.clause[at] ?? 0;
    for (const emitted of match.emit) {
      const frame = emitted.slice('frame:'.length);
      if (frame === 'current') onset.add(clause);
      if (frame === 'hedge') hedged.add(clause);
      // A maybe is told as a guess.
      const told = frame === 'hedge' ? 'guess' : frame;
      if (isFrame(told) && PRIORITY[told] > PRIORITY[frames[clause]!]) frames[clause] = told;
    }
  }
  // "About a month ago it started using water": when the problem the owner has now began is
  // not its history. Work done back then ("a year ago I replaced the pump") stays tried.
  for (const clause of onset) if (frames[clause] === 'history') frames[clause] = 'current';
  // "The shop said it might be the alternator": a professional's maybe is a guess, not a finding.
  for (const clause of hedged) if (frames[clause] === 'found') frames[clause] = 'guess';
  for (let i = 1; i < tokens.length; i++) {
    const before = structure.clause[i - 1]!;
    const here = structure.clause[i]!;
    if (here === before + 1 && structure.sentence[i] === structure.sentence[i - 1]) {
      const carries =
        LIST_BREAKS.has(tokens[i]!.text) &&
        frames[here] === 'current' &&
        isListItem(tokens, structure, here);
      if (carries) frames[here] = frames[before]!;
    }
  }
  return frames;
}

/** Words that point back at a part named just before ("the starter went bad, I replaced it"). */
const POINTERS = new Set(['it', 'them', 'those', 'these', 'one']);

/** "Took it to two mechanics": an 'it' that was taken somewhere is the car, not a part. */
const CARRIED = new Set(
  'took take takes taking brought bring brings bringing drove drive driving towed tow dropped drop'.split(
    ' ',
  ),
);

/**
 * "I thought the starter went bad, I replaced it": a tried clause that names its part only by
 * a pronoun replaced what the clause before it named, so that clause's words count as tried too.
 */
function referents(clauseWords: readonly (readonly string[])[], frames: readonly Frame[]) {
  return frames.flatMap((frame, clause) => {
    const pointsBack =
      frame === 'tried' &&
      clause > 0 &&
      frames[clause - 1] !== 'tried' &&
      (clauseWords[clause] ?? []).some(
        (word, i, words) => POINTERS.has(word) && !CARRIED.has(words[i - 1] ?? ''),
      );
    return pointsBack ? (clauseWords[clause - 1] ?? []) : [];
  });
}

/** The text of each frame's clauses, lower-cased, for naming components ("replaced the plugs"). */
export function framedText(
  tokens: readonly Token[],
  structure: Framing,
  frames: readonly Frame[],
): Record<Frame, string> {
  const parts: Record<Frame, string[]> = {
    current: [],
    history: [],
    tried: [],
    guess: [],
    found: [],
    ruled: [],
  };
  const clauseWords: string[][] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'punct') (clauseWords[structure.clause[i] ?? 0] ??= []).push(token.text);
  });
  clauseWords.forEach((words, clause) => parts[frames[clause] ?? 'current'].push(...words));
  parts.tried.push(...referents(clauseWords, frames));
  return {
    current: parts.current.join(' '),
    history: parts.history.join(' '),
    tried: parts.tried.join(' '),
    guess: parts.guess.join(' '),
    found: parts.found.join(' '),
    ruled: parts.ruled.join(' '),
  };
}
