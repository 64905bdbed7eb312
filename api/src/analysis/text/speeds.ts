import type { Token } from './tokenise';

/**
 * Road speeds in mph. A number counts as a speed when it carries a unit ('60mph') or follows a
 * word owners put before speeds ('at 60', 'over 55', 'between 55 and 65'), unless a unit says
 * it is something else ('at 60k', 'at 3000 rpm', 'after 20 minutes').
 */

export interface SpeedData {
  readonly units: ReadonlySet<string>;
  readonly prepositions: ReadonlySet<string>;
  readonly rangeJoiners: ReadonlySet<string>;
  readonly notSpeedUnits: ReadonlySet<string>;
  readonly minMph: number;
  readonly maxMph: number;
}

export interface Speed {
  readonly mph: number;
  /** Token range of the speed and its unit or preposition. */
  readonly first: number;
  readonly last: number;
}

function numberAt(tokens: readonly Token[], i: number): number | undefined {
  const token = tokens[i];
  if (token?.kind !== 'number' || token.text.includes(',')) return undefined;
  return Number(token.text);
}

function isSpeedAt(
  tokens: readonly Token[],
  i: number,
  mph: number,
  found: ReadonlySet<number>,
  data: SpeedData,
) {
  const next = tokens[i + 1]?.text ?? '';
  const prev = tokens[i - 1]?.text ?? '';
  if (data.units.has(next)) return mph > 0 && mph <= data.maxMph;
  // 'from 30 to 22 mpg', 'from 250 to 180 miles': the second number's unit is the first's.
  const rangeUnit = tokens[i + 3]?.text ?? '';
  if (data.rangeJoiners.has(next) && data.notSpeedUnits.has(rangeUnit)) return false;
  if (numberAt(tokens, i + 1) !== undefined && data.units.has(tokens[i + 2]?.text ?? '')) {
    return mph >= data.minMph && mph <= data.maxMph; // '60 70 mph' from '60-70 mph'
  }
  if (data.notSpeedUnits.has(next) || mph < data.minMph || mph > data.maxMph) return false;
  return data.prepositions.has(prev) || (data.rangeJoiners.has(prev) && found.has(i - 2));
}

export function findSpeeds(tokens: readonly Token[], data: SpeedData): Speed[] {
  const speeds: Speed[] = [];
  const found = new Set<number>();
  tokens.forEach((token, i) => {
    const mph = numberAt(tokens, i);
    if (mph === undefined || !isSpeedAt(tokens, i, mph, found, data)) return;
    found.add(i);
    const hasUnit = data.units.has(tokens[i + 1]?.text ?? '');
    const first = data.prepositions.has(tokens[i - 1]?.text ?? '') ? i - 1 : i;
    speeds.push({ mph, first, last: hasUnit ? i + 1 : i });
  });
  return speeds;
}
