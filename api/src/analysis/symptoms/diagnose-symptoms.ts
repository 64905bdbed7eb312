import type { Half } from '../eval/real-cases';
import {
  loadAnsweredCases,
  NO_PRIOR_SHIFT,
  type AnsweredCases,
  type PriorShift,
} from './answered-cases';
import type {
  DiagnosisClarity,
  DiagnosticResults,
  PotentialCause,
  SafetyAlert,
} from '@fairwrench/contracts';
import { formatHours } from '../costs/format-hours';
import { jobCost } from '../costs/job-cost';
import type { CostContext, ReadText, VehicleProfile } from '../types';
import { NO_FACTS, type CarFacts } from '../vehicle/car-facts';
import { conditionalPrefix } from '../vehicle/job-requirements';
import { mergedQuotes } from '../text/cue-list';
import { followUpQuestions, loadFollowUpQuestions, type FollowUpQuestion } from './follow-up';
import type { ObdTable } from '../obd/obd-codes';
import type { CueVocabulary } from '../text/cue-vocabulary';
import { loadObdTable } from '../obd/obd-codes';
import { loadModelParameters } from './model-parameters';
import {
  evidenceOf,
  NAMED_PART_EVIDENCE,
  rankScored,
  scoreCauses,
  rankingModel,
  type RankingModel,
} from './rank-causes';
import { loadRepairJobs, type RepairJob } from './repair-jobs';
import { loadSafetySigns, moreUrgent, safetyAlerts, type SafetySign } from './safety-signs';
import type { ModelParameters } from './scoring-model';
import { towardSimilarCases } from './similar-urgency';
import { unexplainedCodeCauses } from './unexplained-codes';

/** What the symptom diagnosis reads besides the owner's words. */
export interface SymptomKnowledge {
  readonly model: RankingModel<RepairJob>;
  readonly params: ModelParameters;
  readonly signs: readonly SafetySign[];
  readonly questions: readonly FollowUpQuestion[];
  readonly obd: ObdTable;
  /** What mechanics established in the answered real cases (ADR 086). */
  readonly answered: AnsweredCases;
}

/** The symptom knowledge files, validated and indexed (once, at start-up). */
export function loadSymptomKnowledge(
  cues: CueVocabulary,
  answeredHalves: readonly Half[],
): SymptomKnowledge {
  return {
    answered: loadAnsweredCases(answeredHalves),
    model: rankingModel(loadRepairJobs(cues)),
    params: loadModelParameters(),
    signs: loadSafetySigns(cues),
    questions: loadFollowUpQuestions(cues),
    obd: loadObdTable(),
  };
}

/**
 * Which causes are worth a mechanic's look: three to five, none below MIN_SHOWN percent,
 * fewer when one cause dominates (DOMINANT percent or more); a cause needed to make up three
 * is shown at 1 % at least, never 0 %.
 */
const MAX_CAUSES = 5;
const MIN_CAUSES = 3;
const MIN_SHOWN = 4;
const DOMINANT = 75;
/** Less evidence than this (one strong cue and a condition, say) is too vague to rank. */
const VAGUE_EVIDENCE = 1.5;
/** The top cause needs this many percent before the answer reads as clear. */
const CLEAR_TOP = 60;

export const VAGUE_NOTE =
  'Your description is too general for us to rank the causes with confidence. The causes below are common for what you told us; answering the questions under them, or adding any warning lights, noises or smells, will narrow them down.';
const NOTHING_NOTE =
  'We could not find a symptom in your description to work from. Tell us what the car does (a noise, a smell, a warning light, a leak, how it drives) and when it happens, and we will rank the likely causes.';

export interface ShownCause {
  readonly cause: PotentialCause;
  /** The repair job behind the cause; null for a bare trouble code. */
  readonly jobId: string | null;
}

export interface Diagnosis {
  readonly results: DiagnosticResults;
  readonly shown: readonly ShownCause[];
}

function toCause(
  job: RepairJob,
  probability: number,
  why: readonly string[],
  ctx: CostContext,
  knownPattern: string | undefined,
  facts: CarFacts,
) {
  const cost = jobCost(job.partsCost, job.laborHours, ctx);
  const cause: PotentialCause = {
    name: job.name,
    probability,
    costRange: cost.total,
    description: conditionalPrefix(facts, job.requires) + job.description,
    repairTime: formatHours(cost.hours),
    urgency: job.urgency,
    ...(knownPattern ? { knownPattern } : {}),
  };
  return why.length > 0 ? { ...cause, why: mergedQuotes(why) } : cause;
}

