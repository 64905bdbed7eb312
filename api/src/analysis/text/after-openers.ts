import type { Structure } from './clauses';
import type { PhraseMatch } from './match-phrases';
import type { Token } from './tokenise';

/**
 * "After I got new tires the front wheel started wobbling", "since the brake job the car pulls
 * left", "ever since they replaced the struts there's a clunk": an opening 'after …' or
 * 'since …' tells when the trouble in the rest of the sentence began. Owners often leave out
 * the comma, so the work done and the trouble it was followed by would share one clause, and
 * the work's frame ('tried') would put the trouble in the background. Here such a clause is
 * cut where its main clause begins, for framing only: the work keeps its frame, the trouble
 * gets its own. Rules and negation still see the clause whole.
 */

/** Words that open such a clause, and words that may come first ('right after', 'even after'). */
const OPENERS = new Set(['after', 'since']);
const SOON = new Set(['ever', 'right', 'soon', 'shortly', 'just', 'even']);

/** Words a main clause's subject starts with ("the car pulls", "there's a clunk", "it shakes"). */
const SUBJECTS = new Set('the my our his it its there this i we she he'.split(' '));

/**
 * "After 10 trips to the dealer": a 'the' after these is an object. Not 'on' or 'in', which
 * end a phrasal verb as often ("since they put new tires on the car shakes").
 */
const TAKES_OBJECT = new Set('to at from with into for of by near behind about'.split(' '));

/** Cue families that tell what the car does; a place or a condition alone is no trouble. */
const TROUBLE = /^(noise|smell|fluid|symptom|light):/;

/**
 * "After the new pads the squeal went away": trouble that ended is no trouble now, so the
 * clause is left whole. 'Stopped' before an -ing word is trouble ("it stopped starting").
 */
const ENDED = new Set(
  'away gone disappeared vanished fixed cured solved resolved quieted'.split(' '),
);

function ended(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const word = tokens[i]!.text;
    if (ENDED.has(word)) return true;
    if (word === 'stopped' && !(tokens[i + 1]?.text ?? '').endsWith('ing')) return true;
  }
  return false;
}

/** Index of the first word after the opener ('after', 'ever since'), or -1 if none opens it. */
function afterOpener(tokens: readonly Token[], start: number): number {
  const first = tokens[start]?.text ?? '';
  if (OPENERS.has(first)) return start + 1;
  return SOON.has(first) && OPENERS.has(tokens[start + 1]?.text ?? '') ? start + 2 : -1;
}

/** Where the main clause of an opened clause begins, or -1 to leave the clause whole. */
function mainClauseStart(
  tokens: readonly Token[],
  range: { first: number; end: number },
  trouble: readonly number[],
): number {
  const body = afterOpener(tokens, range.first);
  if (body < 0) return -1;
  // The last trouble told in the clause is the main clause's; its subject comes just before.
  const anchor = Math.max(-1, ...trouble.filter((at) => at > body && at < range.end));
  if (anchor < 0) return -1;
  // At least one word of the opener ("after | the …" opens nothing) before the subject.
  for (let i = anchor; i > body; i--) {
    const subject = SUBJECTS.has(tokens[i]!.text) && !TAKES_OBJECT.has(tokens[i - 1]!.text);
    if (subject) return ended(tokens, i, range.end) ? -1 : i;
  }
  return -1;
}

/** Who did the work a trailing 'after …' tells of: "after i changed", "after they replaced". */
const DOERS = new Set('i we they he she the my our a new'.split(' '));

/**
 * "Soft spongy brake pedal after i changed the calipers", "it overheats since the water pump
 * was replaced": the trouble comes first and the work it followed trails after 'after' or
 * 'since'. The clause is cut at the opener, so the trouble keeps the frame of what the car does
 * now and only the work is framed as tried. Trouble must come before the opener; the words
 * after it must start with who or what was worked on ("after driving an hour" is a condition).
 */
function trailingWorkStart(
  tokens: readonly Token[],
  range: { first: number; end: number },
  trouble: readonly number[],
): number {
  for (let i = range.first + 1; i < range.end - 1; i++) {
    const opens = OPENERS.has(tokens[i]!.text) && DOERS.has(tokens[i + 1]!.text);
    const before = trouble.some((at) => at >= range.first && at < i);
    // "The noise went away after the new pads": trouble the work ended is no trouble now.
    if (opens && before)
      return ended(tokens, range.first, i) ? -1 : SOON.has(tokens[i - 1]!.text) ? i - 1 : i;
  }
  return -1;
}

/**
 * The clause of every token for framing: the reader's clauses, with each opened clause cut
 * where its main clause begins, and each clause whose trouble is followed by the work it came
 * after cut at that 'after' (clause ids renumbered in order).
 */
export function framingClauses(
  tokens: readonly Token[],
  structure: Structure,
  matches: readonly PhraseMatch[],
): number[] {
  const trouble = matches
    .filter((m) => m.emit.some((id) => TROUBLE.test(id)))
    .map((m) => m.core[0] ?? m.first);
  const cuts = new Set<number>();
  for (const bounds of structure.clauseBounds.values()) {
    const range = { first: bounds.first, end: bounds.last + 1 };
    const cut = mainClauseStart(tokens, range, trouble);
    if (cut >= 0) cuts.add(cut);
    else {
      const trailing = trailingWorkStart(tokens, range, trouble);
      if (trailing > range.first) cuts.add(trailing);
    }
  }
  let added = 0;
  return structure.clause.map((clause, i) => {
    if (cuts.has(i)) added += 1;
    return clause + added;
  });
}
