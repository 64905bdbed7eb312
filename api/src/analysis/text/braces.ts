/**
 * Brace expansion for lexicon entries: 'squeal{,s,ing}' stands for squeal, squeals, squealing.
 * It keeps the data file short without regular expressions, which would be slower to match.
 */

const BRACE = /\{([^{}]*)\}/;

export function expandBraces(pattern: string): string[] {
  const m = BRACE.exec(pattern);
  if (!m) return [pattern];
  const head = pattern.slice(0, m.index);
  const tail = pattern.slice(m.index + m[0].length);
  const options = (m[1] ?? '').split(',');
  return options.flatMap((option) => expandBraces(`${head}${option}${tail}`));
}

const MULTI_WORD_BRACE = /\{([^{}]*\s[^{}]*)\}/;

/**
 * Expands only the brace groups whose alternatives are several words ('{went out,died}'), so
 * the result can be split into words; single-word groups stay for the pattern compiler.
 */
export function expandMultiWord(pattern: string): string[] {
  const m = MULTI_WORD_BRACE.exec(pattern);
  if (!m) return [pattern];
  const head = pattern.slice(0, m.index);
  const tail = pattern.slice(m.index + m[0].length);
  return (m[1] ?? '').split(',').flatMap((option) => expandMultiWord(`${head}${option}${tail}`));
}

/**
 * Expands a key and its value together: 'squeel{,s}' → 'squeal{,s}' pairs squeels with
 * squeals. A value without braces applies to every expanded key.
 */
export function expandPairs(key: string, value: string): Array<[string, string]> {
  const keys = expandBraces(key);
  const values = expandBraces(value);
  if (values.length === 1) return keys.map((k) => [k, values[0] ?? '']);
  if (values.length !== keys.length) {
    throw new Error(`Lexicon entry ${key} → ${value}: braces expand to different counts`);
  }
  return keys.map((k, i) => [k, values[i] ?? '']);
}
