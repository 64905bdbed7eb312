import type { EstimateVerdict } from '@fairwrench/contracts';
import { analyse } from '../engine';
import type { AnalysisKnowledge } from '../knowledge';
import type { Money, VehicleFacts } from '../types';
import { EVAL_DATE } from './evaluate';
import { matchLine, scoreFlags, type FlagScore } from './match-flags';
import { YEAR_MS } from '../vehicle/vehicle-profile';
import { toBaseYearDollars } from './price-index';
import type { RealCollisionCase, RealEstimateCase, RealPartsCase } from './real-cases';

/**
 * Runs the engine on the real estimates, collision repairs and parts jobs and scores it the way
 * issue 10 states its targets: unnecessary-item recall and precision, the verdict, and whether
 * each cost range overlaps the published figure (in 2024 dollars) and how wide it is.
 */

/**
 * Sources that name no car are judged as a six-year-old car of no known make or model: priced
 * as mainstream, with no model facts (timing chain, powertrain) the source never stated.
 */
const FALLBACK = { make: '', model: '', ageAtQuote: 6, year: 2015 } as const;
/** Kansas City: labour rates near the national average, for cases that give no state. */
const DEFAULT_ZIP = '64105';

/**
 * The average American driver's yearly miles: FHWA, "Average Annual Miles per Driver by Age
 * Group" (13,476), https://www.fhwa.dot.gov/ohim/onh00/bar8.htm
 */
const DRIVER_MILES_PER_YEAR = 13_476;

/**
 * Judged as of when the owner asked, since the car's age then decides its warranties and its
 * time-based services. A source without the date but with the car's year and mileage was
 * written about when an average driver reaches that mileage (a letter about a 2005 Camry's
 * 30,000-mile service is from about 2007, not today); with neither, today.
 */
function askedOn(c: { vehicle: RealEstimateCase['vehicle']; priceYear: number | null }): Date {
  if (c.priceYear !== null) return new Date(Date.UTC(c.priceYear, 6, 1));
  const { year, mileage } = c.vehicle;
  if (year === null || mileage === null) return EVAL_DATE;
  const years = Math.max(0.25, mileage / DRIVER_MILES_PER_YEAR);
  return new Date(Math.min(EVAL_DATE.getTime(), Date.UTC(year, 0, 1) + years * YEAR_MS));
}

/** Whether the analysis told the owner of any warranty, recall, program or goodwill. */
function flagsCoverage(results: { coverage?: { matches: readonly unknown[] } }): boolean {
  return (results.coverage?.matches.length ?? 0) > 0;
}

export function judgedVehicle(c: {
  vehicle: RealEstimateCase['vehicle'];
  priceYear: number | null;
}): VehicleFacts {
  const { vehicle } = c;
  const year =
    vehicle.year ?? (c.priceYear === null ? FALLBACK.year : c.priceYear - FALLBACK.ageAtQuote);
  return {
    year,
    make: vehicle.make ?? FALLBACK.make,
    model: vehicle.model ?? (vehicle.make === null ? FALLBACK.model : ''),
    mileage: vehicle.mileage,
  };
}

/**
 * A ZIP in the state the source names, as "NY" or "Manhattan, NY" (the first prefix USPS gives
 * that state), else the default. A Canadian province is no state, so it keeps the default.
 */
export function zipFor(location: string | null, knowledge: AnalysisKnowledge): string {
  const state = /^(?:[^,]+,\s*)?([A-Z]{2})\b/.exec(location ?? '')?.[1] ?? null;
  if (state === null) return DEFAULT_ZIP;
  const prefix = knowledge.costs.zipStates.findIndex((s) => s === state);
  return prefix < 0 ? DEFAULT_ZIP : `${String(prefix).padStart(3, '0')}01`;
}

export interface EstimateCaseOutcome extends FlagScore {
  readonly id: string;
  readonly verdict: EstimateVerdict | undefined;
  /** null when the source gives no overall verdict. */
  readonly verdictRight: boolean | null;
  /** null when the source names no warranty, recall or goodwill. */
  readonly coverageFlagged: boolean | null;
}

export function evaluateRealEstimate(
  c: RealEstimateCase,
  knowledge: AnalysisKnowledge,
): EstimateCaseOutcome {
  const outcome = analyse(
    {
      vehicle: judgedVehicle(c),
      zipCode: zipFor(c.location, knowledge),
      issueType: 'estimate',
      description: c.description,
      now: askedOn(c),
    },
    knowledge,
  );
  if (outcome.resultType !== 'estimate') throw new Error('expected an estimate review');
  const review = outcome.results.estimateReview;
  const texts = c.lines.map((l) => l.text);
  const flagged = new Set<number>();
  for (const item of review.unnecessaryItems) {
    const line = matchLine(item, texts);
    // A flag on words the source did not label (the owner's prose) is neither right nor wrong.
    if (line !== undefined) flagged.add(line);
  }
  return {
    id: c.id,
    ...scoreFlags(c.lines, flagged),
    verdict: review.verdict,
    verdictRight: c.verdict === null ? null : review.verdict === c.verdict,
    coverageFlagged: namesCoverage(c) ? flagsCoverage(outcome.results) : null,
  };
}

