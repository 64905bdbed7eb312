import type { Money } from '../types';
import { dollarRange } from '../costs/format-money';
import { isBodyWork, type Level } from './collision-knowledge';
import type { Impact } from './impact';
import type { DamageReading } from './read-damage';
import type { FoundArea } from './read-sentence';
import type { Finish } from './vehicle-finish';

const SEVERITY: Readonly<Record<Level, string>> = {
  1: 'Cosmetic',
  2: 'Minor',
  3: 'Moderate',
  4: 'Severe',
};
const IMPACT: Readonly<Record<Impact, string>> = {
  front: 'a front impact',
  rear: 'a rear impact',
  side: 'a side impact',
};

/** Damage words are read without apostrophes ("wont close"); shown, they get them back. */
const CONTRACTION = /\b(does|do|did|is|are|was|were|has|have|had|would|could|should|ca|wo)nt\b/g;
function withApostrophes(words: string): string {
  return words.replace(CONTRACTION, "$1n't");
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function usd(range: Money): string {
  return dollarRange(range, '–');
}

/** "Driver-side front fender": US owners think in driver and passenger sides. */
export function areaTitle(f: FoundArea): string {
  const side = f.side === 'left' ? 'driver-side ' : f.side === 'right' ? 'passenger-side ' : '';
  const text = `${side}${f.area.name}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One repair line for the owner: what, what the shop will do, what it costs, and why. */
export function repairLine(f: FoundArea, label: string): { label: string; suffix: string } {
  const why = f.implied ? ` — ${f.implied}` : f.evidence ? '' : ' — damage not described';
  return { label: `${areaTitle(f)}: ${label}`, suffix: why };
}

export function worstLevel(areas: readonly FoundArea[]): Level {
  return areas.reduce<Level>((worst, a) => (a.level > worst ? a.level : worst), 1);
}

/** A smashed mirror or a cracked windshield is a destroyed part, not severe damage to the car. */
function overallLevel(areas: readonly FoundArea[]): Level {
  const capped = areas.map((a) => ({
    ...a,
    level: isBodyWork(a.area) ? a.level : (Math.min(a.level, 3) as Level),
  }));
  return worstLevel(capped);
}

/**
 * The summary paragraph: how bad, where, from which impact, what the owner's words were, and
 * the cost drivers the owner should know about (aluminium, tri-coat, airbags, structure).
 */
export function describeDamage(reading: DamageReading, finish: Finish): string {
  const areas = reading.areas;
  const level = overallLevel(areas);
  const aluminum = finish.aluminumNote && areas.some((a) => finish.isAluminum(a.area));
  const bodyLevel = worstLevel(areas.filter((a) => isBodyWork(a.area)));
  // A keyed or scuffed car was not in an impact, whatever words matched.
  const first = level >= 2 ? reading.impacts[0] : undefined;
  const impact = first ? ` after ${IMPACT[first]}` : '';
  const list = areas
    .filter((a) => !a.implied || reading.assumedFromImpact)
    .map(
      (a) => `${lowerFirst(areaTitle(a))}${a.evidence ? ` (${withApostrophes(a.evidence)})` : ''}`,
    );
  const parts = [
    `${SEVERITY[level]} damage${impact}: ${list.join(', ')}.`,
    reading.assumedFromImpact
      ? 'You did not name the damaged parts, so this assumes the usual areas for that impact.'
      : '',
    areas.some((a) => a.area.id === 'airbags')
      ? 'Deployed airbags mean a hard hit: the structure must be measured before repair.'
      : '',
    aluminum ? `Cost is higher for ${finish.aluminumNote}.` : '',
    finish.paintNote ? `Paint costs more: ${finish.paintNote}.` : '',
    bodyLevel >= 3
      ? 'Based on your description only; hidden damage behind panels often shows up at teardown.'
      : 'Based on your description only; photos or an in-person look will firm this up.',
  ];
  return parts.filter(Boolean).join(' ');
}
