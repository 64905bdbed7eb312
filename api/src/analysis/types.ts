import type { IssueType } from '@fairwrench/contracts';
import type { CueId } from './text/cue-vocabulary';
import type { CarFacts } from './vehicle/car-facts';

/**
 * Shared types of the analysis engine. The engine is plain TypeScript: no Nest, no I/O
 * at analysis time, knowledge loaded once from the JSON files in ./knowledge.
 */

export interface Money {
  readonly min: number;
  readonly max: number;
}

/** The one list of powertrains every knowledge file and rule refers to. */
export const POWERTRAINS = ['gas', 'diesel', 'hybrid', 'phev', 'ev'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** The one list of price segments (labour access and parts prices differ by segment). */
export const SEGMENTS = ['economy', 'mainstream', 'truck', 'luxury', 'european', 'exotic'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** What the owner told us about the vehicle. */
export interface VehicleFacts {
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** null when the owner left it out. */
  readonly mileage: number | null;
  /** 17 characters, check digit verified by the contract; personal data. */
  readonly vin?: string | undefined;
}

export interface AnalysisInput {
  readonly vehicle: VehicleFacts;
  readonly zipCode: string;
  readonly issueType: IssueType;
  readonly description: string;
  /** The analysis date (vehicle age); injected so results are reproducible. */
  readonly now: Date;
}

/** Derived facts about a vehicle that change prices and which causes apply. */
export interface VehicleProfile {
  /**
   * The model as the owner gave it ("Volt", "Leaf", "Charger"): the owner writing the car's name
   * names no part of it.
   */
  readonly modelName?: string;
  readonly powertrain: Powertrain;
  readonly segment: Segment;
  /** Whether the engine drives its camshafts with a belt or a chain, if known. */
  readonly timingDrive: 'belt' | 'chain' | 'none' | 'unknown';
  readonly ageYears: number;
  /** Mileage given, or estimated from age (12,000 mi/year) when left out. */
  readonly mileage: number;
  readonly mileageKnown: boolean;
  /** Set when the form left mileage out and the owner's description told it (described-mileage.ts). */
  readonly mileageFrom?: 'description';
  /** True when make and model were recognised; prices fall back to mainstream otherwise. */
  readonly recognised: boolean;
  /** Build facts with their source (vPIC by VIN or model year, hand-written, unknown). */
  readonly facts?: CarFacts;
  /**
   * Other powertrains the model year's line-up includes when the car's own is only a guess
   * (a 2005 F-350 may be the diesel): their causes stay possible, worded conditionally.
   */
  readonly possiblePowertrains?: readonly Powertrain[];
  /**
   * When nothing says whether the engine has a turbo: the share of its model year's US
   * production that had one (turbo.json), how far a turbo-only cause is believed.
   */
  readonly turboOdds?: number;
  /**
   * How likely the car is to have petrol direct injection when its facts do not say: the
   * share of its model year's new cars that had it (merge-facts.ts), for causes that need it.
   */
  readonly injectionOdds?: number;
}

/** Where prices come from for one vehicle in one place. */
export interface CostContext {
  /** Shop labour rate in USD per hour for this ZIP (regionally adjusted). */
  readonly laborRatePerHour: Money;
  /** Multiplier on national-average parts prices for this vehicle's segment and powertrain. */
  readonly partsMultiplier: number;
  /** Multiplier on book labour hours (e.g. harder access on some segments). */
  readonly laborHoursMultiplier: number;
  /**
   * The day's repair prices over the knowledge's base-year prices (ADR 083), already in the rate
   * and the parts multiplier; other fixed dollar amounts (paint materials, averages) take it too.
   */
  readonly priceLevel: number;
  /** Which year's dollars these prices are in, when not the tables' own year (ADR 083). */
  readonly pricesNote?: string;
  /** Two-letter state, or null when the ZIP maps to no state. */
  readonly state: string | null;
  /** Priced at a dealer's labour rate (the quote came from a dealer); independent shops otherwise. */
  readonly dealer?: boolean;
  /** Human-readable provenance of the numbers above, for the analysis notes. */
  readonly sources: readonly string[];
}

/** How a clause is told: what the car does now, its history, work tried, a guess, a finding. */
export const FRAMES = ['current', 'history', 'tried', 'guess', 'found', 'ruled'] as const;
export type Frame = (typeof FRAMES)[number];

/** One thing the reader found in the owner's words. */
export interface Cue {
  readonly id: CueId;
  /** The owner's words that produced it, as written (for the "why" shown in the UI). */
  readonly evidence: string;
  /** True when the owner said it is absent ("no noise", "not overheating"). */
  readonly negated: boolean;
  /** How it was told: now, in the car's history, in work already tried, as a finding or guess. */
  readonly frame: Frame;
  /**
   * The reader's clauses (numbered in the order told) it was told in, as told in `frame`: what
   * it sits beside ("shakes at a light | flashing on the highway": the highway is the light's).
   */
  readonly clauses: readonly number[];
}

export interface TroubleCode {
  /** Canonical form, e.g. 'P0420'. */
  readonly code: string;
  readonly evidence: string;
}

export interface ReadText {
  /** Lower-cased, spell-corrected, synonym-expanded text. */
  readonly normalized: string;
  readonly cues: readonly Cue[];
  readonly codes: readonly TroubleCode[];
  /** Numbers the owner mentioned with their unit, e.g. speeds in mph ("shakes at 60"). */
  readonly speedsMph: readonly number[];
  /** The normalised words of the clauses told in each frame (parts named as replaced, found...). */
  readonly narrative: Readonly<Record<Frame, string>>;
  /** Each clause's normalised words and the owner's own wording of it, to quote a named part. */
  readonly clauses: readonly OwnerClause[];
}

export interface OwnerClause {
  readonly words: string;
  readonly quote: string;
}