/** Raises a cause's urgency to the most urgent safety sign the owner reported, saying why. */
function withSafety(cause: PotentialCause, alerts: readonly SafetyAlert[]): PotentialCause {
  const alert = alerts[0];
  if (!alert || !moreUrgent(alert.urgency, cause.urgency)) return cause;
  return { ...cause, urgency: alert.urgency, urgencyReason: alert.reason };
}

const SERIOUS_ALTERNATIVE: Pick<PotentialCause, 'urgency' | 'urgencyReason'> = {
  urgency: { level: 'Medium', timeframe: 'within weeks' },
  urgencyReason:
    'A more serious cause also fits what you describe, so do not leave it: have it checked within a few weeks.',
};

const UNCLEAR: Pick<PotentialCause, 'urgency' | 'urgencyReason'> = {
  urgency: { level: 'Medium', timeframe: 'within weeks' },
  urgencyReason:
    'What you describe fits causes that should not wait as well as ones that can, so do not leave it: have it checked within a few weeks.',
};

/**
 * The share of the shown causes' probability that the causes which can wait must hold before a
 * Low cause keeps its Low: the owner's situation, not only the first cause, decides whether
 * "it can wait" is safe to say. 3 to 2 rather than a bare majority, chosen on the tune half
 * (a bare majority called one more High case Low there); raised to 4 to 1 at stop 41 on the
 * grown tune half (403 cases: urgency agreement 68.2 % at 0.6, 68.7 % at 0.7, 69.0 % at 0.8,
 * 68.7 % at 0.9), which also says "it can wait" less often while a serious cause is possible.
 */
const CALM_SHARE = 0.8;

/**
 * The share of the shown causes' probability that causes which cannot wait must hold before a
 * High cause keeps its High when no safety sign was read: one serious cause among several that
 * can wait is a reason to be quick, not to drop everything. Chosen on the tune half (0.65 to 0.7
 * sit on a flat top, ADR 055).
 */
const SERIOUS_SHARE = 0.7;

const ONE_OF_SEVERAL: Pick<PotentialCause, 'urgency' | 'urgencyReason'> = {
  urgency: { level: 'Medium', timeframe: 'within days' },
  urgencyReason:
    'This cause should not wait if it is the one, but causes that can wait fit what you describe as well: have it checked within days, sooner if it gets worse.',
};

/**
 * Urgency from the situation, not only from each cause (ADR 051, 055). A cause is shown as Low
 * (it can wait) only when no High cause is among those shown and the causes that can wait
 * clearly outweigh the rest. A cause is shown as High from its own level only when the causes
 * that cannot wait make up most of the picture; a safety sign the owner reported (`signed`) has
 * already raised every cause (withSafety) and keeps its High.
 */
export function withoutFalseReassurance(
  causes: readonly PotentialCause[],
  signed = false,
): PotentialCause[] {
  const share = (level: PotentialCause['urgency']['level']) =>
    causes.filter((c) => c.urgency.level === level).reduce((sum, c) => sum + c.probability, 0);
  const total = causes.reduce((sum, c) => sum + c.probability, 0);
  const seriousAlternative = causes.some((c) => c.urgency.level === 'High');
  const calm = !seriousAlternative && share('Low') >= CALM_SHARE * total;
  const serious = signed || share('High') >= SERIOUS_SHARE * total;
  const raised = seriousAlternative ? SERIOUS_ALTERNATIVE : UNCLEAR;
  return causes.map((c) => {
    if (c.urgency.level === 'Low' && !calm) return { ...c, ...raised };
    if (c.urgency.level === 'High' && !serious) return { ...c, ...ONE_OF_SEVERAL };
    return c;
  });
}

