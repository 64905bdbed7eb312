import { NO_PRIOR_SHIFT, type PriorShift } from './answered-cases';
import type { CueId } from '../text/cue-vocabulary';
import type { ReadText, VehicleProfile } from '../types';
import {
  namesPart,
  indexMentions,
  mentionOf,
  NO_MENTION,
  stems,
  type MentionIndex,
} from './component-mentions';
import {
  applies,
  cueBackground,
  logPrior,
  scoreJob,
  weighCues,
  type ModelParameters,
  type ScoredJob,
} from './scoring-model';

export interface RankedCause<Job extends ScoredJob> {
  readonly job: Job;
  /** Percent: posterior probability scaled by how much the owner told us. */
  readonly probability: number;
  /** The posterior share among the applicable jobs, before the evidence scaling (0..1). */
  readonly share: number;
  /** Whether the owner named this job's components. */
  readonly named: boolean;
  /** The owner's words (and codes) that support this cause. */
  readonly why: readonly string[];
  /** A documented failure pattern of this vehicle that raised the job's prior. */
  readonly knownPattern?: string;
}

/** Cue families that describe the fault itself; when and where only sharpen it. */
const STRONG_FAMILIES = ['noise', 'smell', 'fluid', 'symptom', 'light'];

/** Naming a part ("capacity bars", "fuel filter") tells as much as one strong cue. */
export const NAMED_PART_EVIDENCE = 1;

/**
 * How much the owner told us: strong cues count 1, conditions/locations 0.5, codes 2; cues
 * from the car's history or from work already tried count half.
 */
export function evidenceOf(read: ReadText): number {
  let evidence = 2 * read.codes.length;
  for (const cue of read.cues) {
    if (cue.negated) continue;
    const family = cue.id.slice(0, cue.id.indexOf(':'));
    const weight = cue.frame === 'history' || cue.frame === 'tried' ? 0.5 : 1;
    evidence += weight * (STRONG_FAMILIES.includes(family) ? 1 : 0.5);
  }
  return evidence;
}

function softmax(scores: readonly number[], temperature: number): number[] {
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - top) / temperature));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/**
 * A part the owner says was ruled out ("the mechanic said it's not the battery") counts against
 * its job by how specifically the words name it (the same IDF weights that count a mention
 * for it). Weakly: on real letters a shop's "it's not the head gasket" or "the brakes are normal"
 * was sometimes the verdict the owner was writing to dispute.
 */
const RULED_OUT_WEIGHT = 0.25;

/**
 * Log prior added to a job that a documented failure pattern of this make, model and years
 * names, when the owner's words or codes already support it (a known pattern alone proves
 * nothing about this car). Chosen on the tune half (ADR 044: ×5 with 30 rows). Re-chosen at
 * stop 42 with 116 rows: on the 440 tune cases ×1 / 3 / 5 / 8 / 12 / 20 / 50 read top-1 38.0 /
 * 38.9 / 39.3 / 39.8 / 39.8 / 40.0 / 39.8 % and top-3 54.5 / 55.2 / 55.5 / 55.9 / 56.4 / 56.4 /
 * 57.5 %; ×12 is the low end of the plateau (a mechanic thinks of the car's known failure
 * first, but a pattern must not drown what the owner describes).
 */
export const KNOWN_PATTERN_PRIOR = Math.log(12);

/**
 * Log-linear fusion with the learned similarity signal (ADR 049): each job's log score gains
 * similarityWeight × log(its share of the nearest labelled cases' votes + similarityFloor),
 * before the softmax, so the calibrated temperature still shapes the percentages and not the
 * order. The floor keeps a job no neighbour names in the running on the engine's evidence.
 * Only jobs that apply to this car are voted for (`own`: each one's votes), so a cause its
 * facts rule out stays out; with no votes for any of them the scores are the engine's alone.
 */
