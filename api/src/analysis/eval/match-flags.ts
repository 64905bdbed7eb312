import type { UnnecessaryItem } from '@fairwrench/contracts';

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter((w) => w.length > 1 && !/^\d+$/.test(w)),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

export function itemText(item: UnnecessaryItem): string {
  return typeof item === 'string' ? item : item.item;
}

/**
 * Which labelled estimate line a flagged item refers to: the line sharing the largest
 * share of words with it (at least half of the shorter one), or none.
 */
export function matchLine(item: UnnecessaryItem, lines: readonly string[]): number | undefined {
  const flagged = words(itemText(item));
  let best: number | undefined;
  let bestScore = 0.5;
  lines.forEach((line, i) => {
    const score = overlap(flagged, words(line));
    if (score >= bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

export interface FlagScore {
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly falseNegatives: number;
  readonly missed: readonly string[];
  readonly wrong: readonly string[];
}

/**
 * Scores the flagged lines against the labels: an unnecessary line flagged is right, one not
 * flagged is missed, a needed line flagged is wrong; a line with no label (null) counts for
 * nothing. `extraWrong` are flags that matched no labelled line, when those count as wrong.
 */
export function scoreFlags(
  lines: readonly { text: string; unnecessary: boolean | null }[],
  flagged: ReadonlySet<number>,
  extraWrong: readonly string[] = [],
): FlagScore {
  const missed: string[] = [];
  const wrong = [...extraWrong];
  let truePositives = 0;
  lines.forEach((line, i) => {
    if (line.unnecessary === true && flagged.has(i)) truePositives += 1;
    if (line.unnecessary === true && !flagged.has(i)) missed.push(line.text);
    if (line.unnecessary === false && flagged.has(i)) wrong.push(line.text);
  });
  return {
    truePositives,
    falsePositives: wrong.length,
    falseNegatives: missed.length,
    missed,
    wrong,
  };
}
