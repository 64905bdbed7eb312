/**
 * Job knowledge names the trouble codes it explains as exact codes ('P0420'), ranges
 * ('P0300-P0308') or a trailing-X family ('P030X' = P0300..P030F).
 */
export function codeMatches(pattern: string, code: string): boolean {
  const p = pattern.toUpperCase();
  const c = code.toUpperCase();
  const range = /^([PBCU][0-9A-F]{4})-([PBCU][0-9A-F]{4})$/.exec(p);
  if (range) {
    const [, from, to] = range as unknown as [string, string, string];
    return c[0] === from[0] && c >= from && c <= to && c.length === from.length;
  }
  if (p.endsWith('X')) return c.length === p.length && c.startsWith(p.slice(0, -1));
  return p === c;
}

export function explainsAny(patterns: readonly string[], codes: readonly string[]): string[] {
  return codes.filter((code) => patterns.some((pattern) => codeMatches(pattern, code)));
}
