/**
 * `npm run eval:analysis [-- --calibrate] [-- --verbose] [-- --similarity-cv]`: scores the
 * engine on the real-world symptom cases (tune and held-out halves, eval/real-cases) and on the
 * older dev set, then the estimate, parts and collision dev sets. With --calibrate it refits the
 * temperature and evidence scale on the TUNE half only and rewrites knowledge/calibration.json.
 * --verbose lists the misses of the tune half and the dev set; the held-out half is only ever
 * reported in sum. --similarity-cv prints the similarity signal's cross-validation on the TUNE
 * half (ADR 049) and stops. --tune-only prints the tune half and the dev set without the held-out
 * half, so a constant can be chosen without seeing held-out numbers.
 */
import { readFileSync, writeFileSync as write } from 'node:fs';
import { knowledgePath } from '../knowledge-loader';
import type { AnalysisKnowledge } from '../knowledge';
import { CALIBRATION_FILE } from '../symptoms/model-parameters';
import { calibrate } from './calibrate';
import { loadEvaluationKnowledge } from './evaluation-knowledge';
import { loadDevSet } from './dev-set';
import { EVAL_DATE, evaluateCost, evaluateEstimate, evaluateSymptom } from './evaluate';
import type { JudgedSymptomCase } from './evaluate';
import { loadRealCases, loadRealSymptoms, type Half } from './real-cases';
import {
  coverageMetrics,
  costMetrics,
  estimateMetrics,
  evaluateRealCost,
  evaluateRealEstimate,
} from './real-cost-eval';
import { crossValidateSimilarity } from './similarity-cv';
import { symptomMetrics } from './symptom-metrics';
import { COST_TARGETS, SYMPTOM_TARGETS } from './targets';

const pct = (x: number | null) => (x === null ? 'n/a' : `${(100 * x).toFixed(1)} %`);
const args = new Set(process.argv.slice(2));
const verbose = args.has('--verbose');
const tuneOnly = args.has('--tune-only');

function recalibrate(tune: readonly JudgedSymptomCase[], loaded: AnalysisKnowledge) {
  const fitted = calibrate(tune, loaded);
  const params = fitted.symptoms.params;
  const file = JSON.parse(readFileSync(knowledgePath(CALIBRATION_FILE), 'utf8')) as object;
  const updated = {
    ...file,
    fittedOn: `real-cases tune half (${tune.length} cases), ${new Date().toISOString().slice(0, 10)}`,
    parameters: params,
  };
  write(knowledgePath(CALIBRATION_FILE), `${JSON.stringify(updated, null, 2)}\n`);
  console.log(
    `calibrated on the tune half: temperature ${params.temperature}, evidenceScale ${params.evidenceScale}`,
  );
  return fitted;
}

function reportSymptoms(
  title: string,
  cases: readonly JudgedSymptomCase[],
  knowledge: AnalysisKnowledge,
  listMisses: boolean,
) {
  const outcomes = cases.map((c) => evaluateSymptom(c, knowledge));
  const m = symptomMetrics(cases, outcomes);
  const t = SYMPTOM_TARGETS;
  console.log(`\n${title} (${m.cases} cases)`);
  console.log(`  top-1                      ${pct(m.top1)}   (target ${pct(t.top1)})`);
  console.log(`  top-3 strict               ${pct(m.top3)}   (target ${pct(t.top3)})`);
  console.log(
    `  top-3 counting acceptable  ${pct(m.top3Acceptable)}   (target ${pct(t.top3Acceptable)})`,
  );
  console.log(
    `  urgency agreement          ${pct(m.urgencyAgreement)}   (target ${pct(t.urgencyAgreement)})`,
  );
  console.log(`  High cases called Low      ${m.highCalledLow}   (target 0)`);
  console.log(`  expected calibration error ${m.ece.toFixed(3)}   (target ≤ ${t.ece})`);
  console.log(`  log loss                   ${m.logLoss.toFixed(3)}`);
  console.log('  reliability: band | causes | mean predicted | observed right');
  for (const r of m.reliability.filter((band) => band.count > 0)) {
    console.log(
      `    ${r.band.padEnd(7)} ${String(r.count).padStart(5)}   ${r.meanPredicted.toFixed(1).padStart(6)} %   ${r.observed.toFixed(1).padStart(6)} %`,
    );
  }
  if (!listMisses || !verbose) return;
  outcomes.forEach((o, i) => {
    const c = cases[i]!;
    const urgencyMiss = c.urgency && c.urgency.level !== o.topUrgency?.level;
    if (o.rank === 1 && !urgencyMiss) return;
    console.log(
      `    miss ${o.id} rank=${o.rank} ok=${o.rankAcceptable} expected=${c.expected} got=${o.top}` +
        ` urgency=${c.urgency?.level ?? '-'}/${o.topUrgency?.level ?? '-'} :: ${c.description.slice(0, 100)}`,
    );
  });
}

function estimates(cases: ReturnType<typeof loadDevSet>['estimates']) {
  const outcomes = cases.map((c) => evaluateEstimate(c, knowledge));
  const tp = outcomes.reduce((s, o) => s + o.truePositives, 0);
  const fp = outcomes.reduce((s, o) => s + o.falsePositives, 0);
  const fn = outcomes.reduce((s, o) => s + o.falseNegatives, 0);
  console.log(`\nEstimate review, dev set (${cases.length} estimates)`);
  console.log(`  unnecessary-item recall     ${pct(tp / Math.max(1, tp + fn))}   (target 90 %)`);
  console.log(`  unnecessary-item precision  ${pct(tp / Math.max(1, tp + fp))}   (target 85 %)`);
  if (verbose) {
    for (const o of outcomes) {
      for (const m of o.missed) console.log(`    missed ${o.id}: ${m}`);
      for (const w of o.wrong) console.log(`    wrong  ${o.id}: ${w}`);
    }
  }
}

