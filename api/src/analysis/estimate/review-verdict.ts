import type { EstimateVerdict } from '@fairwrench/contracts';
import { dollarRange, dollars } from '../costs/format-money';
import type { Money } from '../types';
import { ownPrice, type EstimateJob } from './estimate-jobs';
import { fairOfLines, isFairForService } from './fair-price';
import type { EstimateLine } from './parse-estimate';
import type { Finding } from './review-findings';
import { stateName } from './state-names';
import { rightsParagraph, type StateRulesFile } from './state-rights';

/**
 * The verdict in words: overall price against the local fair range, what to decline and why,
 * which prices are high or fine, and the owner's rights. Specific amounts and item names
 * throughout, so the owner can act on it at the counter.
 */

export interface VerdictInput {
  readonly verdict: EstimateVerdict;
  readonly jobs: readonly EstimateJob[];
  readonly findings: readonly Finding[];
  readonly questionable: readonly EstimateJob[];
  readonly unmatched: readonly EstimateLine[];
  /** Shop supplies, environmental and disposal fees, as written. */
  readonly fees: readonly EstimateLine[];
  readonly fairTotal: Money;
  /** The priced items' total is within the fair range (with tolerance). */
  readonly pricesFair: boolean;
  readonly vehicleLabel: string;
  readonly location: string | null;
  readonly state: string | null;
  /** The quote came from a dealer: fair prices are at a dealer's labour rate. */
  readonly dealer: boolean;
  readonly rules: StateRulesFile;
}

export function verdictText(input: VerdictInput): string {
  const flagged = new Set(input.findings.map((f) => f.job));
  const kept = input.jobs.filter((j) => !flagged.has(j));
  return [
    headline(input),
    overall(input),
    decline(input.findings, input.unmatched.length),
    pricing(kept),
    questionableText(input.questionable),
    unpriced(input.unmatched),
    feesText(input.fees),
    rightsParagraph(input.state, input.rules),
  ]
    .filter((p): p is string => p !== null)
    .join('\n\n');
}

const HEADLINES: Readonly<Record<EstimateVerdict, string>> = {
  'unnecessary-items': 'Verdict: this estimate includes items you probably do not need.',
  overpriced: 'Verdict: overpriced for what it includes.',
  fair: 'Verdict: fair.',
};

function headline({ verdict, jobs, unmatched }: VerdictInput): string | null {
  if (jobs.length === 0) return null;
  if (verdict !== 'fair') return HEADLINES[verdict];
  const priced = jobs.some((j) => j.price !== null);

  return priced
    ? unmatched.length > 0
      ? 'Verdict: fair for everything we recognized.'
      : HEADLINES.fair
    : `Verdict: nothing we recognized looks unnecessary, but the prices are not given yet.`;
}

function overall({
  jobs,
  fairTotal,
  pricesFair,
  vehicleLabel,
  location,
  state,
  dealer,
}: VerdictInput): string {
  const area = areaName(location, state, dealer);
  const priced = jobs.filter((j) => j.price !== null);
  if (jobs.length === 0) {
    return 'We could not recognize any repair or service on this estimate. Paste the itemized lines (one per line, with prices) for a full review.';
  }
  if (priced.length === 0) {
    return (
      `The estimate gives no prices, so the shop's charges cannot be judged yet: at ${area}, these items fairly cost ` +
      `${dollarRange(fairTotal)} in total for a ${vehicleLabel}. Ask for a written, itemized estimate before agreeing to any work.`
    );
  }
  const quoted = sum(priced.map((j) => j.price ?? 0));
  // The headline's figure when every item is priced; else the same sum over the priced ones.
  const fair =
    priced.length === jobs.length ? fairTotal : fairOfLines(priced.map((j) => j.fair.total));
  const verdict = !pricesFair
    ? 'above'
    : quoted < fair.min
      ? 'below'
      : quoted > fair.max
        ? 'just above (close enough to count as fair)'
        : 'within';
  const judged = `Overall: the ${dollars(quoted)} quoted for the items we could price is ${verdict} the fair range of ${dollarRange(fair)} at ${area} for a ${vehicleLabel}.`;
  // The headline's average covers every item: say how the two figures relate.
  return priced.length === jobs.length
    ? judged
    : `${judged} With the ${jobs.length - priced.length === 1 ? 'item' : 'items'} it gives no price for, the work fairly costs ${dollarRange(fairTotal)}, the average cost shown above.`;
}

