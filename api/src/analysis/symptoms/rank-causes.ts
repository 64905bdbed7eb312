import type { CueId } from '../knowledge/cues';
import type { ReadText, VehicleProfile } from '../types';
import { indexMentions, mentionOf, stems, type MentionIndex } from './component-mentions';
import {
  applies,
  cueBackground,
  logPrior,
  scoreJob,
  type ModelParameters,
  type ScoredJob,
} from './scoring-model';

export interface RankedCause<Job extends ScoredJob> {
  readonly job: Job;
  /** Percent: posterior probability scaled by how much the owner told us. */
  readonly probability: number;
  /** The owner's words (and codes) that support this cause. */
  readonly why: readonly string[];
}

/** Cue families that describe the fault itself; when and where only sharpen it. */
const STRONG_FAMILIES = ['noise', 'smell', 'fluid', 'symptom', 'light'];

/** How much the owner told us: strong cues count 1, conditions/locations 0.5, codes 2. */
export function evidenceOf(read: ReadText): number {
  let evidence = 2 * read.codes.length;
  for (const cue of read.cues) {
    if (cue.negated) continue;
    const family = cue.id.slice(0, cue.id.indexOf(':'));
    evidence += STRONG_FAMILIES.includes(family) ? 1 : 0.5;
  }
  return evidence;
}

function softmax(scores: readonly number[], temperature: number): number[] {
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - top) / temperature));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

const mentionIndexes = new WeakMap<readonly ScoredJob[], MentionIndex>();

function mentionIndex(jobs: readonly ScoredJob[]): MentionIndex {
  let index = mentionIndexes.get(jobs);
  if (!index) {
    index = indexMentions(jobs);
    mentionIndexes.set(jobs, index);
  }
  return index;
}

/** Ranks every job that applies to this vehicle by how well it explains the owner's words. */
export function rankCauses<Job extends ScoredJob>(
  read: ReadText,
  profile: VehicleProfile,
  jobs: readonly Job[],
  params: ModelParameters,
  limit = 5,
): RankedCause<Job>[] {
  const applicable = jobs.filter((job) => applies(job, profile));
  if (applicable.length === 0) return [];
  const priors = applicable.map((job) => logPrior(job, profile));
  const background = new Map<CueId, number>();
  for (const cue of read.cues) {
    if (!background.has(cue.id)) {
      background.set(cue.id, cueBackground(applicable, priors, cue.id, params));
    }
  }
  const codes = [...new Set(read.codes.map((c) => c.code))];
  const codeWords = new Map(read.codes.map((c) => [c.code, c.evidence]));
  const index = mentionIndex(jobs);
  const ownerStems = new Set(stems(read.normalized));
  const scores = applicable.map((job, i) => {
    const score = scoreJob(job, priors[i]!, read.cues, codes, background, params);
    const mention = mentionOf(index, job.id, ownerStems);
    return {
      ...score,
      logScore: score.logScore + params.mentionWeight * mention.score,
      support: [
        ...score.support,
        ...mention.words.filter((w) => !score.support.some((s) => s.includes(w))),
      ],
    };
  });
  const posterior = softmax(
    scores.map((s) => s.logScore),
    params.temperature,
  );
  const confidence = 1 - Math.exp(-evidenceOf(read) / params.evidenceScale);
  return scores
    .map((score, i) => ({ score, job: applicable[i]!, share: posterior[i]! }))
    .sort((a, b) => b.share - a.share)
    .slice(0, limit)
    .map(({ score, job, share }) => ({
      job,
      probability: Math.round(100 * share * confidence),
      why: score.support.map((s) => codeWords.get(s) ?? s),
    }));
}
