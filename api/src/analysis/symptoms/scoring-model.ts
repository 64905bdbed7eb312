import type { CueId } from '../text/cue-vocabulary';
import type { Cue, Powertrain, VehicleProfile } from '../types';
import { explainsAny } from './code-patterns';
import { NO_FACTS } from '../vehicle/car-facts';
import { requirementsState, type Requirement } from '../vehicle/job-requirements';

/** The fields of a repair job the scoring model reads (see repair-jobs.ts for the full shape). */
export interface ScoredJob {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly powertrains: readonly Powertrain[];
  readonly requires?: readonly Requirement[] | undefined;
  readonly prevalence: number;
  readonly typicalMileage: { readonly min: number; readonly max: number } | null;
  readonly typicalAgeYears?: { readonly min: number; readonly max: number } | undefined;
  readonly cues: Readonly<Partial<Record<CueId, number>>>;
  readonly codes: readonly string[];
}

/** Tunable constants; `calibration.json` holds the values fitted on the dev set. */
export interface ModelParameters {
  /** P(owner mentions a cue | a job that does not list it). */
  readonly unlistedCueLikelihood: number;
  /** Weight of one cue's log-likelihood ratio (below 1 softens correlated cues). */
  readonly cueWeight: number;
  /** The same for when/where/context cues, which readers find more loosely. */
  readonly contextCueWeight: number;
  /** Weight of the owner naming a job's components (see component-mentions.ts). */
  readonly mentionWeight: number;
  /** Likelihood ratio of a stored trouble code that the job explains, and one it does not. */
  readonly codeExplainedRatio: number;
  readonly codeUnexplainedRatio: number;
  /** Weight of a cue told in the car's history or in work already tried, not what it does now. */
  readonly backgroundCueWeight: number;
  /** Extra weight of components a mechanic or dealer named (on top of mentionWeight). */
  readonly foundMentionWeight: number;
  /** Log-score taken off a job whose part the owner says was already replaced. */
  readonly triedPenalty: number;
  /** Softmax temperature over log scores. */
  readonly temperature: number;
  /** Confidence = 1 - exp(-evidence / evidenceScale): vague text gives low percentages. */
  readonly evidenceScale: number;
  /** The learned similarity signal (ADR 049): how many nearest labelled cases vote, */
  readonly similarityNeighbours: number;
  /** how sharply closer ones count (a vote weighs exp(cosine / sharpness)), */
  readonly similaritySharpness: number;
  /** what a neighbour's also-likely jobs (its `acceptable`) count for, against its established one, */
  readonly similarityAlsoVote: number;
  /** the weight of log(vote share + floor) added to a job's log score, and that floor. */
  readonly similarityWeight: number;
  readonly similarityFloor: number;
  /**
   * How far a job's log prior moves towards how often mechanics established it in the answered
   * real cases, and the pseudo-count that keeps a job with few answers near its prevalence
   * (ADR 086; answered-cases.ts).
   */
  readonly answeredPriorWeight: number;
  readonly answeredPseudoCount: number;
  /**
   * Urgency from similar labelled cases (ADR 055): how many of the nearest cases with a
   * mechanic's urgency vote, how sharply closer ones count, and the share one level needs
   * before each shown cause moves one step towards it.
   */
  readonly urgencyNeighbours: number;
  readonly urgencySharpness: number;
  readonly urgencyAgreement: number;
}

export interface JobScore {
  readonly jobId: string;
  readonly logScore: number;
  /** Cues and codes that raised this job's score, for the "why" shown to the owner. */
  readonly support: readonly string[];
}

const CONTEXT_FAMILIES = ['condition:', 'location:', 'context:'];

function weightOf(cue: Cue, params: ModelParameters): number {
  const family = CONTEXT_FAMILIES.some((f) => cue.id.startsWith(f))
    ? params.contextCueWeight
    : params.cueWeight;
  return isBackground(cue) ? family * params.backgroundCueWeight : family;
}

