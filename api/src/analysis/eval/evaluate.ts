import type { Money } from '../types';
import { analyse } from '../engine';
import { costContext } from '../costs/cost-context';
import { rankedForOwner } from '../symptoms/diagnose-symptoms';
import type { ModelParameters } from '../symptoms/scoring-model';
import { readText } from '../text/read-text';
import { vehicleProfile } from '../vehicle/vehicle-profile';
import type { CostCase, EstimateCase, SymptomCase } from './dev-set';
import { matchLine } from './match-flags';

/** The dev set is judged as of one fixed date so results do not drift with the calendar. */
export const EVAL_DATE = new Date('2026-11-21T12:00:00Z');

export interface SymptomOutcome {
  readonly id: string;
  /** Rank of the first right answer (1-based), or null when not in the list. */
  readonly rank: number | null;
  /** The owner-facing probability of each listed cause, and whether it was right. */
  readonly predictions: readonly { probability: number; right: boolean }[];
  readonly top: string | null;
}

export function evaluateSymptom(c: SymptomCase, params?: ModelParameters): SymptomOutcome {
  const profile = vehicleProfile(c.vehicle, EVAL_DATE);
  const ctx = costContext(profile, c.zipCode);
  const right = new Set([c.expected, ...(c.acceptable ?? [])]);
  const ranked = rankedForOwner(readText(c.description), profile, ctx, params);
  const predictions = ranked.map((r) => ({
    probability: r.cause.probability,
    right: r.jobId !== null && right.has(r.jobId),
  }));
  const hit = predictions.findIndex((p) => p.right);
  return { id: c.id, rank: hit < 0 ? null : hit + 1, predictions, top: ranked[0]?.jobId ?? null };
}

export interface FlagOutcome {
  readonly id: string;
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly falseNegatives: number;
  readonly missed: readonly string[];
  readonly wrong: readonly string[];
}

export function evaluateEstimate(c: EstimateCase): FlagOutcome {
  const outcome = analyse({ ...c, issueType: 'estimate', now: EVAL_DATE });
  if (outcome.resultType !== 'estimate') throw new Error('expected an estimate review');
  const lines = c.lines.map((l) => l.text);
  const flagged = new Set<number>();
  const wrong: string[] = [];
  for (const item of outcome.results.estimateReview.unnecessaryItems) {
    const line = matchLine(item, lines);
    if (line === undefined) wrong.push(typeof item === 'string' ? item : item.item);
    else flagged.add(line);
  }
  let truePositives = 0;
  const missed: string[] = [];
  c.lines.forEach((line, i) => {
    if (line.unnecessary && flagged.has(i)) truePositives++;
    if (line.unnecessary && !flagged.has(i)) missed.push(line.text);
    if (!line.unnecessary && flagged.has(i)) wrong.push(line.text);
  });
  return {
    id: c.id,
    truePositives,
    falsePositives: wrong.length,
    falseNegatives: missed.length,
    missed,
    wrong,
  };
}

export interface CostOutcome {
  readonly id: string;
  readonly estimate: Money | null;
  readonly reference: Money;
  readonly overlaps: boolean;
}

export function evaluateCost(c: CostCase, kind: 'parts' | 'collision'): CostOutcome {
  const outcome = analyse({ ...c, issueType: kind, now: EVAL_DATE });
  let estimate: Money | null = null;
  if (outcome.resultType === 'parts') estimate = outcome.results.partsReplacement.totalEstimate;
  if (outcome.resultType === 'collision') {
    estimate = outcome.results.collisionRepair.estimatedCost ?? null;
  }
  const reference = { min: c.reference.totalMin, max: c.reference.totalMax };
  const overlaps =
    estimate !== null && estimate.min <= reference.max && reference.min <= estimate.max;
  return { id: c.id, estimate, reference, overlaps };
}
