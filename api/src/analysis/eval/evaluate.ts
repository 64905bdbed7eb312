import type { DiagnosisClarity, Urgency } from '@fairwrench/contracts';
import type { Money } from '../types';
import { analyse, diagnoseDescription } from '../engine';
import { costContext } from '../costs/cost-context';
import { priceLevel } from '../costs/price-level';
import type { AnalysisKnowledge } from '../knowledge';
import { devSource } from '../similarity/case-index';
import { vehicleProfile } from '../vehicle/vehicle-profile';
import type { CostCase, EstimateCase } from './dev-set';
import { assertEvaluable } from './evaluation-knowledge';
import { matchLine, scoreFlags, type FlagScore } from './match-flags';
import { sourceKey } from './real-cases';

/** The sets are judged as of one fixed date so results do not drift with the calendar. */
export const EVAL_DATE = new Date('2026-11-21T12:00:00Z');
/** Real cases rarely give a ZIP; prices do not enter the symptom metrics, so one is used. */
const DEFAULT_ZIP = '64105';

/** What a symptom case must give to be judged: the dev set's and the real cases' shapes. */
export interface JudgedSymptomCase {
  readonly id: string;
  readonly vehicle: {
    readonly year: number;
    readonly make: string;
    readonly model: string;
    readonly mileage?: number | null | undefined;
  };
  readonly zipCode?: string;
  readonly description: string;
  readonly expected: string;
  readonly acceptable?: readonly string[] | undefined;
  readonly urgency?: { readonly level: 'High' | 'Medium' | 'Low' } | undefined;
  /** A real case's source; a dev-set case has none. */
  readonly source?: { readonly url: string };
}

export interface SymptomOutcome {
  readonly id: string;
  /** Rank of the established cause (1-based), or null when it is not listed. */
  readonly rank: number | null;
  /** Rank of the first cause that is the established one or an acceptable alternative. */
  readonly rankAcceptable: number | null;
  /** The owner-facing probability of each listed cause, and whether it is the established one. */
  readonly predictions: readonly { probability: number; right: boolean }[];
  readonly top: string | null;
  /** The urgency the first cause card shows (what the owner reads first). */
  readonly topUrgency: Urgency | null;
  readonly clarity: DiagnosisClarity | undefined;
}

export function evaluateSymptom(
  c: JudgedSymptomCase,
  knowledge: AnalysisKnowledge,
): SymptomOutcome {
  assertEvaluable(knowledge);
  const facts = { ...c.vehicle, mileage: c.vehicle.mileage ?? null };
  const profile = vehicleProfile(facts, EVAL_DATE, knowledge.vehicles, c.description);
  const ctx = costContext(profile, c.zipCode ?? DEFAULT_ZIP, knowledge.costs, EVAL_DATE);
  const acceptable = new Set([c.expected, ...(c.acceptable ?? [])]);
  // A case must not find itself (nor its thread) among the labelled neighbours (ADR 049).
  const source = c.source ? sourceKey(c.source.url) : devSource(c.id);
  const vehicle = { ...facts, ...profile };
  const { results, shown } = diagnoseDescription(
    c.description,
    vehicle,
    profile,
    ctx,
    knowledge,
    source,
  );
  const predictions = shown.map((s) => ({
    probability: s.cause.probability,
    right: s.jobId === c.expected,
  }));
  const strict = predictions.findIndex((p) => p.right);
  const loose = shown.findIndex((s) => s.jobId !== null && acceptable.has(s.jobId));
  return {
    id: c.id,
    rank: strict < 0 ? null : strict + 1,
    rankAcceptable: loose < 0 ? null : loose + 1,
    predictions,
    top: shown[0]?.jobId ?? null,
    topUrgency: results.potentialCauses[0]?.urgency ?? null,
    clarity: results.clarity,
  };
}

export interface FlagOutcome extends FlagScore {
  readonly id: string;
}

export function evaluateEstimate(c: EstimateCase, knowledge: AnalysisKnowledge): FlagOutcome {
  const outcome = analyse({ ...c, issueType: 'estimate', now: EVAL_DATE }, knowledge);
  if (outcome.resultType !== 'estimate') throw new Error('expected an estimate review');
  const lines = c.lines.map((l) => l.text);
  const flagged = new Set<number>();
  const wrong: string[] = [];
  for (const item of outcome.results.estimateReview.unnecessaryItems) {
    const line = matchLine(item, lines);
    if (line === undefined) wrong.push(typeof item === 'string' ? item : item.item);
    else flagged.add(line);
  }
  return { id: c.id, ...scoreFlags(c.lines, flagged, wrong) };
}

export interface CostOutcome {
  readonly id: string;
  readonly estimate: Money | null;
  readonly reference: Money;
  readonly overlaps: boolean;
}

export function evaluateCost(
  c: CostCase,
  kind: 'parts' | 'collision',
  knowledge: AnalysisKnowledge,
): CostOutcome {
  const outcome = analyse({ ...c, issueType: kind, now: EVAL_DATE }, knowledge);
  let estimate: Money | null = null;
  if (outcome.resultType === 'parts') estimate = outcome.results.partsReplacement.totalEstimate;
  if (outcome.resultType === 'collision') {
    estimate = outcome.results.collisionRepair.estimatedCost ?? null;
  }
  // The dev set's figures are in the knowledge's base-year dollars; the engine prices in the
  // evaluation date's (ADR 083), so the figures are brought there by the same index.
  const { factor } = priceLevel(knowledge.costs.priceIndex, EVAL_DATE);
  const reference = {
    min: Math.round(c.reference.totalMin * factor),
    max: Math.round(c.reference.totalMax * factor),
  };
  const overlaps =
    estimate !== null && estimate.min <= reference.max && reference.min <= estimate.max;
  return { id: c.id, estimate, reference, overlaps };
}
