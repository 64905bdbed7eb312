import {
  carFactLinesSchema,
  pricesNoteSchema,
  RESULT_TYPES,
  type CarFactLine,
  type CollisionResults,
  type CoverageCheck,
  type DiagnosticRecord,
  type DiagnosticResults,
  type EstimateResults,
  type EstimateReview,
  type PartsResults,
  type PotentialCause,
  type ResultType,
  type SafetyAlert,
} from '@fairwrench/contracts';

/** Section 2: the display type follows resultType; anything else shows as a diagnosis. */
export type DisplayType = ResultType;

type WireRecord = Pick<DiagnosticRecord, 'resultType' | 'results'>;
type Nested = { resultType?: unknown } | null | undefined;

/**
 * Section 3: resultType is read from diagnosticResult or results, default diagnostic. Our
 * API sends it at the top of the record, so that comes first; the two nested places cover
 * records shaped the way the spec describes. Unknown values show as a diagnosis.
 */
export function displayTypeOf(record: WireRecord): DisplayType {
  const nested = record as WireRecord & { diagnosticResult?: Nested };
  const resultType =
    record.resultType ??
    nested.diagnosticResult?.resultType ??
    (record.results as Nested)?.resultType;
  return RESULT_TYPES.includes(resultType as ResultType)
    ? (resultType as ResultType)
    : 'diagnostic';
}

export const RESULT_HEADINGS: Record<DisplayType, { title: string; lead: string }> = {
  diagnostic: {
    title: 'Diagnostic Results',
    lead: 'The likely causes of what you described, most probable first, with fair local costs.',
  },
  parts: {
    title: 'Parts Replacement Estimate',
    lead: 'Fair local prices for the parts you asked about, with labor and repair time.',
  },
  collision: {
    title: 'Collision Damage Estimate',
    lead: 'What the repair is likely to involve, what it should cost and how long it takes.',
  },
  estimate: {
    title: 'Estimate Review',
    lead: "We checked each line of your shop's estimate against fair prices in your area.",
  },
};

export type CollisionRepair = CollisionResults['collisionRepair'];

export interface DiagnosisAdvice {
  readonly safetyAlerts: readonly SafetyAlert[];
  readonly clarityNote: string | null;
  readonly followUpQuestions: readonly string[];
}
export type PartsReplacement = PartsResults['partsReplacement'];

/** What the page renders: the block for the display type, or null when the record lacks it. */
export type ResultView =
  | {
      kind: 'diagnostic';
      causes: readonly PotentialCause[];
      /** Safety signs in the owner's words, clarity note and follow-up questions, when given. */
      advice: DiagnosisAdvice;
    }
  | { kind: 'parts'; parts: PartsReplacement | null }
  | { kind: 'collision'; collision: CollisionRepair | null }
  | { kind: 'estimate'; review: EstimateReview | null };

type AnyResults = Partial<DiagnosticResults & PartsResults & CollisionResults & EstimateResults>;

/** "Could this be free?", shown above the costs for every kind; null in older records. */
export function coverageOf(record: WireRecord): CoverageCheck | null {
  const results = (record.results as AnyResults | null | undefined) ?? {};
  return results.coverage ?? null;
}

/** "What we know about your car"; [] for older records, or a list that does not parse. */
export function carFactsOf(record: WireRecord): readonly CarFactLine[] {
  const results = (record.results as AnyResults | null | undefined) ?? {};
  const parsed = carFactLinesSchema.safeParse(results.carFacts ?? []);
  return parsed.success ? parsed.data : [];
}

/** Which year's dollars the prices are in (ADR 083), or null (older records, base-year prices). */
export function pricesNoteOf(record: WireRecord): string | null {
  const results = (record.results as AnyResults | null | undefined) ?? {};
  const parsed = pricesNoteSchema.safeParse(results.pricesNote);
  return parsed.success ? parsed.data : null;
}

/**
 * Where "Could this be free?" goes: leading the page when something may cover the repair, as one
 * line below the results when nothing known does, and nowhere on a collision (the insurer, not a
 * warranty, pays for crash damage, and the collision estimate says so itself).
 */
export type CoveragePlacement = 'lead' | 'line' | 'none';

export function coveragePlacement(record: WireRecord): CoveragePlacement {
  const coverage = coverageOf(record);
  if (!coverage || displayTypeOf(record) === 'collision') return 'none';
  return coverage.matches.length > 0 ? 'lead' : 'line';
}

/**
 * The record comes off the network unvalidated, and records written before a schema change
 * may lack their block, so each block is looked up defensively and missing ones become null
 * (the page then shows the spec's "not available" texts instead of crashing).
 */
export function resultViewOf(record: WireRecord): ResultView {
  const results: AnyResults = (record.results as AnyResults | null | undefined) ?? {};
  switch (displayTypeOf(record)) {
    case 'parts':
      return { kind: 'parts', parts: results.partsReplacement ?? null };
    case 'collision':
      return { kind: 'collision', collision: results.collisionRepair ?? null };
    case 'estimate':
      return { kind: 'estimate', review: results.estimateReview ?? null };
    default:
      return {
        kind: 'diagnostic',
        causes: results.potentialCauses ?? [],
        advice: {
          safetyAlerts: results.safetyAlerts ?? [],
          clarityNote: results.clarityNote ?? null,
          followUpQuestions: results.followUpQuestions ?? [],
        },
      };
  }
}
