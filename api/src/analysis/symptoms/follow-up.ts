import { z } from 'zod';
import { cueName, type CueId, type CueVocabulary } from '../text/cue-vocabulary';
import { loadKnowledge } from '../knowledge-loader';
import type { ReadText } from '../types';
import type { ModelParameters, ScoredJob } from './scoring-model';

/**
 * The one or two questions whose answers would best separate the likeliest causes: for each
 * cue the owner did not mention, how much the top causes disagree on it (the share-weighted
 * variance of P(cue | cause)); the questions on the most disputed cues are asked.
 */

const questionSchema = z.strictObject({
  cue: cueName,
  question: z.string().min(10).max(160),
  /** Cues whose mention already answers the question ("it overheated" answers "does the gauge read high?"). */
  answeredBy: z.array(cueName).optional(),
  /** Cues whose denial answers it ("no leaks" answers "if there is a leak, what colour is it?"). */
  answeredByDenial: z.array(cueName).optional(),
  /** Asks about a combustion engine or its gearbox (idle, oil, exhaust, gear changes): not asked about an EV. */
  engine: z.literal(true).optional(),
});
export type FollowUpQuestion = z.infer<typeof questionSchema>;

export const followUpFileSchema = z.strictObject({
  version: z.string(),
  updated: z.string(),
  description: z.string(),
  questions: z.array(questionSchema).min(1),
});

export function loadFollowUpQuestions(cues: CueVocabulary): readonly FollowUpQuestion[] {
  const { questions } = loadKnowledge('follow-up-questions.json', followUpFileSchema);
  cues.check(
    'follow-up-questions.json',
    questions.flatMap((q) => [q.cue, ...(q.answeredBy ?? []), ...(q.answeredByDenial ?? [])]),
  );
  return questions;
}

/** Below this spread of likelihoods a question would not change the ranking. */
const MIN_SPREAD = 0.01;
const MAX_QUESTIONS = 2;
/** Causes far behind the first (under a quarter of its share) are not worth a question. */
const CONTENDER_SHARE = 0.25;

export function followUpQuestions(
  read: ReadText,
  ranked: readonly { job: ScoredJob; share: number }[],
  questions: readonly FollowUpQuestion[],
  params: ModelParameters,
  hasEngine: boolean,
): string[] {
  const lead = ranked[0]?.share ?? 0;
  const top = ranked.filter((t) => t.share >= CONTENDER_SHARE * lead);
  if (top.length < 2) return [];
  const told = new Set<string>(read.cues.map((c) => c.id));
  const denied = new Set<string>(read.cues.filter((c) => c.negated).map((c) => c.id));
  // A code the owner gives answers whether the light is on and what the codes were.
  if (read.codes.length > 0) told.add('light:check_engine');
  const total = top.reduce((sum, t) => sum + t.share, 0) || 1;
  const spread = (cue: CueId) => {
    const likelihoods = top.map((t) => t.job.cues[cue] ?? params.unlistedCueLikelihood);
    const mean = top.reduce((sum, t, i) => sum + (t.share / total) * likelihoods[i]!, 0);
    return top.reduce((sum, t, i) => sum + (t.share / total) * (likelihoods[i]! - mean) ** 2, 0);
  };
  const asked = new Set<string>();
  return questions
    .filter((q) => hasEngine || !q.engine)
    .filter((q) => !told.has(q.cue) && !(q.answeredBy ?? []).some((cue) => told.has(cue)))
    .filter((q) => !(q.answeredByDenial ?? []).some((cue) => denied.has(cue)))
    .map((q) => ({ q, spread: spread(q.cue) }))
    .filter((x) => x.spread >= MIN_SPREAD)
    .sort((a, b) => b.spread - a.spread)
    .filter(({ q }) => {
      const family = q.cue.slice(0, q.cue.indexOf(':'));
      if (asked.has(family)) return false;
      asked.add(family);
      return true;
    })
    .slice(0, MAX_QUESTIONS)
    .map(({ q }) => q.question);
}
