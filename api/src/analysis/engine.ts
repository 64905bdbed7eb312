import type { DiagnosticOutcome } from '@fairwrench/contracts';
import { estimateCollision } from './collision/estimate-collision';
import { checkCoverage } from './coverage/check-coverage';
import { atDealer, costContext } from './costs/cost-context';
import { quotedAtDealer } from './costs/dealer-quote';
import { namedRepairs } from './estimate/named-repairs';
import { reviewEstimate } from './estimate/review-estimate';
import { loadAnalysisKnowledge, type AnalysisKnowledge } from './knowledge';
import { estimateParts } from './parts/estimate-parts';
import { diagnose, type Diagnosis } from './symptoms/diagnose-symptoms';
import { readText } from './text/read-text';
import type { AnalysisInput, CostContext, ReadText, VehicleProfile } from './types';
import { NO_FACTS } from './vehicle/car-facts';
import { carFactLines } from './vehicle/fact-lines';
import { vehicleProfile } from './vehicle/vehicle-profile';
import { knownPatternsFor } from './coverage/known-patterns';
import { similarUrgency, similarVotes, startEmbedding } from './similarity/similarity';
import { answeredPriorShift } from './symptoms/answered-cases';

/** Recorded with every DiagnosticProduced event: which knowledge produced the answer. */
export const ENGINE_VERSION = 'fairwrench-analysis/2026.11.29g';

/** The causes the owner reads first; coverage is checked for these. */
const COVERAGE_CAUSES = 3;

/** Symptom families that tell a drivability complaint, for judging "cleaning" services. */
function mentionsSymptoms(read: ReadText): boolean {
  return read.cues.some(
    (c) => !c.negated && (c.id.startsWith('symptom:') || c.id.startsWith('light:')),
  );
}

/**
 * The analysis an owner gets: one of four kinds, chosen by the issue type they picked, read
 * with the knowledge loaded at start-up. Pure and synchronous: the same input (date included)
 * and knowledge always give the same answer.
 */
export function analyse(input: AnalysisInput, knowledge: AnalysisKnowledge): DiagnosticOutcome {
  // Embedding runs in the runtime's thread meanwhile; the symptoms pipeline reads it (ADR 074).
  if (input.issueType === 'symptoms') startEmbedding(knowledge.similarity, input.description);
  const profile = vehicleProfile(input.vehicle, input.now, knowledge.vehicles, input.description);
  // Priced in the dollars of the day asked (ADR 083).
  const local = costContext(profile, input.zipCode, knowledge.costs, input.now);
  const outcome = analyseKind(input, profile, local, knowledge);
  const carFacts = carFactLines(profile.facts ?? NO_FACTS);
  // Which year's dollars every price on the page is in (ADR 083); none in the tables' own year.
  const { pricesNote } = local;
  const added = {
    ...(carFacts.length > 0 ? { carFacts } : {}),
    ...(pricesNote ? { pricesNote } : {}),
  };
  return Object.keys(added).length === 0
    ? outcome
    : ({ ...outcome, results: { ...outcome.results, ...added } } as DiagnosticOutcome);
}

function analyseKind(
  input: AnalysisInput,
  profile: VehicleProfile,
  local: CostContext,
  knowledge: AnalysisKnowledge,
): DiagnosticOutcome {
  // A dealer's quote or price is judged against a dealer's labour rate (ADR 013).
  const dealer = quotedAtDealer(input.description, input.vehicle.make)
    ? atDealer(local, knowledge.costs)
    : null;
  const quoted = dealer?.ctx ?? local;
  const vehicle = { ...input.vehicle, ...profile };
  // "Could this be free?": checked for every kind, on the repairs the analysis names.
  const coverage = (repairs: readonly string[]) =>
    checkCoverage(input.issueType, repairs, vehicle, local.state, knowledge.coverage);
  switch (input.issueType) {
    case 'symptoms': {
      const { results, shown } = diagnoseDescription(
        input.description,
        vehicle,
        profile,
        local,
        knowledge,
      );
      const named = shown
        .slice(0, COVERAGE_CAUSES)
        .flatMap((s) => (s.jobId === null ? [s.cause.name] : [s.jobId, s.cause.name]));
      return { resultType: 'diagnostic', results: { ...results, coverage: coverage(named) } };
    }
    case 'estimate': {
      const symptoms = mentionsSymptoms(readText(input.description, knowledge.lexicon));
      const review = reviewEstimate(
        input.description,
        vehicle,
        quoted,
        symptoms,
        knowledge.estimate,
      );
      const named = namedRepairs(review.services, knowledge.estimate.services);
      // Maintenance alone describes no failure: no "could this be free?" box (issue 30).
      const covered = named.length > 0 ? { coverage: coverage(named) } : {};
      return { resultType: 'estimate', results: { estimateReview: review, ...covered } };
    }
    case 'collision': {
      const repair = estimateCollision(input.description, vehicle, local, knowledge.collision);
      return {
        resultType: 'collision',
        results: { collisionRepair: repair, coverage: coverage([]) },
      };
    }
    case 'parts': {
      const estimate = estimateParts(input.description, vehicle, quoted, knowledge.parts);
      const parts = dealer ? { ...estimate, priceBasis: dealer.basis } : estimate;
      const named = parts.parts.map((p) => p.name);
      return {
        resultType: 'parts',
        results: { partsReplacement: parts, coverage: coverage(named) },
      };
    }
  }
}

/**
 * The symptoms pipeline, for the owner and for the evaluation alike: the owner's words are
 * embedded in the runtime's thread while the engine reads and scores them (ADR 074). `exclude`
 * keeps a labelled case (and its thread) out of its own neighbours when it is evaluated.
 */
export function diagnoseDescription(
  description: string,
  vehicle: Parameters<typeof knownPatternsFor>[0],
  profile: VehicleProfile,
  ctx: CostContext,
  knowledge: AnalysisKnowledge,
  exclude?: string,
): Diagnosis {
  const { similarity } = knowledge;
  const { params } = knowledge.symptoms;
  startEmbedding(similarity, description);
  const read = readText(description, knowledge.lexicon);
  const patterns = knownPatternsFor(vehicle, knowledge.coverage, ctx.state);
  const { answered, model } = knowledge.symptoms;
  return diagnose(
    read,
    profile,
    ctx,
    knowledge.symptoms,
    patterns,
    () => ({
      votes: similarVotes(similarity, description, params, exclude),
      urgency: similarUrgency(similarity, description, params, exclude),
    }),
    answeredPriorShift(answered, model.jobs, params, exclude),
  );
}

const WARM_UP_VEHICLE = { year: 2018, make: 'Toyota', model: 'Camry', mileage: 60_000 };

/**
 * Loads every knowledge file at start-up and runs each analysis kind once (so the first owner
 * does not pay for JIT warm-up either). Returns the knowledge and the milliseconds it took.
 */
export function loadAndWarmUp(): { knowledge: AnalysisKnowledge; ms: number } {
  const started = performance.now();
  const knowledge = loadAnalysisKnowledge();
  const base = { vehicle: WARM_UP_VEHICLE, zipCode: '85253', now: new Date() };
  const run = (issueType: AnalysisInput['issueType'], description: string) =>
    analyse({ ...base, issueType, description }, knowledge);
  run('symptoms', 'squeal when braking, code P0420');
  run('estimate', 'Front brake pads $250\nTax $20');
  run('collision', 'dented rear bumper');
  run('parts', 'alternator');
  return { knowledge, ms: performance.now() - started };
}
