import type { EstimateKnowledge } from './estimate-knowledge';
import type { EstimateReview, EstimateVerdict } from '@fairwrench/contracts';
import type { CostContext } from '../types';
import { estimateJobs, itemLines, ownPrice, type EstimateJob } from './estimate-jobs';
import {
  estimateTotals,
  statedItemsCost,
  statedTotals,
  type StatedTotals,
} from './estimate-totals';
import { FAIR_TOLERANCE, fairOfLines, isFairForService, midpoint } from './fair-price';
import { type FlagContext } from './flag-context';
import { recentlyDoneServices } from './owner-words';
import { matchServices } from './match-services';
import { visitPurpose } from './read-narrative';
import { parseEstimate, type EstimateLine, type ParsedEstimate } from './parse-estimate';
import { findings, questionable, unnecessaryItems, type Finding } from './review-findings';
import { questionsToAsk } from './review-questions';
import { vehicleLabel, vehicleSummary, type ReviewVehicle } from './review-vehicle';
import { verdictText } from './review-verdict';
import { lineVerdict } from './line-verdict';
import {
  findMinderCodes,
  readMinderCode,
  type MinderCode,
  type MinderReading,
} from './maintenance-minder';

/**
 * Reviews a shop estimate the owner pasted or typed: reads its lines, prices each job for this
 * vehicle and ZIP, flags what is unnecessary or premature, and words a verdict with questions
 * to ask and the owner's rights. Pure: all prices come in through `ctx`.
 *
 * `symptomsMentioned` says whether the owner described any symptom; without one, the owner's
 * words cannot justify services that are only worth doing for a symptom.
 */
export function reviewEstimate(
  text: string,
  car: ReviewVehicle,
  ctx: CostContext,
  symptomsMentioned: boolean,
  knowledge: EstimateKnowledge,
): EstimateReview {
  const { minder, parsed } = readEstimate(text, car.make, knowledge);
  const vehicle = withQuotedMileage(car, parsed);
  const stated = statedTotals(parsed.lines);
  const found = estimateJobs(parsed, ctx, knowledge.services);
  const unmatched = found.unmatched.filter((line) => !namesVehicle(line, vehicle));
  const jobs = shareStatedCost(found.jobs, stated, unmatched);
  const flagCtx: FlagContext = {
    vehicle,
    symptomsMentioned,
    ownerText: ownerNotes(parsed).join('\n'),
    estimateText: text,
    jobs,
    recentlyDone: recentlyDoneServices(pastWork(parsed), knowledge.services),
    requested: requestedServices(parsed, knowledge),
    steering: vehicle.facts?.steering.value ?? 'unknown',
    ...(minder ? { minder } : {}),
  };
  const flagged = findings(jobs, flagCtx);
  const unsure = questionable(jobs, flagCtx).filter((j) => !flagged.some((f) => f.job === j));
  const totals = estimateTotals(
    stated,
    [...itemLines(parsed).filter((l) => l.amount !== null)],
    jobs,
  );
  const fairTotal = fairOfLines(jobs.map((j) => j.fair.total));
  const pricesFair = overallFair(jobs);
  const verdict = verdictOf(flagged, pricesFair);
  return {
    isFairPrice: verdict === 'fair',
    verdict,
    averageCostInArea: fairTotal,
    recommendations: verdictText({
      verdict,
      jobs,
      findings: flagged,
      questionable: unsure,
      unmatched,
      fees: parsed.lines.filter((l) => l.kind === 'fee'),
      fairTotal,
      pricesFair,
      vehicleLabel: vehicleLabel(vehicle),
      location: parsed.location,
      state: ctx.state,
      dealer: ctx.dealer ?? false,
      rules: knowledge.stateRules,
    }),
    ...totals,
    vehicleInfo: vehicleSummary(vehicle),
    ...(parsed.shopName ? { shopName: parsed.shopName } : {}),
    ...(parsed.location ? { location: parsed.location } : {}),
    services: jobs.map((job) => serviceRow(job, flagged, unsure.includes(job))),
    unnecessaryItems: unnecessaryItems(flagged),
    questionsToAsk: questionsToAsk({
      parsed,
      jobs,
      findings: flagged,
      questionable: unsure,
      unmatched,
      vehicle,
      ctx,
      rules: knowledge.stateRules,
      ...(minder ? { minder } : {}),
    }),
  };
}