function decline(found: readonly Finding[], unrecognised: number): string | null {
  if (found.length === 0 && unrecognised > 0) {
    return `Nothing we recognized looks unnecessary for this car at its age and mileage, but ${unrecognised === 1 ? 'one item was' : `${unrecognised} items were`} not recognized (below): ask what ${unrecognised === 1 ? 'it is' : 'they are'} before agreeing.`;
  }
  if (found.length === 0) {
    return 'Nothing on this estimate looks unnecessary for this car at its age and mileage.';
  }
  const single = found.filter((f) => f.job.services.length === 1 && ownPrice(f.job) !== null);
  const items = found.map((f) => {
    const own = ownPrice(f.job);
    const price = own !== null && single.includes(f) ? ` (${dollars(own)})` : '';
    return `${f.item}${price}: ${f.flag.note}`;
  });
  // An item flagged only for its price is still needed: it is bargained down, not left out.
  const left = single.filter((f) => !f.flag.overpriced);
  const savings = sum(left.map((f) => ownPrice(f.job) ?? 0));
  const over = sum(
    single
      .filter((f) => f.flag.overpriced)
      .map((f) => Math.max(0, (ownPrice(f.job) ?? 0) - f.job.fair.total.max)),
  );
  const saved =
    (savings > 0
      ? ` Leaving ${left.length < single.length ? 'out what is not needed' : `${left.length === 1 ? 'it' : 'them'} out`} saves about ${dollars(savings)}.`
      : '') +
    (over > 0 ? ` Paying no more than the fair price saves about ${dollars(over)} more.` : '');
  return `Flagged items. ${items.join(' ')}${saved}`;
}

function pricing(jobs: readonly EstimateJob[]): string | null {
  const priced = jobs.filter((j) => ownPrice(j) !== null);
  const high = priced.filter((j) => !isFairForService(j.services, j.price ?? 0, j.fair.total.max));
  const fair = priced.filter((j) => !high.includes(j));
  // A price under the usual range is worth a question too: it may leave out parts or labour.
  const below = fair.filter((j) => (j.price ?? 0) < j.fair.total.min);
  const within = fair.filter((j) => !below.includes(j));
  const parts = [
    high.length > 0
      ? `Above the fair range: ${list(high)}; ask the shop to explain or match these, or get a second quote.`
      : null,
    within.length > 0 ? `Within the fair range: ${list(within)}.` : null,
    below.length > 0
      ? `Below the usual range: ${list(below)}; ask what it includes, since a low price can leave out parts or labor.`
      : null,
  ];
  return parts.filter((p) => p !== null).join(' ') || null;
}

function questionableText(jobs: readonly EstimateJob[]): string | null {
  if (jobs.length === 0) return null;
  const names = jobs.map((j) => j.line.description).join(', ');
  return `Worth asking about: ${names}. Nothing on the estimate or in your description calls for it (an alignment is needed after pulling, uneven tire wear, new tires or steering and suspension parts); ask to see the readings first.`;
}

function unpriced(lines: readonly EstimateLine[]): string | null {
  if (lines.length === 0) return null;
  const names = lines
    .map((l) => `"${l.description}"${l.amount === null ? '' : ` (${dollars(l.amount)})`}`)
    .join(', ');
  const them = lines.length === 1 ? 'it' : 'them';
  return `Not recognized: ${names}. We could not match ${them} to a known service, so ${them === 'it' ? 'it is' : 'they are'} not judged here; ask the shop what ${them === 'it' ? 'it is' : 'each one is'} and why the car needs ${them}.`;
}

/** Fees are listed as written: the knowledge holds no cited typical figure to judge them by. */
function feesText(fees: readonly EstimateLine[]): string | null {
  if (fees.length === 0) return null;
  const names = fees.map((l) => {
    const charge =
      l.amount !== null ? dollars(l.amount) : l.percent !== null ? `${l.percent}%` : null;
    return charge === null ? l.description : `${l.description} (${charge})`;
  });
  const one = fees.length === 1;
  return `Fees on top of the work: ${names.join(', ')}. ${one ? 'It is' : 'They are'} not a service, so ${one ? 'it is' : 'they are'} not judged against the fair range here; ask what ${one ? 'it covers' : 'they cover'}.`;
}

function list(jobs: readonly EstimateJob[]): string {
  const shown = jobs.slice(0, 5).map((j) => {
    const high = howHigh(j.price ?? 0, j.fair.total.max);
    return `${j.line.description} at ${dollars(j.price ?? 0)} (fair ${dollarRange(j.fair.total)}${high ? `, ${high}` : ''})`;
  });
  return jobs.length > 5 ? `${shown.join(', ')} and ${jobs.length - 5} more` : shown.join(', ');
}

/** Up to this share over the fair maximum a price is "slightly high" (it may still count as fair). */
const SLIGHTLY_OVER = 1.15;
/** From this multiple of the fair maximum, the multiple itself says it best. */
const MULTIPLE_OVER = 1.5;

/** How far a price is over the fair maximum, in words that follow the ratio; null when it is not. */
export function howHigh(price: number, fairMax: number): string | null {
  if (fairMax <= 0 || price <= fairMax) return null;
  const ratio = price / fairMax;
  if (ratio <= SLIGHTLY_OVER) return 'slightly high';
  if (ratio < MULTIPLE_OVER) return 'well above the fair price';
  return `about ${ratio.toFixed(1)}× the fair maximum`;
}

function areaName(location: string | null, state: string | null, dealer: boolean): string {
  const shops = dealer ? "dealers' labor rates" : 'shops';
  if (location) return `${shops} around ${location}`;
  if (state) return `${shops} in ${stateName(state)}`;
  return dealer ? "typical US dealers' labor rates" : 'typical US independent shops';
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
