import type { Token } from './tokenise';

/**
 * Sentence and clause structure, and which tokens a negation reaches. A negation ('no', 'not',
 * 'never', 'without', "n't" once split) covers the rest of its clause: "no noise but shakes"
 * denies the noise and leaves the shaking alone. A verdict such as 'is fine' or 'tested good'
 * denies what came before it in its clause: "the brakes are fine".
 */

export interface ClauseData {
  readonly negators: ReadonlySet<string>;
  readonly clauseBreaks: ReadonlySet<string>;
  readonly softBreaks: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface Structure {
  readonly clause: readonly number[];
  readonly sentence: readonly number[];
  readonly negated: readonly boolean[];
  /** First and last content token of each clause (breaks excluded), for quoting evidence. */
  readonly clauseBounds: ReadonlyMap<number, { readonly first: number; readonly last: number }>;
}

const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** True when token i ends the clause before it; such tokens belong to no clause's quote. */
function isBreak(tokens: readonly Token[], i: number, data: ClauseData): boolean {
  const token = tokens[i] as Token;
  if (token.kind === 'punct') return true;
  if (token.kind !== 'word') return false;
  if (data.clauseBreaks.has(token.text)) return true;
  const next = tokens[i + 1];
  return next !== undefined && (data.softBreaks.get(token.text)?.has(next.text) ?? false);
}

/** Marks the words before each verdict, back to the start of its clause, as denied. */
function denyBefore(verdicts: readonly number[], clause: readonly number[], negated: boolean[]) {
  for (const at of verdicts) {
    for (let i = at - 1; i >= 0 && clause[i] === clause[at]; i--) negated[i] = true;
  }
}

/** A bare answer that denies the question before it: "white smoke? no". */
const NO_ANSWER = new Set(['no', 'nope', 'nah', 'none', 'negative']);

/**
 * "Any white smoke? no. Overheating? no": an owner answering their own questions. The question's
 * clause is denied, as "no white smoke" would be; "any leaks? yes" and a question left
 * unanswered are not.
 */
function denyAnswered(tokens: readonly Token[], clause: readonly number[], negated: boolean[]) {
  tokens.forEach((token, i) => {
    const answer = tokens[i + 1];
    const after = tokens[i + 2];
    if (token.text !== '?' || i === 0 || !answer || !NO_ANSWER.has(answer.text)) return;
    if (after !== undefined && after.kind !== 'punct') return;
    const asked = clause[i - 1];
    let first = i - 1;
    while (first > 0 && clause[first - 1] === asked) first -= 1;
    // A short question ("white smoke?", "any leaks?"), not the owner's own account asked about
    // ("it overheats and loses coolant, is that normal? no").
    const words = tokens.slice(first, i).filter((t) => t.kind === 'word');
    if (words.length > MAX_ASKED_WORDS || words.some((t) => ABOUT_ITSELF.has(t.text))) return;
    for (let j = first; j < i; j++) negated[j] = true;
  });
}

/** How long a question the owner answers "no" may be: "any white smoke coming out?". */
const MAX_ASKED_WORDS = 5;
/** "Is that normal?", "is this safe?": a question about what the owner just said. */
const ABOUT_ITSELF = new Set(['that', 'this', 'normal', 'safe', 'ok', 'okay', 'bad']);

export function analyseStructure(
  tokens: readonly Token[],
  claimed: ReadonlySet<number>,
  data: ClauseData,
  verdicts: readonly number[] = [],
): Structure {
  const clause: number[] = [];
  const sentence: number[] = [];
  const negated: boolean[] = [];
  const clauseBounds = new Map<number, { first: number; last: number }>();
  let clauseId = 0;
  let sentenceId = 0;
  let negating = false;
  tokens.forEach((token, i) => {
    const breaks = isBreak(tokens, i, data);
    if (breaks) {
      clauseId += 1;
      negating = false;
      if (SENTENCE_END.has(token.text)) sentenceId += 1;
    }
    clause.push(clauseId);
    sentence.push(sentenceId);
    const negator = token.kind === 'word' && data.negators.has(token.text) && !claimed.has(i);
    negated.push(negating && !negator);
    if (negator) negating = true;
    if (!breaks) {
      const bounds = clauseBounds.get(clauseId);
      clauseBounds.set(clauseId, { first: bounds?.first ?? i, last: i });
    }
  });
  denyBefore(verdicts, clause, negated);
  denyAnswered(tokens, clause, negated);
  return { clause, sentence, negated, clauseBounds };
}