function select(ranked: readonly ShownCause[], votes: ReadonlyMap<string, number>): ShownCause[] {
  const top = ranked[0]?.cause.probability ?? 0;
  const worth = ranked.filter((r) => r.cause.probability >= MIN_SHOWN).slice(0, MAX_CAUSES);
  if (top >= DOMINANT || worth.length >= MIN_CAUSES) return worth.length > 0 ? worth : [];
  // Filled up to MIN_CAUSES with causes that have a reason to show, never with bare guesses.
  // (words of the owner's that point to them, or similar owners' stories that ended there).
  const reasoned = ranked.filter(
    (r, i) =>
      i === 0 ||
      (r.cause.why?.length ?? 0) > 0 ||
      (r.jobId !== null && (votes.get(r.jobId) ?? 0) > 0),
  );
  return reasoned.slice(0, MIN_CAUSES).map((r) => ({
    ...r,
    cause: { ...r.cause, probability: Math.max(1, r.cause.probability) },
  }));
}

/** What the nearest labelled cases say: their votes for jobs and for urgency (ADR 049, 055). */
export interface Neighbours {
  readonly votes: ReadonlyMap<string, number>;
  readonly urgency: ReadonlyMap<'High' | 'Medium' | 'Low', number>;
}

const NO_NEIGHBOURS: Neighbours = { votes: new Map(), urgency: new Map() };

/**
 * Symptom diagnosis: the most probable repair jobs for what the owner wrote, priced for this
 * vehicle and ZIP, with the urgency the situation calls for, how clear the picture is and
 * what to ask next. Codes that no known job explains get a cause of their own.
 */
export function diagnose(
  read: ReadText,
  profile: VehicleProfile,
  ctx: CostContext,
  knowledge: SymptomKnowledge,
  patterns: ReadonlyMap<string, string> = new Map(),
  neighbours: () => Neighbours = () => NO_NEIGHBOURS,
  shift: PriorShift = NO_PRIOR_SHIFT,
): Diagnosis {
  const { params } = knowledge;
  const scored = scoreCauses(read, profile, knowledge.model, params, patterns, shift);
  // Asked for only now: the owner's words are being embedded while the engine scores them.
  const { votes, urgency: similarUrgency } = neighbours();
  const ranked = rankScored(scored, params, MAX_CAUSES + 3, votes);
  const explained = new Set(ranked.flatMap((r) => r.why));
  const causes: ShownCause[] = [
    ...unexplainedCodeCauses(read, explained, ctx, knowledge.obd).map((cause) => ({
      cause,
      jobId: null,
    })),
    ...ranked.map((r) => ({
      cause: toCause(r.job, r.probability, r.why, ctx, r.knownPattern, profile.facts ?? NO_FACTS),
      jobId: r.job.id,
    })),
  ].sort((a, b) => b.cause.probability - a.cause.probability);
  const alerts = safetyAlerts(read, knowledge.signs);
  const evidence = evidenceOf(read) + (ranked.some((r) => r.named) ? NAMED_PART_EVIDENCE : 0);
  const shown = evidence > 0 ? select(causes, votes) : [];
  const top = shown[0]?.cause.probability ?? 0;
  const clarity: DiagnosisClarity =
    evidence < VAGUE_EVIDENCE ? 'vague' : top >= CLEAR_TOP ? 'clear' : 'tentative';
  // What to ask next comes from the knowledge's own ranking: a question separates causes by
  // what the owner could still tell us (cues), which the neighbours' votes do not carry, and a
  // few words that resemble many labelled cases are not yet a picture that needs no question.
  const byCues = votes.size > 0 ? rankScored(scored, params, MAX_CAUSES + 3) : ranked;
  const questions =
    clarity === 'clear' && top >= DOMINANT && (byCues[0]?.probability ?? 0) >= DOMINANT
      ? []
      : followUpQuestions(
          read,
          byCues.slice(0, MIN_CAUSES),
          knowledge.questions,
          params,
          profile.powertrain !== 'ev',
        );
  const results: DiagnosticResults = {
    potentialCauses: towardSimilarCases(
      withoutFalseReassurance(
        shown.map((s) => withSafety(s.cause, alerts)),
        alerts.some((a) => a.urgency.level === 'High'),
      ),
      similarUrgency,
      params.urgencyAgreement,
      alerts[0]?.urgency,
    ),
    clarity,
    ...(alerts.length > 0 ? { safetyAlerts: alerts } : {}),
    ...(clarity === 'vague' ? { clarityNote: evidence > 0 ? VAGUE_NOTE : NOTHING_NOTE } : {}),
    ...(questions.length > 0 ? { followUpQuestions: questions } : {}),
  };
  return {
    results,
    shown: shown.map((s, i) => ({ ...s, cause: results.potentialCauses[i]! })),
  };
}
