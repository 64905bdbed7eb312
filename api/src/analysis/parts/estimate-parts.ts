import type { PartsResults, ReplacementPart } from '@fairwrench/contracts';
import type { CostContext, Money } from '../types';
import { withPartsNamedInside } from './car-requirements';
import { engineCylinders, forEngine } from './engine-size';
import { expandMention, type PartLine } from './expand-mention';
import { findPartMentions, type PartMention } from './find-parts';
import { fitsPowertrain, type PartsKnowledge } from './parts-catalogue';
import { priceLine } from './price-line';
import { checkQuote, quotedPrice } from './quoted-price';
import { readQuantity, type Axle, type QuantityContext } from './read-quantity';
import { unrecognisedLine, unrecognisedNames } from './unrecognised-parts';
import type { PricedVehicle } from './vehicle-input';

export type PartsReplacement = PartsResults['partsReplacement'];

const ALIGNMENT_ID = 'wheel-alignment';
const BRAKES = 'brakes';
const PADS_ID = 'brake-pads';
const ROTORS_ID = 'rotors';
const BRAKE_JOB_ID = 'brake-job';
/**
 * "The brakes need replacing … over $600 for all four wheels", "a four-wheel brake job": the
 * owner gives the scope once, apart from the part, and it holds for every part priced per axle.
 */
const EVERY_WHEEL = /\b(?:all (?:four|4) (?:wheels|corners)|(?:four|4) wheel brake)/;

/**
 * The parts-replacement estimate: finds the parts the owner names (typos, plurals, counts,
 * axles and sides), prices each for this vehicle and place, adds the alignment that steering
 * and suspension work needs, explains parts the powertrain does not have, and labels names
 * it does not know. The total is the exact sum of the lines.
 */
export function estimateParts(
  text: string,
  vehicle: PricedVehicle,
  ctx: CostContext,
  catalogue: PartsKnowledge,
): PartsReplacement {
  const keep = vehicleWords(vehicle);
  const normalized = catalogue.normalize(text, keep);
  const found = findPartMentions(normalized, vehicle, catalogue);
  const cylinders = engineCylinders(vehicle, text);
  const everyWheel = EVERY_WHEEL.test(normalized);
  const fitting = withPartsNamedInside(normalized, found.wanted, vehicle, catalogue);
  const mentions = withoutIncluded(normalized, fitting, everyWheel).map((m) => ({
    ...m,
    part: forEngine(m.part, cylinders),
  }));
  const quantities = mentions.map((_, i) => quantityAt(normalized, mentions, i));
  const lines = withoutIncludedLines(
    withBrakeJobs(mergeLines(expandMentions(mentions, quantities, everyWheel)), catalogue),
  );
  const priced = [...lines, ...alignmentFor(lines, vehicle, catalogue)].map((l) =>
    priceLine(l, vehicle, ctx),
  );
  // A part a job includes was read, priced inside the job: no unknown name.
  const unknown = unrecognisedNames(normalized, [...fitting, ...found.ruledOut], keep).map((name) =>
    unrecognisedLine(`"${name}"`, ctx, catalogue),
  );
  const parts = [...priced, ...unknown];
  if (parts.length === 0) parts.push(unrecognisedLine(fallbackLabel(text), ctx, catalogue));
  const testFirst = [
    ...new Set(lines.flatMap((l) => (l.part.testFirst ? [l.part.testFirst] : []))),
  ];
  const totalEstimate = sum(parts);
  const quoted = quotedPrice(text);
  return {
    parts,
    totalEstimate,
    ...(testFirst.length > 0 ? { testFirst } : {}),
    // Nothing priced (a belt kit for a chain engine) is no range to hold a quote against.
    ...(quoted === null || totalEstimate.max === 0
      ? {}
      : { quoteCheck: checkQuote(quoted, totalEstimate, ctx.dealer ?? false) }),
  };
}

/** Each mention as its lines, placed on the axles the owner gave the brake work or the car. */
function expandMentions(
  mentions: readonly PartMention[],
  quantities: readonly QuantityContext[],
  everyWheel: boolean,
): PartLine[] {
  return mentions.flatMap((m, i) => {
    const q = quantities[i] ?? readQuantity('', '');
    const unplaced = m.part.rear !== undefined && q.axles.length === 0;
    if (everyWheel && unplaced) return expandMention(m.part, m.plural, { ...q, all: true });
    // "the right rear caliper had seized … replace the caliper and the pads": the same axle.
    const axle = m.part.category === BRAKES ? brakeAxleBefore(mentions, quantities, i) : null;
    const placed = unplaced && axle !== null ? { ...q, axles: [axle] } : q;
    return expandMention(m.part, m.plural, placed);
  });
}

/**
 * "Timing belt and water pump … skip the water pump", "front brakes, pads and rotors": a part
 * that a job named beside it includes is priced once, as the job. A part priced per axle that
 * the owner placed ("rear pads", "brakes all around") is kept here and weighed axle by axle
 * (withoutIncludedLines): "front pads and rotors, and rear pads" still buys the rear pads.
 */
function withoutIncluded(
  text: string,
  mentions: readonly PartMention[],
  everyWheel: boolean,
): PartMention[] {
  const included = new Set(mentions.flatMap((m) => m.part.includes ?? []));
  const placed = (m: PartMention, i: number) => {
    if (m.part.rear === undefined) return false;
    const q = quantityAt(text, mentions, i);
    return q.axles.length > 0 || q.all || everyWheel;
  };
  return mentions.filter((m, i) => !included.has(m.part.id) || placed(m, i));
}

