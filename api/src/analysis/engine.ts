import type { DiagnosticOutcome } from '@fairwrench/contracts';
import { estimateCollision } from './collision/estimate-collision';
import { costContext } from './costs/cost-context';
import { estimateParts } from './parts/estimate-parts';
import { diagnoseSymptoms } from './symptoms/diagnose-symptoms';
import { readText } from './text/read-text';
import type { AnalysisInput, ReadText } from './types';
import { vehicleProfile } from './vehicle/vehicle-profile';
import { reviewEstimate } from './estimate/review-estimate';

/** Recorded with every DiagnosticProduced event: which knowledge produced the answer. */
export const ENGINE_VERSION = 'fairwrench-analysis/2026.11.21';

/** Symptom families that tell a drivability complaint, for judging "cleaning" services. */
function mentionsSymptoms(read: ReadText): boolean {
  return read.cues.some(
    (c) => !c.negated && (c.id.startsWith('symptom:') || c.id.startsWith('light:')),
  );
}

/**
 * The analysis an owner gets: one of four kinds, chosen by the issue type they picked.
 * Pure and synchronous: the same input (date included) always gives the same answer.
 */
export function analyse(input: AnalysisInput): DiagnosticOutcome {
  const profile = vehicleProfile(input.vehicle, input.now);
  const ctx = costContext(profile, input.zipCode);
  const vehicle = { ...input.vehicle, ...profile };
  switch (input.issueType) {
    case 'symptoms': {
      const causes = diagnoseSymptoms(readText(input.description), profile, ctx);
      return { resultType: 'diagnostic', results: { potentialCauses: causes } };
    }
    case 'estimate': {
      const symptoms = mentionsSymptoms(readText(input.description));
      const review = reviewEstimate(input.description, vehicle, ctx, symptoms);
      return { resultType: 'estimate', results: { estimateReview: review } };
    }
    case 'collision':
      return {
        resultType: 'collision',
        results: { collisionRepair: estimateCollision(input.description, vehicle, ctx) },
      };
    case 'parts':
      return {
        resultType: 'parts',
        results: { partsReplacement: estimateParts(input.description, vehicle, ctx) },
      };
  }
}

const WARM_UP_VEHICLE = { year: 2018, make: 'Toyota', model: 'Camry', mileage: 60_000 };

/**
 * Loads every knowledge file (they load lazily, once per process) by running each analysis
 * kind once, so the first owner does not pay for it. Returns the milliseconds it took.
 */
export function warmUp(): number {
  const started = performance.now();
  const base = { vehicle: WARM_UP_VEHICLE, zipCode: '85253', now: new Date() };
  analyse({ ...base, issueType: 'symptoms', description: 'squeal when braking, code P0420' });
  analyse({ ...base, issueType: 'estimate', description: 'Front brake pads $250\nTax $20' });
  analyse({ ...base, issueType: 'collision', description: 'dented rear bumper' });
  analyse({ ...base, issueType: 'parts', description: 'alternator' });
  return performance.now() - started;
}
