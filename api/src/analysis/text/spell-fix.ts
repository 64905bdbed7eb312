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

function applyContextFixes(tokens: Token[], data: SpellingData): Token[] {
  return tokens.map((token, i) => {
    const fix = data.contextFixes.get(token.text);
    if (!fix || token.kind !== 'word') return token;
    const prev = tokens[i - 1]?.text ?? '';
    const next = tokens[i + 1]?.text ?? '';
    if (fix.unlessPrev.has(prev) || fix.unlessNext.has(next)) return token;
    return { ...token, text: fix.to };
  });
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
  return applySynonyms(applyContextFixes(corrected, data), data);
}
