import type { IssueType } from '@fairwrench/contracts';
import type { CueId } from './knowledge/cues';

/**
 * Shared types of the analysis engine. The engine is plain TypeScript: no Nest, no I/O
 * at analysis time, knowledge loaded once from the JSON files in ./knowledge.
 */

export interface Money {
  readonly min: number;
  readonly max: number;
}

export type Powertrain = 'gas' | 'diesel' | 'hybrid' | 'phev' | 'ev';

/** What the owner told us about the vehicle. */
export interface VehicleFacts {
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** null when the owner left it out. */
  readonly mileage: number | null;
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
  readonly powertrain: Powertrain;
  readonly segment: 'economy' | 'mainstream' | 'truck' | 'luxury' | 'european' | 'exotic';
  /** Whether the engine drives its camshafts with a belt or a chain, if known. */
  readonly timingDrive: 'belt' | 'chain' | 'none' | 'unknown';
  readonly ageYears: number;
  /** Mileage given, or estimated from age (12,000 mi/year) when left out. */
  readonly mileage: number;
  readonly mileageKnown: boolean;
  /** True when make and model were recognised; prices fall back to mainstream otherwise. */
  readonly recognised: boolean;
}

/** Where prices come from for one vehicle in one place. */
export interface CostContext {
  /** Shop labour rate in USD per hour for this ZIP (regionally adjusted). */
  readonly laborRatePerHour: Money;
  /** Multiplier on national-average parts prices for this vehicle's segment and powertrain. */
  readonly partsMultiplier: number;
  /** Multiplier on book labour hours (e.g. harder access on some segments). */
  readonly laborHoursMultiplier: number;
  /** Two-letter state, or null when the ZIP maps to no state. */
  readonly state: string | null;
  /** Human-readable provenance of the numbers above, for the analysis notes. */
  readonly sources: readonly string[];
}

/** One thing the reader found in the owner's words. */
export interface Cue {
  readonly id: CueId;
  /** The owner's words that produced it, as written (for the "why" shown in the UI). */
  readonly evidence: string;
  /** True when the owner said it is absent ("no noise", "not overheating"). */
  readonly negated: boolean;
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
}
