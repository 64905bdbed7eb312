import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDevSet } from '../eval/dev-set';
import { loadRealSymptoms, sourceKey, type Half } from '../eval/real-cases';
import { loadKnowledge } from '../knowledge-loader';
import { CUES_FILE, cuesFileSchema } from '../text/cue-vocabulary';
import { REPAIR_JOBS_FILE, repairJobsFileSchema } from '../symptoms/repair-jobs';
import type { ModelParameters } from '../symptoms/scoring-model';
import type { Embed } from './embedder';
import { MINILM } from './minilm-files';
import { loadOwnerVoices } from './owner-voices';
import { MAX_TOKENS } from './wordpiece';

/**
 * The labelled cases the similarity signal compares an owner's words with: the real cases, the
 * dev set and each job's own plain-words description (ADR 069). The product compares with both
 * halves of the real cases; evaluation with the tune half only, so the frozen held-out half
 * stays an honest test (ADR 075). `source` names where a case came from, so evaluation can keep
 * a case from finding itself.
 */
export interface LabelledCase {
  readonly text: string;
  readonly jobId: string;
  /** Other jobs the mechanic's answer named as also likely (a real case's `acceptable`). */
  readonly alsoJobs?: readonly string[];
  readonly source: string;
  /** The half of the real cases it comes from; none for the dev set and the jobs' own words. */
  readonly half?: Half;
  /** The urgency a mechanic gave this owner (real cases only; the dev set has none). */
  readonly urgency?: UrgencyLevel;
}

export type UrgencyLevel = 'High' | 'Medium' | 'Low';

export interface CaseIndex {
  readonly cases: readonly LabelledCase[];
  /** Unit vectors, one per case, in the same order. */
  readonly vectors: readonly Float32Array[];
}

/** The key a dev-set case (written by us, no URL) is excluded by. */
export const devSource = (id: string): string => `dev-set:${id}`;

/** What the product compares with: every real case a mechanic has answered (ADR 075). */
export const PRODUCT_HALVES: readonly Half[] = ['tune', 'held-out'];
/** What evaluation compares with: never the half being measured (ADR 075). */
export const EVALUATION_HALVES: readonly Half[] = ['tune'];

export function labelledCases(halves: readonly Half[] = PRODUCT_HALVES): LabelledCase[] {
  const real = halves.flatMap((half) =>
    loadRealSymptoms(half).map((c) => ({
      text: c.description,
      jobId: c.expected,
      alsoJobs: c.acceptable,
      source: sourceKey(c.source.url),
      half,
      urgency: c.urgency.level,
    })),
  );
  const dev = loadDevSet().symptoms.map((c) => ({
    text: c.description,
    jobId: c.expected,
    source: devSource(c.id),
  }));
  const prototypes = jobPrototypes();
  const voices = ownerVoiceCases(new Set(prototypes.map((p) => p.jobId)));
  return [...real, ...dev, ...prototypes, ...voices];
}

/**
 * Each job's owner voices (knowledge/owner-voices.json), each its own labelled case: what an
 * owner writes when that fault is present, so an owner's everyday words find a neighbour even
 * for a job few real cases name.
 */
export function ownerVoiceCases(jobs?: ReadonlySet<string>): LabelledCase[] {
  return [...loadOwnerVoices(jobs)].flatMap(([jobId, texts]) =>
    texts.map((text) => ({ text, jobId, source: voiceSource(jobId) })),
  );
}

/**
 * Each job described in plain words ("Leaking or swollen brake hose. The pedal goes soft…"),
 * followed by what owners notice when it fails: its cues at least `PROTOTYPE_CUE_LIKELIHOOD`
 * likely, most likely first, in cues.json's words ("grinding or scraping metal; when braking").
 * A neighbour like any labelled case, so a job no owner's case names yet can still be lifted
 * (ADR 069, 072).
 */
export function jobPrototypes(): LabelledCase[] {
  const told = loadKnowledge(CUES_FILE, cuesFileSchema).cues;
  return loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema).jobs.map((job) => {
    const noticed = Object.entries(job.cues)
      .filter(([, likelihood]) => likelihood >= PROTOTYPE_CUE_LIKELIHOOD)
      .sort(([, a], [, b]) => b - a)
      .map(([cue]) => told[cue]);
    const signs = noticed.length > 0 ? ` ${noticed.join('; ')}.` : '';
    return {
      text: `${job.name}. ${job.description}${signs}`,
      jobId: job.id,
      source: jobSource(job.id),
    };
  });
}

/** Chosen on the tune half (ADR 072): 0.1-0.25 read alike, above 0.3 the gain fades. */
const PROTOTYPE_CUE_LIKELIHOOD = 0.15;

/** The key a job's owner voices are indexed under. */
export const voiceSource = (jobId: string): string => `voice:${jobId}`;

/** The key a job's own description is indexed under. */
export const jobSource = (id: string): string => `job:${id}`;

/**
 * Embeds the cases, or reads the vectors a previous start stored for the same texts and model
 * and token limit (a start must not pay ~5 s of embedding): the file name is their hash.
 */
