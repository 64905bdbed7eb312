/**
 * What we know about one car's build, each fact with where it came from: decoded from the
 * owner's VIN, the set sold for that model year in NHTSA vPIC, hand-written knowledge
 * (vehicles.json, steering.json), the owner's own description ("my 3.5 V6"), or unknown. One module for the diagnosis and the estimate
 * review (issues 29 and 30).
 */
export const FACT_SOURCES = [
  'vin',
  'model-year',
  'hand-written',
  'description',
  'unknown',
] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

export interface Fact<T> {
  /** null when unknown, or when the trims sold for the model year disagree. */
  readonly value: T | null;
  readonly source: FactSource;
}

export type Electrification = 'none' | 'HEV' | 'PHEV' | 'BEV';
/**
 * 'hybrid-drive': a full hybrid's power-split or two-motor unit (Toyota/Lexus/Ford hybrids, Honda
 * e:HEV, GM Voltec), marketed as "eCVT" but with no belt, pulleys, clutch or torque converter
 * (ADR 066); it satisfies none of the four gearbox features, so their jobs are ruled out.
 */
export type TransmissionStyle =
  'conventional-automatic' | 'cvt' | 'dual-clutch' | 'manual' | 'hybrid-drive';
/** The body styles vPIC records (its Body Class), as far as what closes the back tells them apart. */
export type BodyStyle =
  'sedan' | 'coupe' | 'convertible' | 'hatchback' | 'wagon' | 'suv' | 'minivan' | 'pickup';

export const DRIVE_TYPES = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];
/** Driver-assistance sensors a collision repair must check or calibrate (knowledge/adas.json). */
export const ADAS_SENSORS = [
  'forward-camera',
  'front-radar',
  'blind-spot-radar',
  'parking-sensors',
  'rear-camera',
  'surround-cameras',
] as const;
export type AdasSensor = (typeof ADAS_SENSORS)[number];
/** The sensors every trim has, and those the maker's published hardware has none of. */
export interface AdasFit {
  readonly standard: readonly AdasSensor[];
  readonly without: readonly AdasSensor[];
}
export type SteeringKind = 'electric' | 'hydraulic';
export type TimingKind = 'belt' | 'chain' | 'none';

export interface EngineFact {
  readonly displacementL: number | null;
  /** Engine family or model code as vPIC records it ('R18Z1', '2GR-FKS'). */
  readonly model: string | null;
  readonly cylinders: number | null;
}

export interface CarFacts {
  /** Every engine offered (one when decoded from a VIN). */
  readonly engines: Fact<readonly EngineFact[]>;
  readonly turbo: Fact<boolean>;
  readonly fuel: Fact<string>;
  readonly electrification: Fact<Electrification>;
  /** Every transmission style offered; empty value never, null when unknown. */
  readonly transmissions: Fact<readonly TransmissionStyle[]>;
  readonly drives: Fact<readonly DriveType[]>;
  readonly timing: Fact<TimingKind>;
  readonly steering: Fact<SteeringKind>;
  /** Driver-assistance sensors fitted as standard (vPIC's lite file has none: adas.json). */
  readonly adas: Fact<AdasFit>;
  /** Every body style the model year was sold in (NHTSA vPIC Body Class). */
  readonly bodies: Fact<readonly BodyStyle[]>;
  /**
   * How the engine's idle air is metered: an electronic throttle (no separate idle-air valve) or
   * a cable throttle with an idle-air control valve. From the model year (merge-facts.ts).
   */
  readonly throttle: Fact<'electronic' | 'cable'>;
  /**
   * How fuel reaches the cylinders: direct injection (a diesel, or a petrol engine with a
   * high-pressure pump) or port injection. From the model year and fuel (merge-facts.ts).
   */
  readonly injection: Fact<'direct' | 'port'>;
}

export const unknownFact: Fact<never> = { value: null, source: 'unknown' };

export const NO_FACTS: CarFacts = {
  engines: unknownFact,
  turbo: unknownFact,
  fuel: unknownFact,
  electrification: unknownFact,
  transmissions: unknownFact,
  drives: unknownFact,
  timing: unknownFact,
  steering: unknownFact,
  adas: unknownFact,
  bodies: unknownFact,
  throttle: unknownFact,
  injection: unknownFact,
};

/** What a lookup (vPIC, or none) returns: only the facts it knows; the rest is filled in later. */
export type LookedUpFacts = Partial<CarFacts> & {
  /** Every fuel the model year's line-up records (a diesel variant among petrol ones). */
  readonly fuels?: readonly string[];
};