/**
 * The estimate's lines as the shop wrote them, and the Maintenance Minder code the car shows
 * (Honda, Acura): a sold code names a service, and the contents the shop lists after it are read
 * as the package's, not as lines of their own.
 */
function readEstimate(
  text: string,
  make: string,
  knowledge: EstimateKnowledge,
): { minder: MinderReading | null; parsed: ParsedEstimate } {
  const minder = readMinderCode(text, make, knowledge.minder);
  const namesService = (words: string) =>
    (minder !== null && findMinderCodes(words).some((m) => m.sold)) ||
    matchServices(words, knowledge.services, 1).length > 0;
  const parsed = withMinderContents(
    parseEstimate(text, namesService),
    minder,
    (words) => matchServices(words, knowledge.services, 8).length,
  );
  return { minder, parsed };
}

/** Items to decline outweigh prices: an unneeded service is the costliest line at any price. */
function verdictOf(flagged: readonly Finding[], pricesFair: boolean): EstimateVerdict {
  if (flagged.some((f) => !f.flag.overpriced)) return 'unnecessary-items';
  return pricesFair && flagged.length === 0 ? 'fair' : 'overpriced';
}

/** The whole priced part of the estimate against the sum of fair maxima (with tolerance). */
function overallFair(jobs: readonly EstimateJob[]): boolean {
  const priced = jobs.filter((j) => j.price !== null);
  if (priced.length === 0) return true;
  const quoted = priced.reduce((sum, j) => sum + (j.price ?? 0), 0);
  return quoted <= priced.reduce((sum, j) => sum + j.fair.total.max, 0) * FAIR_TOLERANCE;
}

function serviceRow(
  job: EstimateJob,
  flagged: readonly Finding[],
  /** "Worth asking about" in the verdict text: the row says "ask first" too. */
  questioned: boolean,
): EstimateReview['services'][number] {
  const both = job.fair.axles === 2;
  const catalogue = job.services
    .map((s) => (both ? s.description.replace('on one axle', 'on each axle') : s.description))
    .join(' ');
  const notes = [
    `On the estimate as "${job.line.description}".`,
    both ? 'Priced for both axles, front and rear.' : null,
    job.priceNote,
    job.price === null ? 'The estimate gives no price; the range shows what it should cost.' : null,
  ].filter((n): n is string => n !== null);
  const own = ownPrice(job);
  const isFair = own === null || isFairForService(job.services, own, job.fair.total.max);
  return {
    name: job.services
      .map((s) => (both ? s.name.replace(/\((one axle|pair)\)/, '(both axles)') : s.name))
      .join(' + '),
    description: `${catalogue} ${notes.join(' ')}`,
    priceRange: job.fair.total,
    shopEstimate: job.price ?? 0,
    isFair,
    verdict: lineVerdict(job, flagged, isFair, questioned),
  };
}

/**
 * Items listed without prices under a stated total ("Parts $312, Labor $240") share what is
 * left of that total in proportion to their typical cost, so each can still be judged.
 */
function shareStatedCost(
  jobs: readonly EstimateJob[],
  stated: StatedTotals,
  unmatched: readonly EstimateLine[],
): EstimateJob[] {
  const unpriced = jobs.filter((j) => j.price === null);
  const pool = statedItemsCost(stated);
  if (unpriced.length === 0 || pool === null) return [...jobs];
  const known = [...jobs.map((j) => j.price ?? 0), ...unmatched.map((l) => l.amount ?? 0)];
  const left = pool - known.reduce((a, b) => a + b, 0);
  if (left <= 0) return [...jobs];
  const weights = unpriced.map((j) => midpoint(j.fair.total));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return jobs.map((job) => {
    const i = unpriced.indexOf(job);
    if (i < 0) return job;
    const price = Math.round(((left * (weights[i] ?? 0)) / total) * 100) / 100;
    const priceNote =
      'The estimate gives no separate price for this item: this is its share of the estimate total, split by typical cost.';
    return { ...job, price, priceNote, priceFromTotal: true as const };
  });
}

