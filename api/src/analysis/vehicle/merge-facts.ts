import type { Powertrain, VehicleProfile } from '../types';
import type {
  AdasFit,
  CarFacts,
  DriveType,
  Electrification,
  Fact,
  LookedUpFacts,
  TransmissionStyle,
} from './car-facts';
import { shareInForce } from './build-table';
import { NO_FACTS, unknownFact } from './car-facts';
import type { SteeringType } from './steering-type';
import type { TransmissionEras } from './vehicle-knowledge';

const ELECTRIFIED: Readonly<Record<Electrification, Powertrain | null>> = {
  BEV: 'ev',
  PHEV: 'phev',
  HEV: 'hybrid',
  none: null,
};

/**
 * The powertrain after the database spoke: a decoded electrification beats the hand-written
 * one; a model-year one only upgrades a plain gas/diesel guess; 'none' never downgrades.
 */
export function mergedPowertrain(handWritten: Powertrain, looked: LookedUpFacts): Powertrain {
  const e = looked.electrification?.value;
  if (!e || e === 'none') return handWritten;
  // A model-year answer is the family's; the owner's words or the model entry ('Prius Prime',
  // 'Niro EV') name the variant, so an electrified hand-written powertrain stands unless decoded.
  const electrifiedByHand = handWritten !== 'gas' && handWritten !== 'diesel';
  if (electrifiedByHand && looked.electrification?.source !== 'vin') return handWritten;
  return ELECTRIFIED[e] ?? handWritten;
}

const hand = <T>(value: T | null): Fact<T> =>
  value === null ? unknownFact : { value, source: 'hand-written' };

const HAND_ELECTRIFICATION: Readonly<Record<Powertrain, Electrification>> = {
  gas: 'none',
  diesel: 'none',
  hybrid: 'HEV',
  phev: 'PHEV',
  ev: 'BEV',
};

function agrees(fact: Fact<Electrification> | undefined, powertrain: Powertrain): boolean {
  return !!fact?.value && HAND_ELECTRIFICATION[powertrain] === fact.value;
}

/**
 * Gearbox and turbo from transmissions.json / turbo.json (build-table.ts), the gearbox else from
 * the make's era (transmissionsByEra); null where neither knows.
 */
export interface HandBuild {
  readonly transmissions: readonly TransmissionStyle[] | null;
  readonly turbo: boolean | null;
  /** The turbo the owner's own words name ("EcoBoost", "Supercharged"), or null. */
  readonly turboSaid?: boolean | null;
  /** Drive types from drives.json, narrowed by the owner's model words; null when not listed. */
  readonly drives?: readonly DriveType[] | null;
  /** Driver-assistance sensors from adas.json; null when no row speaks for the car. */
  readonly adas?: AdasFit | null;
  /** The throttle the model year makes near-certain (throttleByYear); null in between. */
  readonly throttle?: 'electronic' | 'cable' | null;
  /** Port injection where the model year makes it certain (injectionByYear); null otherwise. */
  readonly injection?: 'port' | null;
}
const NO_HAND_BUILD: HandBuild = { transmissions: null, turbo: null };

/**
 * The gearboxes a car of this model year and make could have (vehicles.json
 * transmissionEras), or null when they rule nothing out. Only used where vPIC has no
 * transmission: it rules a dual-clutch or CVT cause out of a car that cannot have one.
 */
export function transmissionsByEra(
  year: number,
  make: string,
  eras: TransmissionEras,
): readonly TransmissionStyle[] | null {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const neverDualClutch = eras.noDualClutchMakes.some((m) => squash(m) === squash(make));
  const dualClutch = year >= eras.noDualClutchBefore && !neverDualClutch;
  if (dualClutch) return null;
  const cvt =
    year >= eras.noCvtBefore || eras.earlyCvtMakes.some((m) => squash(m) === squash(make));
  return cvt ? ['conventional-automatic', 'manual', 'cvt'] : ['conventional-automatic', 'manual'];
}

/**
 * vPIC's facts where it has them; hand-written facts (vehicles.json, steering.json,
 * transmissions.json, turbo.json) elsewhere: vPIC wins.
 */