/** A line that a job on the same axle (or a job for the whole car) includes is no second line. */
function withoutIncludedLines(lines: readonly PartLine[]): PartLine[] {
  const covers = (job: PartLine, line: PartLine) =>
    job !== line &&
    (job.part.includes ?? []).includes(line.part.id) &&
    (job.axle === null || job.axle === line.axle);
  return lines.filter((line) => !lines.some((job) => covers(job, line)));
}

function quantityAt(text: string, mentions: readonly PartMention[], i: number): QuantityContext {
  const m = mentions[i];
  if (!m) return readQuantity('', '');
  const next = mentions[i + 1];
  const from = Math.max(mentions[i - 1]?.end ?? 0, lastBreak(text, m.start));
  const breakAfter = nextBreak(text, m.end);
  const nextPartFollows = next !== undefined && next.start <= breakAfter;
  const to = nextPartFollows ? next.start : breakAfter;
  return readQuantity(text.slice(from, m.start), text.slice(m.end, to), nextPartFollows);
}

function lastBreak(text: string, before: number): number {
  const head = text.slice(0, before);
  return Math.max(head.lastIndexOf('.'), head.lastIndexOf(',')) + 1;
}

function nextBreak(text: string, after: number): number {
  const found = text.slice(after).search(/[.,]/);
  return found < 0 ? text.length : after + found;
}

/**
 * A part named twice ("brake pads ... the pads") is one line, at the larger count; a vague
 * mention ("headlight bulb") gives way to a placed one ("drivers side low beam") unless it
 * counts more ("four tires" and "the right rear tire" are the set of four).
 */
function mergeLines(lines: readonly PartLine[]): PartLine[] {
  const byKey = new Map<string, PartLine>();
  for (const line of lines) {
    const key = `${line.part.id}|${line.axle ?? ''}|${line.side ?? ''}`;
    const seen = byKey.get(key);
    if (!seen || seen.qty < line.qty) byKey.set(key, line);
  }
  const all = [...byKey.values()];
  const vaguer = (a: PartLine, b: PartLine) =>
    a !== b &&
    a.part.id === b.part.id &&
    (a.axle === null || a.axle === b.axle) &&
    (a.side === null || a.side === b.side) &&
    (a.axle !== b.axle || a.side !== b.side);
  // "new tires … arrived with a flat right rear tire": a set that counts more covers the one.
  const covered = (line: PartLine, other: PartLine) =>
    vaguer(line, other) ? line.qty <= other.qty : vaguer(other, line) && other.qty > line.qty;
  return all.filter((line) => !all.some((other) => covered(line, other)));
}

/**
 * The one axle the owner has placed the brake work on before mention i ("the right rear caliper
 * froze"): brake parts named after it without an axle ("replace the caliper and the pads") are
 * on it too. A part named first ("pads and rear rotors") keeps the usual front axle.
 */
function brakeAxleBefore(
  mentions: readonly PartMention[],
  quantities: readonly QuantityContext[],
  i: number,
): Axle | null {
  const axles = new Set<Axle>();
  mentions.slice(0, i).forEach((m, j) => {
    if (m.part.category !== BRAKES) return;
    for (const axle of quantities[j]?.axles ?? []) axles.add(axle);
  });
  return axles.size === 1 ? ([...axles][0] ?? null) : null;
}

/**
 * Pads and rotors named apart on the same axle ("new pads … the rotors too") are one brake
 * job: the wheel comes off and the caliper is unbolted once, so the hours are not paid twice.
 */
function withBrakeJobs(lines: readonly PartLine[], catalogue: PartsKnowledge): PartLine[] {
  const job = catalogue.data.parts.find((p) => p.id === BRAKE_JOB_ID);
  if (!job) return [...lines];
  const onAxle = (id: string, axle: Axle | null) =>
    lines.find((l) => l.part.id === id && l.axle === axle);
  const jobAxles = new Set(lines.flatMap((l) => (l.part.id === BRAKE_JOB_ID ? [l.axle] : [])));
  const paired = (l: PartLine) =>
    (l.part.id === PADS_ID || l.part.id === ROTORS_ID) &&
    !jobAxles.has(l.axle) &&
    onAxle(PADS_ID, l.axle) !== undefined &&
    onAxle(ROTORS_ID, l.axle) !== undefined;
  return lines.flatMap((l) => {
    if (!paired(l)) return [l];
    return l.part.id === PADS_ID ? [{ part: job, axle: l.axle, side: null, qty: 1 }] : [];
  });
}

function alignmentFor(
  lines: readonly PartLine[],
  vehicle: PricedVehicle,
  catalogue: PartsKnowledge,
): PartLine[] {
  const needs = lines.some(
    (l) => l.part.addsAlignment && fitsPowertrain(l.part, vehicle.powertrain),
  );
  const has = lines.some((l) => l.part.id === ALIGNMENT_ID);
  const part = catalogue.data.parts.find((p) => p.id === ALIGNMENT_ID);
  if (!needs || has || !part) return [];
  const name = `${part.name} (needed after steering or suspension work)`;
  return [{ part: { ...part, name }, axle: null, side: null, qty: 1 }];
}

function vehicleWords(vehicle: PricedVehicle): string[] {
  return `${vehicle.make} ${vehicle.model}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function fallbackLabel(text: string): string {
  const snippet = text.trim().replace(/\s+/g, ' ');
  if (snippet.length === 0) return 'No part named';
  return `"${snippet.length > 40 ? `${snippet.slice(0, 40)}…` : snippet}"`;
}

function sum(parts: readonly ReplacementPart[]): Money {
  return parts.reduce(
    (total, p) => ({ min: total.min + p.totalCost.min, max: total.max + p.totalCost.max }),
    { min: 0, max: 0 },
  );
}