/** The owner's words around the items: notes, and unpriced lines when the items carry prices. */
function ownerNotes(parsed: ParsedEstimate): string[] {
  if (!parsed.hasItemPrices) return parsed.lines.map((l) => l.text);
  return parsed.lines.filter((l) => l.kind === 'note' || l.amount === null).map((l) => l.text);
}

/** The services named where the owner says why the car went in ("took it up to buy new tires"). */
function requestedServices(parsed: ParsedEstimate, knowledge: EstimateKnowledge): Set<string> {
  const visits = parsed.lines.filter((l) => l.kind === 'visit');
  return new Set(
    visits.flatMap((l) =>
      matchServices(visitPurpose(l.text), knowledge.services).map((m) => m.service.id),
    ),
  );
}

/** What the owner says about past work: not why the car went in this time ("recently, for an oil change"). */
function pastWork(parsed: ParsedEstimate): string[] {
  const told = (l: EstimateLine) =>
    parsed.narrative ? l.kind === 'note' : l.kind !== 'visit' && l.amount === null;
  return parsed.lines.filter(told).map((l) => l.text);
}

/**
 * A line selling a Maintenance Minder code's service is read as what the code lists: a priced
 * package ("B12 service $389") as its items, priced as their sum and each due by the car's own
 * count; a one-item code ("A service") as the item. A list the shop gives with it ("A1 service:
 * oil change, rotation", "B12 service - oil, rotation, filters", an "Includes:" line) is read
 * as the package's contents instead, when it names two services or more. The owner's story of
 * the code ("the dash said B1 service due") tells what is due, and prices nothing.
 */
function withMinderContents(
  parsed: ParsedEstimate,
  minder: MinderReading | null,
  servicesIn: (words: string) => number,
): ParsedEstimate {
  const sold = new Map((minder?.sold ?? []).map((code) => [code.code, code]));
  if (sold.size === 0) return parsed;
  const lines = parsed.lines.map((line, i) => {
    if (line.amount === null && !line.listed) return line;
    const found = findMinderCodes(line.description).find((m) => !m.shown && sold.has(m.code));
    const code = found && sold.get(found.code);
    if (!found || !code) return line;
    const rest = line.description.slice(found.end);
    const list = /^\s*(?:[:\-–—(]\s*)?(?:includ\w*\b:?\s*)?/i.exec(rest)?.[0] ?? '';
    const own = rest.slice(list.length).replace(/\)\s*$/, '');
    const shopList = list.trim() !== '' && servicesIn(own) >= 2;
    const head = line.description.slice(0, found.start);
    const description = shopList
      ? `${head}Maintenance Minder ${code.code}: ${own}`
      : head + minderWords(code, line.amount !== null, listFollows(parsed, i)) + rest;
    return { ...line, description, minderCode: code.code };
  });
  return { ...parsed, lines };
}

/**
 * The words a sold code is read as: the package head when an "Includes:" line follows, the
 * package with the code's items when priced, or the items themselves.
 */
function minderWords(code: MinderCode, priced: boolean, includesNext: boolean): string {
  if (includesNext) return `Maintenance Minder ${code.code}`;
  const items = code.priced.join(', ');
  return priced && code.priced.length > 1 ? `Maintenance Minder ${code.code}: ${items}` : items;
}

/** The next line lists what the package includes ("Includes: oil change, rotation"). */
function listFollows(parsed: ParsedEstimate, index: number): boolean {
  const next = parsed.lines[index + 1];
  return next !== undefined && next.amount === null && /^\W*includ/i.test(next.text);
}

/** The owner left the mileage out but the quote's heading gives it ("Quote at 32,000 miles:"). */
function withQuotedMileage(vehicle: ReviewVehicle, parsed: ParsedEstimate): ReviewVehicle {
  if (vehicle.mileageKnown || parsed.mileage === null) return vehicle;
  return { ...vehicle, mileage: parsed.mileage, mileageKnown: true };
}

/** "2010 Lexus RX 350" read as a $350 line is the vehicle, not an item. */
function namesVehicle(line: EstimateLine, vehicle: ReviewVehicle): boolean {
  const words = line.description.toLowerCase();
  return [vehicle.make, vehicle.model].some(
    (name) => name.length > 1 && words.includes(name.toLowerCase()),
  );
}