export function buildCaseIndex(
  cases: readonly LabelledCase[],
  embed: Embed,
  cacheDir: string,
): CaseIndex {
  const hash = createHash('sha256').update(`${MINILM.version} ${MAX_TOKENS}`);
  for (const c of cases) hash.update('\0').update(c.text);
  const file = join(cacheDir, `cases-${hash.digest('hex').slice(0, 16)}.f32`);
  if (existsSync(file)) {
    const raw = readFileSync(file);
    const all = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
    const width = all.length / cases.length;
    if (Number.isInteger(width) && width > 0) {
      const vectors = cases.map((_, i) => all.slice(i * width, (i + 1) * width));
      return { cases, vectors };
    }
  }
  // All posted first, then read: the runtime never waits for the next text.
  const vectors = cases.map((c) => embed(c.text)).map((vector) => vector());
  mkdirSync(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  try {
    const packed = Buffer.concat(
      vectors.map((v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
    );
    writeFileSync(temp, packed);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  return { cases, vectors };
}

/**
 * Four running sums: independent additions the CPU overlaps, about twice as fast as one sum
 * over 2,118 vectors of 384 (1.9 → 1.0 ms a query on the benchmark machine, docs/benchmarks.md).
 */
function dot(a: Float32Array, b: Float32Array): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < a.length; i += 4) {
    s0 += a[i]! * b[i]!;
    s1 += a[i + 1]! * b[i + 1]!;
    s2 += a[i + 2]! * b[i + 2]!;
    s3 += a[i + 3]! * b[i + 3]!;
  }
  for (; i < a.length; i += 1) s0 += a[i]! * b[i]!;
  return s0 + s1 + s2 + s3;
}

/** Each case's similarity to a query, computed once for it: the votes and the urgency share it. */
const similaritiesTo = new WeakMap<Float32Array, { index: CaseIndex; similarity: Float32Array }>();

function similarities(index: CaseIndex, query: Float32Array): Float32Array {
  const known = similaritiesTo.get(query);
  if (known?.index === index) return known.similarity;
  // A plain loop: Float32Array.from with a map function took about 2.5 times as long (ADR 071).
  const similarity = new Float32Array(index.vectors.length);
  for (let i = 0; i < similarity.length; i += 1) similarity[i] = dot(query, index.vectors[i]!);
  similaritiesTo.set(query, { index, similarity });
  return similarity;
}

/**
 * The `count` labelled cases nearest to `query` that `keep` accepts, from other sources, the
 * nearest first (of equally near cases, the one indexed first).
 */
function nearest(
  index: CaseIndex,
  query: Float32Array,
  count: number,
  keep: (c: LabelledCase) => boolean,
  exclude?: string,
): { similarity: number; labelled: LabelledCase }[] {
  const similarity = similarities(index, query);
  const picked: number[] = [];
  index.cases.forEach((c, i) => {
    const s = similarity[i]!;
    if (picked.length === count && s <= similarity[picked.at(-1)!]!) return;
    if (c.source === exclude || !keep(c)) return;
    let at = picked.length;
    while (at > 0 && similarity[picked[at - 1]!]! < s) at -= 1;
    picked.splice(at, 0, i);
    if (picked.length > count) picked.pop();
  });
  return picked.map((i) => ({ similarity: similarity[i]!, labelled: index.cases[i]! }));
}

/**
 * The jobs established for the owner's nearest labelled cases, with their summed votes (not
 * normalised: the ranking keeps only the jobs that apply to the car). Cases from `exclude`'s
 * source are skipped, so a tune case never finds itself or its own thread.
 */
export function neighbourVotes(
  index: CaseIndex,
  query: Float32Array,
  params: Pick<
    ModelParameters,
    'similarityNeighbours' | 'similaritySharpness' | 'similarityAlsoVote'
  >,
  exclude?: string,
): Map<string, number> {
  const votes = new Map<string, number>();
  for (const n of nearest(index, query, params.similarityNeighbours, () => true, exclude)) {
    const vote = Math.exp(n.similarity / params.similaritySharpness);
    votes.set(n.labelled.jobId, (votes.get(n.labelled.jobId) ?? 0) + vote);
    for (const job of n.labelled.alsoJobs ?? []) {
      votes.set(job, (votes.get(job) ?? 0) + vote * params.similarityAlsoVote);
    }
  }
  return votes;
}

/**
 * How urgent a mechanic judged the owner's nearest labelled cases (ADR 055): each level's share
 * of their votes, a closer case weighing more. Empty when no case carries an urgency.
 */
export function neighbourUrgency(
  index: CaseIndex,
  query: Float32Array,
  params: Pick<ModelParameters, 'urgencyNeighbours' | 'urgencySharpness'>,
  exclude?: string,
): Map<UrgencyLevel, number> {
  const near = nearest(index, query, params.urgencyNeighbours, (c) => !!c.urgency, exclude);
  const votes = new Map<UrgencyLevel, number>();
  for (const n of near) {
    const level = n.labelled.urgency!;
    votes.set(level, (votes.get(level) ?? 0) + Math.exp(n.similarity / params.urgencySharpness));
  }
  const total = [...votes.values()].reduce((a, b) => a + b, 0);
  return new Map([...votes].map(([level, vote]) => [level, vote / total]));
}
