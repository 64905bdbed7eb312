import type { PotentialCause } from '@fairwrench/contracts';
import { formatHours } from '../costs/format-hours';
import { jobCost } from '../costs/job-cost';
import type { CostContext, ReadText, VehicleProfile } from '../types';
import { modelParameters } from './model-parameters';
import { rankCauses } from './rank-causes';
import { loadRepairJobs, type RepairJob } from './repair-jobs';
import { unexplainedCodeCauses } from './unexplained-codes';
import type { ModelParameters } from './scoring-model';

const MAX_CAUSES = 5;

function toCause(job: RepairJob, probability: number, why: readonly string[], ctx: CostContext) {
  const cost = jobCost(job.partsCost, job.laborHours, ctx);
  const cause: PotentialCause = {
    name: job.name,
    probability,
    costRange: cost.total,
    description: job.description,
    repairTime: formatHours(cost.hours),
    urgency: job.urgency,
  };
  return why.length > 0 ? { ...cause, why: [...why] } : cause;
}

/**
 * Symptom diagnosis: the most probable repair jobs for what the owner wrote, priced for
 * this vehicle and ZIP. Codes that no known job explains get a cause of their own, built
 * from the OBD-II table, so a stored code is never silently ignored.
 */
export function diagnoseSymptoms(
  read: ReadText,
  profile: VehicleProfile,
  ctx: CostContext,
  params: ModelParameters = modelParameters(),
): PotentialCause[] {
  return rankedForOwner(read, profile, ctx, params).map((r) => r.cause);
}

/** The causes as the owner sees them, with the repair job behind each (none for a bare code). */
export function rankedForOwner(
  read: ReadText,
  profile: VehicleProfile,
  ctx: CostContext,
  params: ModelParameters = modelParameters(),
): { cause: PotentialCause; jobId: string | null }[] {
  const ranked = rankCauses(read, profile, loadRepairJobs(), params, MAX_CAUSES);
  const causes = ranked.map((r) => ({
    cause: toCause(r.job, r.probability, r.why, ctx),
    jobId: r.job.id,
  }));
  const explained = new Set(ranked.flatMap((r) => r.why));
  const extra = unexplainedCodeCauses(read, explained, ctx).map((cause) => ({
    cause,
    jobId: null,
  }));
  return [...extra, ...causes]
    .sort((a, b) => b.cause.probability - a.cause.probability)
    .slice(0, MAX_CAUSES);
}
