import { midpoint, type FairPrice } from './fair-price';
import type { ServiceMatch } from './match-services';
import type { EstimateLine } from './parse-estimate';

/**
 * Shares labour lines and loose parts among the jobs they belong to. A group is the run of
 * items above a labour line; its labour goes to the repairs in it by book hours, loose parts
 * by parts cost. Labour with no job above it goes to the parts-only lines.
 */

export interface Draft {
  readonly line: EstimateLine;
  readonly matches: readonly ServiceMatch[];
  readonly fair: FairPrice;
  shared: number;
}

export interface Group {
  readonly drafts: Draft[];
  labor: number;
  looseParts: number;
  closed: boolean;
}

export function shareGroup(group: Group): void {
  if (group.drafts.length === 0) return;
  const takers = labourTakers(group.drafts);
  share(takers, group.labor, (d) => midpoint(d.fair.hours));
  share(takers, group.looseParts, (d) => midpoint(d.fair.parts));
  group.labor = 0;
  group.looseParts = 0;
}

/** Labour written before any job, or left with no job above it, goes to parts-only lines. */
export function shareLeftoverLabor(groups: readonly Group[]): void {
  const leftover = groups.reduce((sum, g) => sum + g.labor, 0);
  const drafts = groups.flatMap((g) => g.drafts);
  const partsOnly = drafts.filter((d) => d.line.kind === 'part');
  share(
    partsOnly.length > 0 ? partsOnly : drafts.filter((d) => d.line.amount === null),
    leftover,
    (d) => midpoint(d.fair.hours),
  );
}

/** Flat-priced services (an oil change) already include their labour; repairs take the share. */
function labourTakers(drafts: readonly Draft[]): Draft[] {
  const repairs = drafts.filter(
    (d) => d.line.kind === 'part' || d.matches.some((m) => m.service.pricing === 'job'),
  );
  return repairs.length > 0 ? repairs : [...drafts];
}

function share(drafts: readonly Draft[], amount: number, weight: (d: Draft) => number): void {
  if (amount <= 0 || drafts.length === 0) return;
  const weights = drafts.map((d) => Math.max(weight(d), 0.01));
  const sum = weights.reduce((a, b) => a + b, 0);
  drafts.forEach((d, i) => {
    d.shared += (amount * (weights[i] ?? 0)) / sum;
  });
}
