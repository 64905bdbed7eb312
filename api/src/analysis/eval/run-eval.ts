/**
 * `npm run eval:analysis [-- --calibrate] [-- --verbose]`: scores the engine on the labelled
 * dev set (api/src/analysis/eval/dev-set) and prints the metrics. With --calibrate it
 * refits the probability constants and rewrites knowledge/calibration.json.
 */
import { knowledgePath } from '../knowledge-loader';
import { readFileSync, writeFileSync as write } from 'node:fs';
import { CALIBRATION_FILE, modelParameters } from '../symptoms/model-parameters';
import { calibrate, logLoss, reliability } from './calibrate';
import { loadDevSet } from './dev-set';
import { EVAL_DATE, evaluateCost, evaluateEstimate, evaluateSymptom } from './evaluate';

/** Keeps the file's own explanation of how its constants were chosen. */
function modelFileDescription(): string {
  const current = JSON.parse(readFileSync(knowledgePath(CALIBRATION_FILE), 'utf8')) as {
    description: string;
  };
  return current.description;
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
const args = new Set(process.argv.slice(2));
const verbose = args.has('--verbose');

function symptoms(cases: ReturnType<typeof loadDevSet>['symptoms']) {
  let params = modelParameters();
  if (args.has('--calibrate')) {
    params = calibrate(cases, params);
    const file = {
      description: modelFileDescription(),
      fittedOn: `dev set symptoms.json (${cases.length} cases), ${new Date().toISOString().slice(0, 10)}`,
      parameters: params,
    };
    write(knowledgePath(CALIBRATION_FILE), `${JSON.stringify(file, null, 2)}\n`);
    console.log(
      `calibrated: temperature ${params.temperature}, evidenceScale ${params.evidenceScale}`,
    );
  }
  const outcomes = cases.map((c) => evaluateSymptom(c, params));
  const top1 = outcomes.filter((o) => o.rank === 1).length;
  const top3 = outcomes.filter((o) => o.rank !== null && o.rank <= 3).length;
  console.log(`\nSymptom diagnosis (${cases.length} cases)`);
  console.log(`  top-1 accuracy  ${pct(top1, cases.length)}   (target 65 %)`);
  console.log(`  top-3 accuracy  ${pct(top3, cases.length)}   (target 85 %)`);
  console.log(`  log loss of listed probabilities ${logLoss(outcomes).toFixed(3)}`);
  console.log('  reliability: band | causes | mean predicted | observed right');
  for (const r of reliability(outcomes)) {
    console.log(
      `    ${r.band.padEnd(7)} ${String(r.count).padStart(5)}   ${r.meanPredicted.toFixed(1).padStart(6)} %   ${r.observed.toFixed(1).padStart(6)} %`,
    );
  }
  if (verbose) {
    for (const o of outcomes.filter((x) => x.rank !== 1)) {
      const c = cases.find((x) => x.id === o.id)!;
      console.log(
        `    miss ${o.id} rank=${o.rank} expected=${c.expected} got=${o.top} :: ${c.description.slice(0, 90)}`,
      );
    }
  }
}

function estimates(cases: ReturnType<typeof loadDevSet>['estimates']) {
  const outcomes = cases.map(evaluateEstimate);
  const tp = outcomes.reduce((s, o) => s + o.truePositives, 0);
  const fp = outcomes.reduce((s, o) => s + o.falsePositives, 0);
  const fn = outcomes.reduce((s, o) => s + o.falseNegatives, 0);
  console.log(`\nEstimate review (${cases.length} estimates)`);
  console.log(`  unnecessary-item recall     ${pct(tp, tp + fn)}   (target 90 %)`);
  console.log(`  unnecessary-item precision  ${pct(tp, tp + fp)}   (target 85 %)`);
  if (verbose) {
    for (const o of outcomes) {
      for (const m of o.missed) console.log(`    missed ${o.id}: ${m}`);
      for (const w of o.wrong) console.log(`    wrong  ${o.id}: ${w}`);
    }
  }
}

function costs(kind: 'parts' | 'collision', cases: ReturnType<typeof loadDevSet>['parts']) {
  const outcomes = cases.map((c) => evaluateCost(c, kind));
  const hits = outcomes.filter((o) => o.overlaps).length;
  console.log(`\n${kind === 'parts' ? 'Parts replacement' : 'Collision'} (${cases.length} cases)`);
  console.log(`  cost range overlaps reference  ${pct(hits, cases.length)}   (target 80 %)`);
  if (verbose) {
    for (const o of outcomes.filter((x) => !x.overlaps)) {
      const e = o.estimate ? `${o.estimate.min}-${o.estimate.max}` : 'none';
      console.log(`    miss ${o.id}: ours ${e}, reference ${o.reference.min}-${o.reference.max}`);
    }
  }
  return { hits, total: cases.length };
}

const set = loadDevSet();
console.log(`FairWrench analysis evaluation, as of ${EVAL_DATE.toISOString().slice(0, 10)}`);
symptoms(set.symptoms);
estimates(set.estimates);
const parts = costs('parts', set.parts);
const collision = costs('collision', set.collision);
console.log(
  `\nParts and collision together: ${pct(parts.hits + collision.hits, parts.total + collision.total)} overlap (target 80 %)`,
);