export interface CostCaseOutcome {
  readonly id: string;
  readonly estimate: Money | null;
  /** The published figure in 2024 dollars (a lower bound has max Infinity). */
  readonly reference: Money;
  readonly overlaps: boolean;
  /** max ÷ min of the engine's range. */
  readonly widthRatio: number | null;
  readonly coverageFlagged: boolean | null;
}

export function referenceRange(c: RealCollisionCase | RealPartsCase): Money {
  // An undated figure is in the dollars of the day it was asked about, as the engine judges it.
  const factor = toBaseYearDollars(c.priceYear ?? askedOn(c).getUTCFullYear());
  const { total, min, max } = c.reference;
  const low = total ?? min ?? 0;
  const high = total ?? max ?? Number.POSITIVE_INFINITY;
  return { min: Math.round(low * factor), max: Math.round(high * factor) };
}

export function evaluateRealCost(
  c: RealCollisionCase | RealPartsCase,
  kind: 'parts' | 'collision',
  knowledge: AnalysisKnowledge,
): CostCaseOutcome {
  const outcome = analyse(
    {
      vehicle: judgedVehicle(c),
      zipCode: zipFor(c.location, knowledge),
      issueType: kind,
      description: c.description,
      now: askedOn(c),
    },
    knowledge,
  );
  let estimate: Money | null = null;
  if (outcome.resultType === 'parts') estimate = outcome.results.partsReplacement.totalEstimate;
  if (outcome.resultType === 'collision') {
    estimate = outcome.results.collisionRepair.estimatedCost ?? null;
  }
  if (estimate !== null && estimate.max <= 0) estimate = null;
  const reference = referenceRange(c);
  const overlaps =
    estimate !== null && estimate.min <= reference.max && reference.min <= estimate.max;
  const widthRatio = estimate === null ? null : estimate.max / Math.max(1, estimate.min);
  const coverageFlagged = namesCoverage(c) ? flagsCoverage(outcome.results) : null;
  return { id: c.id, estimate, reference, overlaps, widthRatio, coverageFlagged };
}

/** A warranty, recall or goodwill repair in the source; an insurer paying is not coverage. */
function namesCoverage(c: { coverage: RealEstimateCase['coverage'] }): boolean {
  return c.coverage !== null && c.coverage.kind !== 'insurance';
}

/** Of the cases whose source names a warranty, recall or goodwill, how many the analysis flagged. */
export function coverageMetrics(outcomes: readonly { coverageFlagged: boolean | null }[]): {
  cases: number;
  flagged: number;
} {
  const named = outcomes.filter((o) => o.coverageFlagged !== null);
  return { cases: named.length, flagged: named.filter((o) => o.coverageFlagged).length };
}

export interface EstimateMetrics {
  readonly cases: number;
  readonly recall: number;
  readonly precision: number;
  readonly verdictAccuracy: number;
  readonly verdictCases: number;
}

export function estimateMetrics(outcomes: readonly EstimateCaseOutcome[]): EstimateMetrics {
  const sum = (f: (o: EstimateCaseOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  const tp = sum((o) => o.truePositives);
  const judged = outcomes.filter((o) => o.verdictRight !== null);
  return {
    cases: outcomes.length,
    recall: tp / Math.max(1, tp + sum((o) => o.falseNegatives)),
    precision: tp / Math.max(1, tp + sum((o) => o.falsePositives)),
    verdictAccuracy: judged.filter((o) => o.verdictRight).length / Math.max(1, judged.length),
    verdictCases: judged.length,
  };
}

export interface CostMetrics {
  readonly cases: number;
  readonly overlap: number;
  readonly medianWidthRatio: number;
  readonly noEstimate: number;
}

export function costMetrics(outcomes: readonly CostCaseOutcome[]): CostMetrics {
  const ratios = outcomes
    .map((o) => o.widthRatio)
    .filter((r): r is number => r !== null)
    .sort((a, b) => a - b);
  const mid = ratios.length / 2;
  const median =
    ratios.length === 0
      ? 0
      : ratios.length % 2 === 1
        ? ratios[Math.floor(mid)]!
        : (ratios[mid - 1]! + ratios[mid]!) / 2;
  return {
    cases: outcomes.length,
    overlap: outcomes.filter((o) => o.overlaps).length / Math.max(1, outcomes.length),
    medianWidthRatio: median,
    noEstimate: outcomes.filter((o) => o.estimate === null).length,
  };
}
