import type { ServiceVerdict } from '@fairwrench/contracts';
import type { EstimateJob } from './estimate-jobs';
import type { Flag } from './flag-context';
import type { Finding } from './review-findings';

/**
 * The label a line gets in the services table. A flag outranks the price: a line the review
 * says to decline is not "fair" however cheap it is, so the table never contradicts the
 * flagged items below it. With several flags on one line, the firmest reason wins.
 */
const FIRMNESS: readonly ServiceVerdict[] = [
  'not-applicable',
  'not-needed',
  'premature',
  'ask-first',
  'above-fair',
];

export function lineVerdict(
  job: EstimateJob,
  findings: readonly Finding[],
  priceFair: boolean,
  questioned = false,
): ServiceVerdict {
  const labels = findings.filter((f) => f.job === job).map((f) => labelOf(f.flag));
  if (!priceFair) labels.push('above-fair');
  if (questioned) labels.push('ask-first');
  return FIRMNESS.find((v) => labels.includes(v)) ?? 'fair';
}

function labelOf(flag: Flag): ServiceVerdict {
  if (flag.overpriced) return 'above-fair';
  return flag.kind ?? 'not-needed';
}