export function mergeFacts(
  looked: LookedUpFacts,
  powertrain: Powertrain,
  recognised: boolean,
  timing: VehicleProfile['timingDrive'],
  steering: SteeringType,
  built: HandBuild = NO_HAND_BUILD,
): CarFacts {
  const pick = <T>(fromDb: Fact<T> | undefined, fallback: Fact<T>): Fact<T> =>
    fromDb && fromDb.value !== null ? fromDb : fallback;
  const ev = powertrain === 'ev';
  const fuel = pick(looked.fuel, hand(ev ? 'electric' : powertrain === 'diesel' ? 'diesel' : null));
  const diesel = fuel.value === 'diesel';
  // The owner's words name the trim; a model year's answer is the whole line-up's.
  const said = ev || looked.turbo?.source === 'vin' ? null : (built.turboSaid ?? null);
  return {
    ...NO_FACTS,
    engines: pick(looked.engines, unknownFact),
    turbo: said !== null ? hand(said) : pick(looked.turbo, hand(ev ? false : built.turbo)),
    fuel,
    electrification: agrees(looked.electrification, powertrain)
      ? looked.electrification!
      : hand(recognised || powertrain !== 'gas' ? HAND_ELECTRIFICATION[powertrain] : null),
    transmissions: pick(looked.transmissions, hand(ev ? [] : built.transmissions)),
    drives: pick(looked.drives, hand(built.drives ?? null)),
    timing: hand(timing === 'unknown' ? null : timing),
    steering: hand(steering === 'unknown' ? null : steering),
    adas: pick(looked.adas, hand(built.adas ?? null)),
    bodies: pick(looked.bodies, unknownFact),
    throttle: hand(ev ? null : (built.throttle ?? null)),
    injection: hand(ev ? null : diesel ? 'direct' : (built.injection ?? null)),
  };
}

/**
 * Petrol direct injection came to US cars in the mid-2000s: EPA's Trends data first count it in
 * model year 2007 (0.3 % of new cars; DOE Vehicle Technologies Office Fact of the Week #720,
 * https://www.energy.gov/eere/vehicles/fact-720-march-26-2012-eleven-percent-new-light-trucks-sold-have-gasoline-direct,
 * and #1178, "engines equipped with GDI first appeared on the market in 2007",
 * https://www.energy.gov/eere/vehicles/articles/fotw-1178-march-22-2021-gasoline-direct-injection-was-installed-55-all-light).
 * A few imports had it from model year 2005, so only a petrol car from before then is certainly
 * port-injected; from then on the model year does not tell. A diesel injects directly.
 */
export function injectionByYear(year: number): 'port' | null {
  return year < 2005 ? 'port' : null;
}

/**
 * The share of new US light vehicles built with petrol direct injection, from each model year
 * on: EPA Trends data via DOE Facts of the Week #801 (MY2008-2012 by cars and trucks,
 * https://www.energy.gov/eere/vehicles/fact-801-october-28-2013-gasoline-direct-injection-continues-grow),
 * #1077 (51 % in MY2018) and #1178 (2.3 % in MY2008, about half ten years on, 55.3 % in
 * MY2020). Years between the cited ones are interpolated; a share is in force until the next.
 */
const DIRECT_INJECTION_SHARE: readonly (readonly [number, number])[] = [
  [2005, 0.01],
  [2008, 0.023],
  [2009, 0.042],
  [2010, 0.08],
  [2011, 0.15],
  [2012, 0.23],
  [2013, 0.3],
  [2014, 0.37],
  [2015, 0.43],
  [2016, 0.47],
  [2017, 0.5],
  [2018, 0.51],
  [2020, 0.55],
];

/**
 * How likely a petrol car of this model year is to inject directly when nothing says whether
 * it does: a cause that needs direct injection (valve carbon, a high-pressure pump) is believed
 * that far, as a turbo-only cause is by the turbo share (ADR 098, ADR 107).
 */
export function directInjectionShare(year: number): number {
  return shareInForce(DIRECT_INJECTION_SHARE, year);
}

/**
 * Electronic throttle control took over idle control from the separate idle-air valve through
 * the 2000s; today "virtually every vehicle manufacturer has an electronic throttle system on
 * every make and model" (Shop Owner magazine, "Understanding electronic throttle bodies",
 * https://apitest.shopownermag.com/?p=188358). Before 2002 a cable throttle with an idle-air
 * valve was the rule (the C5 Corvette's of 1997 was among the first US electronic throttles,
 * ibid.). Between the two the model year does not tell, so the fact stays unknown. The
 * boundaries are set wide on purpose: a wrong "electronic" would hide a real cause.
 */
export function throttleByYear(year: number): 'electronic' | 'cable' | null {
  if (year >= 2015) return 'electronic';
  return year < 2002 ? 'cable' : null;
}
