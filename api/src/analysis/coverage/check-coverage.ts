import type { CoverageCheck, CoverageMatch, IssueType } from '@fairwrench/contracts';
import type { VehicleFacts, VehicleProfile } from '../types';
import { componentsOf } from './components-of';
import { buildRulesOut } from './pattern-build';
import {
  KNOWN_PATTERN,
  type Component,
  type CoverageEntry,
  type CoverageKnowledge,
} from './coverage-knowledge';

/**
 * "Could this be free?": the warranties, recalls and programs that may pay for the repairs an
 * analysis names, for this car, in this state, at this age and mileage. Limits are checked
 * from the model year (the in-service date is usually within a year of it), so a car near a
 * limit is told to check rather than promised anything.
 */

export type CoverageVehicle = VehicleFacts & VehicleProfile;

const KIND_ORDER: readonly CoverageMatch['kind'][] = [
  'recall',
  'extended-warranty',
  'emissions-warranty',
  'battery-warranty',
  'powertrain-warranty',
  'new-vehicle-warranty',
  'adjustment-program',
  'goodwill',
];

export function checkCoverage(
  issueType: IssueType,
  repairs: readonly string[],
  vehicle: CoverageVehicle,
  state: string | null,
  knowledge: CoverageKnowledge,
): CoverageCheck {
  const components = new Set(repairs.flatMap((r) => componentsOf(r, vehicle.powertrain)));
  const named = new Set(repairs);
  const fitting = knowledge.entries.filter(
    (e) => coversCar(e, vehicle, state) && (coversPart(e, components) || namesJob(e, named)),
  );
  const matches = fitting
    .filter((e) => !givesWayToMakersOwn(e, fitting, components))
    .map((e) => (e.kind === KNOWN_PATTERN ? null : toMatch(e, e.kind, vehicle, components)))
    .filter((m): m is CoverageMatch => m !== null);
  const goodwill = goodwillFor(components, vehicle, knowledge, matches);
  const all = [...matches, ...(goodwill ? [goodwill] : [])].sort(
    (a, b) =>
      Number(b.status === 'likely') - Number(a.status === 'likely') ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  return {
    summary: summaryOf(issueType, all, components.size > 0, vehicle),
    matches: all,
    alsoCheck: alsoCheck(vehicle, state, knowledge, all),
  };
}

/**
 * A row for every make and state (most EV makers warrant the battery 8 years/100,000 miles)
 * gives way to the maker's own warranty row of the same kind for the same part, whose terms
 * are the ones that apply. Recalls and state laws always stand on their own.
 */
function givesWayToMakersOwn(
  entry: CoverageEntry,
  fitting: readonly CoverageEntry[],
  components: ReadonlySet<Component>,
): boolean {
  if (!entry.vehicles.makes.includes('*') || entry.states !== null || entry.kind === 'recall') {
    return false;
  }
  const parts = entry.components.filter((c) => components.has(c));
  return fitting.some(
    (own) =>
      own.kind === entry.kind &&
      !own.vehicles.makes.includes('*') &&
      own.components.some((c) => parts.includes(c)),
  );
}

function coversPart(entry: CoverageEntry, components: ReadonlySet<Component>): boolean {
  return entry.components.some((c) => components.has(c));
}

/**
 * A row whose failure pattern names a repair job the analysis names (a brake-light switch
 * recall for the stop-lamp switch job) covers that repair, whatever words the job's name uses.
 */
function namesJob(entry: CoverageEntry, repairs: ReadonlySet<string>): boolean {
  return entry.pattern?.jobs.some((job) => repairs.has(job)) ?? false;
}

function coversCar(entry: CoverageEntry, vehicle: CoverageVehicle, state: string | null): boolean {
  return fitsVehicle(entry, vehicle) && (entry.states === null || (state !== null && entry.states.includes(state)));
}

/**
 * Whether a row's make, model, years, powertrain and (for a pattern) engine or gearbox include
 * this vehicle, states aside.
 */
export function fitsVehicle(
  entry: CoverageEntry,
  vehicle: Pick<CoverageVehicle, 'make' | 'model' | 'year' | 'powertrain' | 'facts'>,
): boolean {
  const v = entry.vehicles;
  const make = vehicle.make.toLowerCase();
  if (!v.makes.includes('*') && !v.makes.some((m) => m.toLowerCase() === make)) return false;
  if (v.models !== null && !v.models.some((m) => sameModel(m, vehicle.model))) return false;
  if (v.fromYear !== null && vehicle.year < v.fromYear) return false;
  if (v.toYear !== null && vehicle.year > v.toYear) return false;
  if (v.powertrains !== null && !v.powertrains.includes(vehicle.powertrain)) return false;
  return !buildRulesOut(entry, vehicle.facts);
}

/**
 * One name starts the other at a word or number boundary: "Bolt EV" covers "Bolt", "Model 3"
 * covers "Model 3 Long Range", "RAV4" covers "RAV4 2.5", but "CX-5" is not the CX-50 and
 * "Prius" is not the "Prius c" typed as "PriusC".
 */
function sameModel(listed: string, model: string): boolean {
  const a = modelWords(listed);
  const b = modelWords(model);
  const [short, long] = a.join('').length <= b.join('').length ? [a, b] : [b, a];
  const head = short.join('');
  if (head.length === 0 || !long.join('').startsWith(head)) return false;
  // The longer name may run on only where one of its words ends ("CR-V" is "CRV" too).
  let end = 0;
  for (const word of long) {
    if (end === head.length) return true;
    end += word.length;
  }
  return end === head.length;
}

/** A model name's words, split where letters meet digits ("F-150" and "F150": f, 150). */
function modelWords(name: string): string[] {
  return name.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
}

/** Whether this car is older or has driven further than the row's limit (unknown miles are not). */
export function pastLimit(
  entry: CoverageEntry,
  vehicle: Pick<CoverageVehicle, 'ageYears' | 'mileage' | 'mileageKnown'>,
): boolean {
  const years = entry.limit?.years ?? null;
  const miles = entry.limit?.miles ?? null;
  return (
    (years !== null && vehicle.ageYears > years) ||
    (miles !== null && vehicle.mileageKnown && vehicle.mileage > miles)
  );
}

function toMatch(
  entry: CoverageEntry,
  kind: CoverageMatch['kind'],
  vehicle: CoverageVehicle,
  components: ReadonlySet<Component>,
): CoverageMatch | null {
  if (pastLimit(entry, vehicle)) return null;
  const limit = entry.limit;
  const years = limit?.years ?? null;
  const miles = limit?.miles ?? null;
  const nearLimit = years !== null && vehicle.ageYears > years - 1;
  const milesUnknown = miles !== null && !vehicle.mileageKnown;
  const certain =
    limit !== null &&
    !nearLimit &&
    !milesUnknown &&
    entry.confirm === undefined &&
    kind !== 'adjustment-program';
  const named = entry.components.filter((c) => components.has(c));
  // Matched by its job alone: every part the row covers is the repair's.
  const parts = (named.length > 0 ? named : entry.components).map(componentName);
  return {
    kind,
    title: entry.title,
    covers: entry.covers,
    appliesBecause: `It covers the ${list(parts)} on ${carsCovered(entry)}; your ${carLabel(vehicle)} is about ${Math.round(vehicle.ageYears)} years old${vehicle.mileageKnown ? ` with ${vehicle.mileage.toLocaleString('en-US')} miles` : ''}.${entry.conditions ? ` ${entry.conditions}` : ''}${entry.confirm ? ` ${entry.confirm}` : ''}`,
    limit: limitText(entry),
    status: certain ? 'likely' : 'check',
    ask: entry.ask,
    source: { name: entry.source.name, url: entry.source.url },
  };
}

/** Goodwill is worth asking for only when nothing stronger covers the part. */
function goodwillFor(
  components: ReadonlySet<Component>,
  vehicle: CoverageVehicle,
  knowledge: CoverageKnowledge,
  matches: readonly CoverageMatch[],
): CoverageMatch | null {
  const rule = knowledge.goodwill;
  const major = rule.components.filter((c) => components.has(c));
  if (major.length === 0 || matches.some((m) => m.status === 'likely')) return null;
  if (vehicle.ageYears > rule.maxAgeYears) return null;
  if (vehicle.mileageKnown && vehicle.mileage > rule.maxMiles) return null;
  const source = rule.sources[0]!;
  return {
    kind: 'goodwill',
    title: rule.title,
    covers: rule.covers,
    appliesBecause: `${withArticle(list(major.map(componentName)))} should rarely fail on a car about ${Math.round(vehicle.ageYears)} years old${vehicle.mileageKnown ? ` with ${vehicle.mileage.toLocaleString('en-US')} miles` : ''}; makers often pay part of such a repair when asked.`,
    limit: `At the maker's discretion; most likely within ${rule.maxAgeYears} years and ${rule.maxMiles.toLocaleString('en-US')} miles.`,
    status: 'check',
    ask: rule.ask,
    source: { name: source.name, url: source.url },
  };
}

function summaryOf(
  issueType: IssueType,
  matches: readonly CoverageMatch[],
  coveredKinds: boolean,
  vehicle: CoverageVehicle,
): string {
  const car = carLabel(vehicle);
  if (matches.length > 0) {
    const likely = matches.filter((m) => m.status === 'likely').length;
    const lead =
      likely > 0
        ? 'This repair may cost you nothing: a warranty or program we know of appears to cover it.'
        : 'This repair may be covered: check the warranties and programs below before you pay.';
    return `${lead} Ask the dealer before paying any shop.`;
  }
  if (issueType === 'collision') {
    return `Collision damage is not covered by the maker's warranties or recalls: the at-fault driver's insurer, or your own collision or comprehensive cover, pays for it. We know of no warranty or recall that changes that for your ${car}.`;
  }
  return coveredKinds
    ? `We know of no warranty, recall or program that covers this repair on your ${car} at its age and mileage. Check open recalls for your VIN before paying.`
    : `This looks like a repair no warranty, recall or program we know of covers on your ${car} at its age and mileage (wear items and most repairs after the first years are the owner's). Check open recalls for your VIN before paying.`;
}

function alsoCheck(
  vehicle: CoverageVehicle,
  state: string | null,
  knowledge: CoverageKnowledge,
  matches: readonly CoverageMatch[],
): string[] {
  const general = knowledge.generalChecks.map((g) => g.text);
  const laws = knowledge.stateLaws
    .filter((l) => state !== null && l.states.includes(state))
    .map((l) => l.text);
  const makersWarranty = matches.some(
    (m) => m.kind === 'new-vehicle-warranty' || m.kind === 'powertrain-warranty',
  );
  const young =
    vehicle.ageYears <= 5 && !makersWarranty
      ? [
          "A car this young may still be under its maker's new-vehicle or powertrain warranty: check the warranty booklet or ask the dealer before paying another shop.",
        ]
      : [];
  return [...young, ...general, ...laws];
}

function limitText(entry: CoverageEntry): string {
  const limit = entry.limit;
  if (limit === null) {
    return entry.kind === 'recall'
      ? 'No time or mileage limit: a recall repair is free at any franchised dealer of the make.'
      : 'Terms vary: ask the dealer for the program on your VIN.';
  }
  const years = limit.years === null ? null : `${limit.years} years`;
  const miles = limit.miles === null ? null : `${limit.miles.toLocaleString('en-US')} miles`;
  if (years && miles) return `${years} or ${miles} from the ${limit.from}, whichever comes first.`;
  if (years) return `${years} from the ${limit.from}, with no mileage limit.`;
  return `${miles} from the ${limit.from}.`;
}

export function carsCovered(entry: CoverageEntry): string {
  const v = entry.vehicles;
  const makes = v.makes.includes('*') ? 'cars' : v.makes.join(' and ');
  const models = v.models === null ? '' : ` ${v.models.slice(0, 4).join(', ')}${v.models.length > 4 ? ' and others' : ''}`;
  const years =
    v.fromYear !== null && v.toYear !== null
      ? `${v.fromYear}-${v.toYear} `
      : v.fromYear !== null
        ? `${v.fromYear}-and-later `
        : '';
  const where =
    entry.states === null
      ? ''
      : ` in ${entry.statesName ?? (entry.states.length === 1 ? entry.states[0] : "states that follow California's rules")}`;
  return `${years}${makes}${models}${where}`;
}

function carLabel(vehicle: CoverageVehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`.trim();
}

const COMPONENT_NAMES: Partial<Record<Component, string>> = {
  'engine-computer': 'engine computer',
  'emission-parts': 'emission parts',
  'evap-system': 'evaporative emission system',
  egr: 'EGR system',
  'diesel-emissions': 'diesel emission system',
  'hybrid-battery': 'hybrid battery',
  'ev-battery': 'traction battery',
  'ev-drive-unit': 'drive unit',
  'hybrid-inverter': 'inverter',
  'onboard-charger': 'on-board charger',
  cvt: 'CVT',
  'dual-clutch-transmission': 'dual-clutch transmission',
  'engine-internal': 'engine',
  'oil-consumption': 'oil consumption',
  'brake-lines': 'brake lines',
  'frame-corrosion': 'frame',
  ac: 'A/C compressor or condenser',
  electrical: 'electrical system',
  'seat-belt': 'seat belt',
  'defective-part': 'failed part',
};

function componentName(c: Component): string {
  return COMPONENT_NAMES[c] ?? c.replace(/-/g, ' ');
}

/** "An engine", "An EGR system", "A CVT", "A transmission". */
function withArticle(phrase: string): string {
  return `${/^([aeio]|EGR|A\/C)/.test(phrase) ? 'An' : 'A'} ${phrase}`;
}

function list(items: readonly string[]): string {
  const unique = [...new Set(items)];
  if (unique.length <= 1) return unique[0] ?? 'part';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}
