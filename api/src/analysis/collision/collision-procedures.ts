import { isBodyWork, type CalibrationEntry } from './collision-knowledge';
import { worstLevel } from './describe-damage';
import type { AreaPrice } from './price-area';
import type { DamageReading } from './read-damage';
import type { Finish } from './vehicle-finish';

export interface ProcedureFacts {
  readonly reading: DamageReading;
  /** In the same order as reading.areas. */
  readonly prices: readonly AreaPrice[];
  readonly calibrations: readonly CalibrationEntry[];
  readonly scans: boolean;
  readonly finish: Finish;
  readonly totalMax: number;
}

type When = (f: ProcedureFacts) => boolean;

// Above this, most owners with collision cover are better off with a claim and an adjuster.
const CLAIM_THRESHOLD = 1500;

const has =
  (...ids: string[]): When =>
  (f) =>
    f.reading.areas.some((a) => ids.includes(a.area.id));
const structural: When = (f) => f.prices.some((p) => p.structural) || has('frame', 'airbags')(f);

/** In the order a shop works, with the owner's own steps (claim, parts, estimate) first. */
const BEFORE: readonly [When, string][] = [
  [
    (f) => worstLevel(f.reading.areas) === 4 && structural(f),
    "Ask the adjuster for the car's valuation: insurers often declare a total loss when repairs approach 70-80% of its value",
  ],
  [
    (f) => f.totalMax >= CLAIM_THRESHOLD || structural(f),
    "Report the claim and have the insurer's adjuster (or an independent appraiser) inspect the car before repairs start",
  ],
  [
    () => true,
    'Get a written, itemized estimate and authorize any supplement for hidden damage before the extra work is done',
  ],
  [(f) => f.scans, 'Pre-repair diagnostic scan of all modules to record crash-related fault codes'],
  [structural, 'Measure the structure against factory dimensions and repair to OEM procedures'],
  [
    has('airbags'),
    'Replace every deployed airbag, seat-belt pretensioner and crash sensor with new OEM parts; never reuse or buy salvaged airbags',
  ],
  [
    (f) => f.reading.areas.some((a) => f.finish.isAluminum(a.area)),
    'Use a shop certified for aluminum repair (dedicated tools and a separate work area)',
  ],
  [
    (f) => f.reading.areas.some((a, i) => isBodyWork(a.area) && f.prices[i]?.replaces),
    'Ask whether replacement parts will be OEM, CAPA-certified aftermarket or used, and what your policy pays for',
  ],
  [
    (f) => f.prices.some((p) => p.blends),
    'Blend the paint into the adjacent panels so the color matches in daylight',
  ],
  [
    (f) => f.finish.paintNote !== null && f.prices.some((p) => p.paints),
    'Ask for a spray-out or let-down panel to confirm the color before painting the car',
  ],
];

const AFTER: readonly [When, string][] = [
  [
    has('wheel', 'suspension', 'tire'),
    'Check the suspension and steering for bent parts and do a four-wheel alignment',
  ],
  [
    has('cooling'),
    'Pressure-test the cooling system and check the A/C for leaks before returning the car',
  ],
  [
    (f) => f.scans,
    'Post-repair scan and road test to confirm no warning lights or fault codes remain',
  ],
  [
    (f) => f.reading.assumedFromImpact || f.reading.areas.some((a) => !a.evidence && !a.implied),
    'Send clear photos of each damaged area (straight on and at an angle) for a firmer estimate',
  ],
];

/** What a careful repair of this damage involves, calibrations included. */
export function collisionProcedures(f: ProcedureFacts): string[] {
  const pick = (rules: readonly [When, string][]) =>
    rules.filter(([when]) => when(f)).map(([, text]) => text);
  return [...pick(BEFORE), ...f.calibrations.map((c) => c.name), ...pick(AFTER)];
}
