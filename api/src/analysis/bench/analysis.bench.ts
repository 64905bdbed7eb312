/**
 * `npm run bench:analysis`: how long the first (cold) load of the knowledge takes, and the
 * latency of single analyses over the dev set's texts and over real owners' descriptions (the
 * real cases of both halves, longer than the dev set's). Results: docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import type { IssueType } from '@fairwrench/contracts';
import { loadDevSet } from '../eval/dev-set';
import { EVAL_DATE } from '../eval/evaluate';
import { loadRealSymptoms } from '../eval/real-cases';
import { analyse, loadAndWarmUp } from '../engine';
import { loadKnowledge } from '../knowledge-loader';
import { REPAIR_JOBS_FILE, repairJobsFileSchema } from '../symptoms/repair-jobs';
import { lexiconSchema } from '../text/lexicon-schema';
import { compileLexicon } from '../text/load-lexicon';
import { readText } from '../text/read-text';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function row(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3).padStart(8);
  return `| ${label.padEnd(10)} | ${String(samples.length).padStart(7)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 99))} | ${f(sorted.at(-1) ?? 0)} |`;
}

const { knowledge, ms: coldMs } = loadAndWarmUp();
const set = loadDevSet();
const inputs: { kind: IssueType; input: Parameters<typeof analyse>[0] }[] = [
  ...set.symptoms.map((c) => ({ kind: 'symptoms' as const, c })),
  ...set.estimates.map((c) => ({ kind: 'estimate' as const, c })),
  ...set.parts.map((c) => ({ kind: 'parts' as const, c })),
  ...set.collision.map((c) => ({ kind: 'collision' as const, c })),
].map(({ kind, c }) => ({
  kind,
  input: {
    vehicle: c.vehicle,
    zipCode: c.zipCode,
    description: c.description,
    issueType: kind,
    now: EVAL_DATE,
  },
}));

/** Owners' own words, timed only (the evaluation scores them): a quarter of the rounds. */
const REAL_ROUNDS = Math.max(1, Math.round(ROUNDS / 4));
const realOwners = [...loadRealSymptoms('tune'), ...loadRealSymptoms('held-out')].map((c) => ({
  kind: 'real owner',
  input: {
    vehicle: { ...c.vehicle, mileage: c.vehicle.mileage ?? null },
    zipCode: '85253',
    description: c.description,
    issueType: 'symptoms' as const,
    now: EVAL_DATE,
  },
}));

const samples = new Map<string, number[]>();
const time = (
  runs: readonly { kind: string; input: Parameters<typeof analyse>[0] }[],
  rounds: number,
) => {
  for (let round = 0; round < rounds; round++) {
    for (const { kind, input } of runs) {
      const started = performance.now();
      analyse(input, knowledge);
      const elapsed = performance.now() - started;
      const timed = samples.get(kind) ?? [];
      timed.push(elapsed);
      samples.set(kind, timed);
    }
  }
};
time(inputs, ROUNDS);
const devKinds = [...samples.values()].flat();
time(realOwners, REAL_ROUNDS);

console.log('Analysis engine benchmark');
console.log(
  `  node ${process.version}; ${inputs.length} dev-set texts x ${ROUNDS} rounds; ${realOwners.length} real owners' descriptions x ${REAL_ROUNDS}`,
);
console.log(
  `  knowledge loaded and warmed up (cold, one analysis of each kind): ${coldMs.toFixed(1)} ms (target < 500 ms)\n`,
);
console.log('| kind       | samples | p50 ms   | p99 ms   | max ms   |');
console.log('|------------|---------|----------|----------|----------|');
for (const [kind, values] of samples) console.log(row(kind, values));
console.log(row('all (dev)', devKinds));
console.log('\nTarget: p99 < 20 ms per analysis.');

/** The parts of the cold load and of reading, each timed on its own (best of five). */
function bestOf(times: number, work: () => void): number {
  return Math.min(
    ...Array.from({ length: times }, () => {
      const started = performance.now();
      work();
      return performance.now() - started;
    }),
  );
}
const lexicon = loadKnowledge('lexicon.json', lexiconSchema);
// The dev set's descriptions joined and cut to the spec's typical 500 characters.
const text = inputs
  .map((i) => i.input.description)
  .join(' ')
  .slice(0, 500);
console.log('\n| step (best of 5)                         | ms       | target ms |');
console.log('|------------------------------------------|----------|-----------|');
const steps: [string, number, () => void][] = [
  [
    'repair-jobs.json read, parsed, validated',
    100,
    () => loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema),
  ],
  ['lexicon compiled', 500, () => compileLexicon(lexicon)],
  [
    '500-character description read (x100)',
    100,
    () => {
      for (let i = 0; i < 100; i++) readText(text, knowledge.lexicon);
    },
  ],
];
for (const [label, target, work] of steps) {
  console.log(
    `| ${label.padEnd(40)} | ${bestOf(5, work).toFixed(3).padStart(8)} | ${String(target).padStart(9)} |`,
  );
}
