/**
 * Optimal-string-alignment distance: Levenshtein plus adjacent transpositions, the commonest
 * typing slip ('Chevorlet' is one step from 'Chevrolet', not two). Stops early and returns
 * limit + 1 once the distance is sure to exceed limit, since callers only ask "close enough?".
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit + 1) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/** Typos tolerated in a name of this length: none in short names, where a slip is another name. */
export function allowedTypos(nameLength: number): number {
  if (nameLength >= 8) return 2;
  if (nameLength >= 5) return 1;
  return 0;
}

/** True when typed is within the typos allowed for name. */
export function isTypoOf(typed: string, name: string): boolean {
  const allowed = allowedTypos(name.length);
  return allowed > 0 && editDistance(typed, name, allowed) <= allowed;
}