function costs(kind: 'parts' | 'collision', cases: ReturnType<typeof loadDevSet>['parts']) {
  const outcomes = cases.map((c) => evaluateCost(c, kind, knowledge));
  const hits = outcomes.filter((o) => o.overlaps).length;
  const label = kind === 'parts' ? 'Parts replacement' : 'Collision';
  console.log(`\n${label}, dev set (${cases.length} cases)`);
  console.log(
    `  cost range overlaps reference  ${pct(hits / Math.max(1, cases.length))}   (target 80 %)`,
  );
  if (verbose) {
    for (const o of outcomes.filter((x) => !x.overlaps)) {
      const e = o.estimate ? `${o.estimate.min}-${o.estimate.max}` : 'none';
      console.log(`    miss ${o.id}: ours ${e}, reference ${o.reference.min}-${o.reference.max}`);
    }
  }
}

/** The real estimates, parts jobs and collision repairs; misses listed for the tune half only. */
function reportCosts(half: Half) {
  const listMisses = verbose && half === 'tune';
  const t = COST_TARGETS;
  const est = loadRealCases('estimates', half);
  const outcomes = est.map((c) => evaluateRealEstimate(c, knowledge));
  const e = estimateMetrics(outcomes);
  console.log(`\nEstimate review, real cases: ${half.toUpperCase()} half (${e.cases} estimates)`);
  console.log(`  unnecessary-item recall     ${pct(e.recall)}   (target ${pct(t.recall)})`);
  console.log(`  unnecessary-item precision  ${pct(e.precision)}   (target ${pct(t.precision)})`);
  console.log(
    `  verdict right               ${pct(e.verdictAccuracy)} of ${e.verdictCases}   (target ${pct(t.verdict)})`,
  );
  if (listMisses) {
    outcomes.forEach((o) => {
      for (const m of o.missed) console.log(`    missed ${o.id}: ${m}`);
      for (const w of o.wrong) console.log(`    wrong  ${o.id}: ${w}`);
      if (o.verdictRight === false) {
        const c = est.find((x) => x.id === o.id);
        console.log(`    verdict ${o.id}: ours ${o.verdict}, source ${c?.verdict}`);
      }
    });
  }
  const covered = [coverageMetrics(outcomes)];
  for (const kind of ['parts', 'collision'] as const) {
    const cases =
      kind === 'parts' ? loadRealCases('parts', half) : loadRealCases('collision', half);
    const results = cases.map((c) => evaluateRealCost(c, kind, knowledge));
    const m = costMetrics(results);
    covered.push(coverageMetrics(results));
    const target = kind === 'parts' ? t.partsOverlap : t.collisionOverlap;
    console.log(
      `\n${kind === 'parts' ? 'Parts jobs' : 'Collision repairs'}, real cases: ${half.toUpperCase()} half (${m.cases} cases)`,
    );
    console.log(`  range overlaps published figure  ${pct(m.overlap)}   (target ${pct(target)})`);
    console.log(
      `  median range width (max/min)     ${m.medianWidthRatio.toFixed(2)}   (target ≤ ${t.medianWidthRatio})`,
    );
    console.log(`  no estimate given                ${m.noEstimate}`);
    if (!listMisses) continue;
    for (const o of results.filter((x) => !x.overlaps)) {
      const ours = o.estimate ? `${o.estimate.min}-${o.estimate.max}` : 'none';
      console.log(
        `    miss ${o.id}: ours ${ours}, published ${o.reference.min}-${o.reference.max}`,
      );
    }
  }
  const named = covered.reduce((sum, c) => sum + c.cases, 0);
  const flagged = covered.reduce((sum, c) => sum + c.flagged, 0);
  console.log(
    `\nCoverage check, ${half} half: ${flagged} of ${named} cases whose source names a warranty, recall or goodwill repair flagged (target all)`,
  );
}

const tune = loadRealSymptoms('tune');
const heldOut = loadRealSymptoms('held-out');
const dev = loadDevSet();
const loaded = loadEvaluationKnowledge();
if (args.has('--similarity-cv')) {
  console.log('Similarity signal, leave-one-source-out on the tune half: k, sharpness, weight');
  for (const s of crossValidateSimilarity(tune, loaded)) {
    console.log(
      `  k ${String(s.similarityNeighbours).padStart(2)}  sharpness ${String(s.similaritySharpness).padEnd(4)}  weight ${String(s.similarityWeight).padEnd(5)}  top-1 ${pct(s.top1)}  top-3 ${pct(s.top3)}  acceptable ${pct(s.top3Acceptable)}`,
    );
  }
  process.exit(0);
}
const knowledge = args.has('--calibrate') ? recalibrate(tune, loaded) : loaded;
console.log(`FairWrench analysis evaluation, as of ${EVAL_DATE.toISOString().slice(0, 10)}`);
if (!tuneOnly) {
  reportSymptoms('Symptom diagnosis, real cases: HELD-OUT half', heldOut, knowledge, false);
}
reportSymptoms('Symptom diagnosis, real cases: tune half', tune, knowledge, true);
reportSymptoms('Symptom diagnosis, dev set (written by us)', dev.symptoms, knowledge, true);
if (!tuneOnly) reportCosts('held-out');
reportCosts('tune');
estimates(dev.estimates);
costs('parts', dev.parts);
costs('collision', dev.collision);
