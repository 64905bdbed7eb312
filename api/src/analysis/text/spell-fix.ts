import type { Token } from './tokenise';

/**
 * Corrects the owner's spelling token by token, then rewrites synonyms to one wording. Every
 * produced token keeps the offsets of the words it came from, for quoting evidence.
 */

export interface ContextFix {
  readonly to: string;
  readonly unlessPrev: ReadonlySet<string>;
  readonly unlessNext: ReadonlySet<string>;
}

export interface SpellingData {
  readonly spelling: ReadonlyMap<string, readonly string[]>;
  readonly contextFixes: ReadonlyMap<string, ContextFix>;
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  readonly synonymMaxWords: number;
  /** First words of the synonym keys: most tokens start none and skip the lookups. */
  readonly synonymStarts: ReadonlySet<string>;
  /** Lamp names, each as its words ('traction control'). */
  readonly lampWords: readonly (readonly string[])[];
  readonly vocabulary: ReadonlySet<string>;
  readonly prefixes: readonly string[];
}

function known(word: string, data: SpellingData): boolean {
  return (
    data.vocabulary.has(word) ||
    data.spelling.has(word) ||
    data.prefixes.some((p) => word.startsWith(p))
  );
}

/** 'squeeeeal' → 'squeeal' → 'squeal': stretched letters are emphasis, not spelling. */
export function collapseRepeats(word: string, data: SpellingData): string {
  if (!/(.)\1/.test(word)) return word;
  const stretched = word.replace(/(.)\1{2,}/g, '$1$1');
  if (known(stretched, data)) return stretched;
  const single = stretched.replace(/(.)\1+/g, '$1');
  return single !== stretched && known(single, data) ? single : stretched;
}

function fixWord(token: Token, data: SpellingData): Token[] {
  if (token.kind !== 'word') return [token];
  const word = collapseRepeats(token.text, data);
  const words = data.spelling.get(word) ?? splitContraction(word);
  if (words.length === 1 && words[0] === token.text) return [token];
  return words.map((text) => ({ ...token, text }));
}

/** "doesn't" → does not (negation must be visible); "driver's", "it's" → driver, it. */
function splitContraction(word: string): string[] {
  const apostrophe = word.indexOf("'");
  if (apostrophe < 0) return [word];
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  return [word.slice(0, apostrophe)];
}

/**
 * `word` as the context fixes read it between `prev` and `next`: 'breaks' is brakes, except
 * where it is the verb ('it breaks down', 'the belt breaks'). The estimate reader shares it.
 */
export function fixInContext(
  word: string,
  prev: string,
  next: string,
  fixes: ReadonlyMap<string, ContextFix>,
): string {
  const fix = fixes.get(word);
  if (!fix || fix.unlessPrev.has(prev) || fix.unlessNext.has(next)) return word;
  return fix.to;
}

function applyContextFixes(tokens: Token[], data: SpellingData): Token[] {
  return tokens.map((token, i) => {
    if (token.kind !== 'word') return token;
    const prev = tokens[i - 1]?.text ?? '';
    const next = tokens[i + 1]?.text ?? '';
    const text = fixInContext(token.text, prev, next, data.contextFixes);
    return text === token.text ? token : { ...token, text };
  });
}

const LIGHT = new Set(['light', 'lights', 'lamp', 'lamps']);
const LIST_JOINS = new Set([',', 'and', '&', '/', 'or']);

/**
 * "The traction control, engine and TPMS lights came on": each lamp of a list that shares one
 * "lights" is given its own, so "engine" reads as the engine light. Only lamp names qualify
 * before the last item; the last may be any word (an owner's "TPM4").
 */
function shareLampHead(tokens: Token[], data: SpellingData): Token[] {
  const inserts = new Map<number, Token>();
  tokens.forEach((token, j) => {
    if (!LIGHT.has(token.text) || j < 3) return;
    // before the last item, which may be two tokens ("tpm 4")
    let k = LIST_JOINS.has(tokens[j - 2]?.text ?? '') ? j - 2 : j - 3;
    while (k >= 1 && LIST_JOINS.has(tokens[k]?.text ?? '')) {
      while (k >= 1 && LIST_JOINS.has(tokens[k - 1]?.text ?? '')) k -= 1;
      const lamp = lampEndingAt(tokens, k - 1, data);
      if (lamp === 0) return;
      const at = tokens[k - 1] as Token;
      inserts.set(k - 1, { text: 'light', kind: 'word', start: at.start, end: at.end });
      k -= lamp + 1;
    }
  });
  if (inserts.size === 0) return tokens;
  return tokens.flatMap((t, i) => {
    const extra = inserts.get(i);
    return extra ? [t, extra] : [t];
  });
}

function lampEndingAt(tokens: readonly Token[], end: number, data: SpellingData): number {
  let best = 0;
  for (const lamp of data.lampWords) {
    const start = end - lamp.length + 1;
    if (start < 0 || lamp.length <= best) continue;
    if (lamp.every((w, i) => tokens[start + i]?.text === w)) best = lamp.length;
  }
  return best;
}

function applySynonyms(tokens: Token[], data: SpellingData): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    const hit = longestSynonym(tokens, i, data);
    if (!hit) {
      out.push(tokens[i] as Token);
      i += 1;
      continue;
    }
    const start = (tokens[i] as Token).start;
    const end = (tokens[i + hit.length - 1] as Token).end;
    out.push(...hit.replacement.map((text) => ({ text, kind: 'word' as const, start, end })));
    i += hit.length;
  }
  return out;
}

function longestSynonym(tokens: readonly Token[], i: number, data: SpellingData) {
  if (!data.synonymStarts.has(tokens[i]?.text ?? '')) return undefined;
  for (let length = data.synonymMaxWords; length >= 1; length--) {
    const slice = tokens.slice(i, i + length);
    if (slice.length < length || slice.some((t) => t.kind !== 'word' && t.kind !== 'number')) {
      continue;
    }
    const replacement = data.synonyms.get(slice.map((t) => t.text).join(' '));
    if (replacement) return { length, replacement };
  }
  return undefined;
}

export function spellFix(tokens: readonly Token[], data: SpellingData): Token[] {
  const corrected = tokens.flatMap((t) => fixWord(t, data));
  return applySynonyms(shareLampHead(applyContextFixes(corrected, data), data), data);
}
