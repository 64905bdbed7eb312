import type { CostContext } from '../types';
import { dollarRange, dollars } from '../costs/format-money';
import { ownPrice, type EstimateJob } from './estimate-jobs';
import { FAIR_TOLERANCE, fairOfLines, isFairForService } from './fair-price';
import type { MinderReading } from './maintenance-minder';
import type { EstimateLine, ParsedEstimate } from './parse-estimate';
import type { Finding } from './review-findings';
import type { ReviewVehicle } from './review-vehicle';
import { stateRules, type StateRulesFile } from './state-rights';

/**
 * Questions the owner can put to the shop, most useful first: about the flagged items, the
 * prices above the fair range, the biggest jobs, then the estimate itself (missing prices,
 * labour rate, fees) and the owner's rights. Capped so the list stays readable.
 */

const MAX_QUESTIONS = 8;
const WARRANTY_QUESTION =
  'Are the parts OEM or aftermarket, and what warranty covers the parts and the labor?';

export interface QuestionInput {
  readonly parsed: ParsedEstimate;
  readonly jobs: readonly EstimateJob[];
  readonly findings: readonly Finding[];
  readonly questionable: readonly EstimateJob[];
  readonly unmatched: readonly EstimateLine[];
  readonly vehicle: ReviewVehicle;
  readonly ctx: CostContext;
  readonly rules: StateRulesFile;
  readonly minder?: MinderReading;
}

export function questionsToAsk(input: QuestionInput): string[] {
  const all = [
    minderQuestion(input.minder),
    ...input.findings.map((f) => f.service.question),
    ...overpriced(input.jobs),
    ...input.questionable.flatMap((j) => j.services.map((s) => s.question)),
    ...beltOrChain(input),
    ...bigJobs(input.jobs, input.findings),
    ...aboutTheEstimate(input),
    stateRules(input.ctx.state, input.rules)?.questions[0],
  ].filter((q): q is string => typeof q === 'string' && q.length > 0);
  const unique = [...new Set(all)].slice(0, MAX_QUESTIONS - 1);
  return [...unique, WARRANTY_QUESTION];
}

/** What the car itself asked for is the yardstick for everything else on a Honda estimate. */
function minderQuestion(minder: MinderReading | undefined): string | undefined {
  if (!minder) return undefined;
  const { code, items } = minder.due;
  const calls = code.includes(' and ') ? 'call' : 'calls';
  return `Can you show me the Maintenance Minder code on the dashboard? ${code} ${calls} for: ${items}. Which items on this estimate does it not call for?`;
}

function overpriced(jobs: readonly EstimateJob[]): string[] {
  const own = jobs
    .filter(
      (j) => ownPrice(j) !== null && !isFairForService(j.services, j.price!, j.fair.total.max),
    )
    .map(
      (j) =>
        `Why is "${j.line.description}" ${dollars(j.price ?? 0)} when a fair price for this car here is ` +
        `${dollarRange(j.fair.total)}? Can you itemize parts and labor hours or match it?`,
    );
  return [...own, ...overpricedTotal(jobs.filter((j) => j.priceFromTotal))];
}

/**
 * Items the shop priced only together ("2400 total for the 60k service plus brakes"): the
 * owner asks about the total they were given, not about a split of it they never saw.
 */
function overpricedTotal(shared: readonly EstimateJob[]): string[] {
  if (shared.length === 0) return [];
  const price = shared.reduce((sum, j) => sum + (j.price ?? 0), 0);
  const fair = fairOfLines(shared.map((j) => j.fair.total));
  if (price <= fair.max * FAIR_TOLERANCE) return [];
  const names = shared.map((j) => `"${j.line.description}"`).join(' and ');
  return [
    `Why is ${dollars(price)} for ${names} when a fair price for this work here is ${dollarRange(fair)}? Can you itemize it, with the parts and labor hours for each item?`,
  ];
}

function beltOrChain({ jobs, vehicle }: QuestionInput): string[] {
  if (vehicle.timingDrive !== 'unknown') return [];
  return jobs
    .flatMap((j) => j.services.filter((s) => s.chainEngineNotApplicable))
    .flatMap((s) => s.question ?? []);
}

/** The two dearest repairs that passed the rules still deserve proof (pad thickness, leaks). */
function bigJobs(jobs: readonly EstimateJob[], found: readonly Finding[]): string[] {
  const flagged = new Set(found.map((f) => f.job));
  return [...jobs]
    .filter((j) => !flagged.has(j) && j.services.some((s) => s.category === 'repair'))
    .sort((a, b) => (b.price ?? b.fair.total.max) - (a.price ?? a.fair.total.max))
    .slice(0, 2)
    .flatMap((j) => j.services.flatMap((s) => s.question ?? []));
}

function aboutTheEstimate({ parsed, ctx, unmatched }: QuestionInput): string[] {
  const questions: string[] = [];
  if (!parsed.hasItemPrices) {
    questions.push(
      'Can you give me a written, itemized estimate with a price for each item, split into parts and labor?',
    );
  }
  const rate = Math.max(0, ...parsed.lines.map((l) => l.rate ?? 0));
  if (rate > ctx.laborRatePerHour.max * 1.15) {
    questions.push(
      `Your labor rate of ${dollars(rate)}/hour is above the ${dollarRange(ctx.laborRatePerHour)} ` +
        'typical for this area: which labor guide sets the hours you bill?',
    );
  }
  const fees = parsed.lines
    .filter((l) => l.kind === 'fee')
    .reduce((sum, l) => sum + (l.amount ?? 0), 0);
  if (fees > 50)
    questions.push(
      `What do the ${dollars(fees)} in shop fees cover? Supply fees are usually a small share of labor.`,
    );
  questions.push(
    ...unmatched
      .slice(0, 2)
      .map((l) => `What exactly is "${l.description}", and why does the car need it?`),
  );
  return questions;
}