/** Told about the car's past or the work already done, rather than what it does now. */
export function isBackground(cue: Cue): boolean {
  return cue.frame === 'history' || cue.frame === 'tried';
}

/**
 * How common a job is at this point of a vehicle's life (mileage, or age for parts that age
 * rather than wear), relative to its base prevalence.
 */
function lifeFactor(
  typical: { min: number; max: number } | null | undefined,
  used: number,
): number {
  if (!typical) return 1;
  if (used < typical.min) return 0.2 + 0.8 * (used / typical.min) ** 2;
  if (used <= typical.max) return 1.5;
  return 1.1; // past the usual window the part may already have been replaced
}

/** The powertrain fits and the car's facts do not say a required feature is absent. */
export function applies(job: ScoredJob, profile: VehicleProfile): boolean {
  return (
    (job.powertrains.includes(profile.powertrain) ||
      job.powertrains.some((p) => profile.possiblePowertrains?.includes(p))) &&
    requirementsState(profile.facts ?? NO_FACTS, job.requires) !== 'absent'
  );
}

export function logPrior(job: ScoredJob, profile: VehicleProfile): number {
  // A turbo-only cause on a car that may have no turbo: believed as far as turbos were common.
  const turbo = job.requires?.includes('turbo') ? (profile.turboOdds ?? 1) : 1;
  // Likewise a cause that needs direct injection, on a car that may inject into the ports.
  const direct = job.requires?.includes('direct-injection') ? (profile.injectionOdds ?? 1) : 1;
  return (
    Math.log(turbo) +
    Math.log(direct) +
    Math.log(job.prevalence) +
    Math.log(lifeFactor(job.typicalMileage, profile.mileage)) +
    Math.log(lifeFactor(job.typicalAgeYears, profile.ageYears))
  );
}

/** Background P(cue) over the applicable jobs, weighted by their priors (`exp(log prior)` each). */
export function cueBackground(
  jobs: readonly ScoredJob[],
  priorWeights: readonly number[],
  cue: CueId,
  params: ModelParameters,
): number {
  let weighted = 0;
  let total = 0;
  jobs.forEach((job, i) => {
    const weight = priorWeights[i]!;
    weighted += weight * (job.cues[cue] ?? params.unlistedCueLikelihood);
    total += weight;
  });
  return total > 0 ? weighted / total : params.unlistedCueLikelihood;
}

/** A cue the owner's words gave, with what does not depend on the job: its weight and P(cue). */
export interface WeighedCue {
  readonly cue: Cue;
  readonly weight: number;
  readonly background: number;
}

/** Weighs each cue once for all the jobs it is scored against. */
export function weighCues(
  cues: readonly Cue[],
  background: ReadonlyMap<CueId, number>,
  params: ModelParameters,
): WeighedCue[] {
  return cues.map((cue) => ({
    cue,
    weight: weightOf(cue, params),
    background: background.get(cue.id) ?? params.unlistedCueLikelihood,
  }));
}

/**
 * Naive Bayes over the cues the owner mentioned (absent cues carry no evidence: owners
 * describe what they notice, not everything that is missing), plus negated cues and codes.
 */
export function scoreJob(
  job: ScoredJob,
  prior: number,
  cues: readonly WeighedCue[],
  codes: readonly string[],
  params: ModelParameters,
): JobScore {
  let logScore = prior;
  const support: string[] = [];
  for (const { cue, weight, background } of cues) {
    const own = job.cues[cue.id] ?? params.unlistedCueLikelihood;
    const ratio = cue.negated ? (1 - own) / (1 - background) : own / background;
    logScore += weight * Math.log(ratio);
    if (!cue.negated && !isBackground(cue) && ratio > 1.5) support.push(cue.evidence);
  }
  const explained = explainsAny(job.codes, codes);
  for (const code of codes) {
    const hit = explained.includes(code);
    logScore += Math.log(hit ? params.codeExplainedRatio : params.codeUnexplainedRatio);
  }
  support.push(...explained);
  return { jobId: job.id, logScore, support: [...new Set(support)] };
}