function fused(
  logScores: readonly number[],
  own: readonly number[],
  params: ModelParameters,
): number[] {
  const total = own.reduce((a, b) => a + b, 0);
  if (total === 0) return [...logScores];
  return logScores.map(
    (s, i) => s + params.similarityWeight * Math.log(own[i]! / total + params.similarityFloor),
  );
}

type End = 'location:front' | 'location:rear';

/** The one end of the car the owner placed the problem at, if they named exactly one. */
function saidEnd(read: ReadText): End | null {
  const front = read.cues.some((c) => c.id === 'location:front');
  const rear = read.cues.some((c) => c.id === 'location:rear');
  return front === rear ? null : front ? 'location:front' : 'location:rear';
}

/** A job that sits at one end of the car only, the other one from where the owner placed it. */
function atOtherEnd(job: ScoredJob, end: End | null): boolean {
  if (end === null) return false;
  const other = end === 'location:front' ? 'location:rear' : 'location:front';
  return job.cues[other] !== undefined && job.cues[end] === undefined;
}

/** Words of a model's name that tell what drives the car, not which car it is. */
const DRIVE_WORDS = new Set('ev hybrid electric plug phev diesel turbo awd 4wd 4x4 tdi'.split(' '));

/** The jobs to rank and the index of the words that name their components. */
export interface RankingModel<Job extends ScoredJob> {
  readonly jobs: readonly Job[];
  readonly mentions: MentionIndex;
}

export function rankingModel<Job extends ScoredJob>(jobs: readonly Job[]): RankingModel<Job> {
  return { jobs, mentions: indexMentions(jobs) };
}

/** Every applicable job's score for the owner's words, before the neighbours' votes. */
export interface ScoredCauses<Job extends ScoredJob> {
  readonly jobs: readonly Job[];
  readonly scores: readonly {
    readonly logScore: number;
    readonly named: boolean;
    /** Whether similar stories' votes may count for it (see `scoreCauses`). */
    readonly votable: boolean;
    readonly pattern: string | undefined;
    readonly support: readonly string[];
  }[];
  /** How much the owner told us, as a share of full confidence (0..1). */
  readonly confidence: number;
  readonly codeWords: ReadonlyMap<string, string>;
}

/** Scores every job that applies to this vehicle by how well it explains the owner's words. */
export function scoreCauses<Job extends ScoredJob>(
  read: ReadText,
  profile: VehicleProfile,
  model: RankingModel<Job>,
  params: ModelParameters,
  patterns: ReadonlyMap<string, string> = new Map(),
  shift: PriorShift = NO_PRIOR_SHIFT,
): ScoredCauses<Job> {
  const applicable = model.jobs.filter((job) => applies(job, profile));
  const priors = applicable.map((job) => logPrior(job, profile) + shift(job.id));
  const priorWeights = priors.map(Math.exp);
  const background = new Map<CueId, number>();
  for (const cue of read.cues) {
    if (!background.has(cue.id)) {
      background.set(cue.id, cueBackground(applicable, priorWeights, cue.id, params));
    }
  }
  const codes = [...new Set(read.codes.map((c) => c.code))];
  const weighed = weighCues(read.cues, background, params);
  const index = model.mentions;
  const told = read.narrative;
  // "My Volt", "our Leaf", "the Charger": the car's own name is not the 12-volt battery, a leaf
  // spring or a home charger. A trim that says what drives it ("Bolt EV", "Escape Hybrid") still
  // tells which parts the car has.
  const car = new Set(stems(profile.modelName ?? '').filter((w) => !DRIVE_WORDS.has(w)));
  const partWords = (text: string) => new Set(stems(text).filter((w) => !car.has(w)));
  const said = partWords(`${told.current} ${told.guess} ${told.history}`);
  const found = partWords(told.found);
  const tried = partWords(told.tried);
  const ruled = partWords(told.ruled);
  const end = saidEnd(read);
  const clauses = read.clauses.map((c) => ({ stems: new Set(stems(c.words)), quote: c.quote }));
  const scores = applicable.map((job, i) => {
    const score = scoreJob(job, priors[i]!, weighed, codes, params);
    const mention = mentionOf(index, job.id, said);
    const replaced = namesPart(index, job.id, tried);
    // A shop's finding that was acted on (the part replaced) while the trouble goes on was
    // disproved by that repair: it no longer counts for the part.
    const finding = replaced ? NO_MENTION : mentionOf(index, job.id, found);
    const ruledOut = mentionOf(index, job.id, ruled).score;
    const words = [...mention.words, ...finding.words];
    const fits = score.support.length > 0 || words.length > 0;
    const pattern = fits ? patterns.get(job.id) : undefined;
    return {
      named: words.length > 0,
      // Similar stories name the part the owner says was replaced or ruled out (an embedding
      // does not read the negation), or one at the other end of the car ("front brakes" reads
      // close to "rear brakes"), so their votes do not count for it.
      votable: !replaced && ruledOut === 0 && !atOtherEnd(job, end),
      pattern,
      logScore:
        score.logScore +
        (pattern ? KNOWN_PATTERN_PRIOR : 0) +
        params.mentionWeight * mention.score +
        (params.mentionWeight + params.foundMentionWeight) * finding.score -
        (replaced ? params.triedPenalty : 0) -
        RULED_OUT_WEIGHT * ruledOut,
      support: [
        ...score.support,
        ...words
          .filter((w) => !score.support.some((s) => s.includes(w)))
          .map((w) => clauseNaming(clauses, w)),
      ],
    };
  });
  const named = scores.some((s) => s.named) ? NAMED_PART_EVIDENCE : 0;
  return {
    jobs: applicable,
    scores,
    confidence: 1 - Math.exp(-(evidenceOf(read) + named) / params.evidenceScale),
    codeWords: new Map(read.codes.map((c) => [c.code, c.evidence])),
  };
}

/**
 * The owner's clause that names a part ("I think it's the alternator"), so "Why we think so"
 * quotes what the owner said rather than a bare word; the word itself if no clause holds it.
 */
function clauseNaming(
  clauses: readonly { readonly stems: ReadonlySet<string>; readonly quote: string }[],
  word: string,
): string {
  return clauses.find((c) => c.stems.has(word))?.quote ?? word;
}

/**
 * The best-scored jobs with their percentages, the neighbours' votes fused in. One scoring
 * ranks twice: with the votes for the owner, without them to choose what to ask next.
 */
export function rankScored<Job extends ScoredJob>(
  scored: ScoredCauses<Job>,
  params: ModelParameters,
  limit = 5,
  votes: ReadonlyMap<string, number> = new Map(),
): RankedCause<Job>[] {
  const { jobs, scores, confidence, codeWords } = scored;
  if (jobs.length === 0) return [];
  const posterior = softmax(
    fused(
      scores.map((s) => s.logScore),
      jobs.map((job, i) => (scores[i]!.votable ? (votes.get(job.id) ?? 0) : 0)),
      params,
    ),
    params.temperature,
  );
  return scores
    .map((score, i) => ({ score, job: jobs[i]!, share: posterior[i]! }))
    .sort((a, b) => b.share - a.share)
    .slice(0, limit)
    .map(({ score, job, share }) => ({
      job,
      probability: Math.round(100 * share * confidence),
      share,
      named: score.named,
      why: score.support.map((s) => codeWords.get(s) ?? s),
      ...(score.pattern ? { knownPattern: score.pattern } : {}),
    }));
}

/** Ranks every job that applies to this vehicle by how well it explains the owner's words. */
export function rankCauses<Job extends ScoredJob>(
  read: ReadText,
  profile: VehicleProfile,
  model: RankingModel<Job>,
  params: ModelParameters,
  limit = 5,
  patterns: ReadonlyMap<string, string> = new Map(),
  votes: ReadonlyMap<string, number> = new Map(),
): RankedCause<Job>[] {
  return rankScored(scoreCauses(read, profile, model, params, patterns), params, limit, votes);
}
