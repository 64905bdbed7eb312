import { VEHICLE_FEATURES } from '../symptoms/repair-jobs';
import type { CarFacts } from './car-facts';

/** The one vocabulary repair jobs use in "requires" (issue 29 item 2), declared with the job schema. */
export const FEATURES = VEHICLE_FEATURES;
export type Feature = (typeof FEATURES)[number];

/** Each element must hold; an element that is a list holds when any of its features does. */
export type Requirement = Feature | readonly Feature[];

export type FeatureState = 'present' | 'absent' | 'unknown';

const TRANSMISSION: Partial<Record<Feature, string>> = {
  'conventional-automatic': 'conventional-automatic',
  cvt: 'cvt',
  'dual-clutch': 'dual-clutch',
  'manual-transmission': 'manual',
};

function fromList<T>(list: readonly T[] | null, has: (v: T) => boolean): FeatureState {
  if (list === null) return 'unknown';
  if (list.length > 0 && list.every(has)) return 'present';
  return list.some(has) ? 'unknown' : 'absent';
}

/** What the car's facts say about one feature; only a definite 'absent' rules a job out. */
export function featureState(facts: CarFacts, feature: Feature): FeatureState {
  const e = facts.electrification.value;
  switch (feature) {
    case 'combustion-engine':
      return e === null ? 'unknown' : e === 'BEV' ? 'absent' : 'present';
    case 'high-voltage-battery':
      return e === null ? 'unknown' : e === 'none' ? 'absent' : 'present';
    case 'diesel':
      return facts.fuel.value === null
        ? 'unknown'
        : facts.fuel.value === 'diesel'
          ? 'present'
          : 'absent';
    case 'turbo':
      return facts.turbo.value === null ? 'unknown' : facts.turbo.value ? 'present' : 'absent';
    case 'timing-belt':
    case 'timing-chain': {
      const t = facts.timing.value;
      if (t === null) return 'unknown';
      return t === (feature === 'timing-belt' ? 'belt' : 'chain') ? 'present' : 'absent';
    }
    case 'hydraulic-power-steering':
    case 'electric-power-steering': {
      const s = facts.steering.value;
      if (s === null) return 'unknown';
      return s === (feature === 'electric-power-steering' ? 'electric' : 'hydraulic')
        ? 'present'
        : 'absent';
    }
    case 'awd-or-4wd':
      return fromList(facts.drives.value, (d) => d === 'AWD' || d === '4WD');
    case 'driven-rear-axle':
      return fromList(facts.drives.value, (d) => d !== 'FWD');
    case 'sliding-doors':
      return fromList(facts.bodies.value, (b) => b === 'minivan');
    case 'idle-air-valve': {
      const t = facts.throttle.value;
      return t === null ? 'unknown' : t === 'cable' ? 'present' : 'absent';
    }
    case 'direct-injection': {
      const i = facts.injection.value;
      return i === null ? 'unknown' : i === 'direct' ? 'present' : 'absent';
    }
    default:
      return fromList(facts.transmissions.value, (t) => t === TRANSMISSION[feature]);
  }
}

function requirementState(facts: CarFacts, requirement: Requirement): FeatureState {
  const states = (typeof requirement === 'string' ? [requirement] : requirement).map((f) =>
    featureState(facts, f),
  );
  if (states.includes('present')) return 'present';
  return states.every((s) => s === 'absent') ? 'absent' : 'unknown';
}

/** 'absent': the car cannot have this job. 'unknown': possible, to be worded conditionally. */
export function requirementsState(
  facts: CarFacts,
  requires: readonly Requirement[] | undefined,
): FeatureState {
  const states = (requires ?? []).map((r) => requirementState(facts, r));
  if (states.includes('absent')) return 'absent';
  return states.includes('unknown') ? 'unknown' : 'present';
}

const CONDITION: Readonly<Record<Feature, string>> = {
  'combustion-engine': 'your car has a combustion engine',
  'high-voltage-battery': 'your car is a hybrid or electric',
  diesel: 'your engine is a diesel',
  turbo: 'your engine has a turbo',
  'timing-belt': 'your engine has a timing belt (not a chain)',
  'timing-chain': 'your engine has a timing chain',
  'hydraulic-power-steering': 'your car has hydraulic (fluid) power steering',
  'electric-power-steering': 'your car has electric power steering',
  'conventional-automatic': 'your car has a conventional automatic gearbox',
  cvt: 'your car has a CVT',
  'dual-clutch': 'your car has a dual-clutch gearbox',
  'manual-transmission': 'your car has a manual gearbox',
  'awd-or-4wd': 'your car has all-wheel or four-wheel drive',
  'driven-rear-axle': 'your car drives its rear wheels',
  'sliding-doors': 'your van has power sliding doors',
  'idle-air-valve': 'your engine has a separate idle-air control valve (older engines)',
  'direct-injection':
    'your engine has direct fuel injection (a diesel, or most gasoline engines from the 2010s on)',
};

/** "If your engine has a turbo: " for the requirements the facts cannot confirm; '' otherwise. */
export function conditionalPrefix(
  facts: CarFacts,
  requires: readonly Requirement[] | undefined,
): string {
  const open = (requires ?? []).filter((r) => requirementState(facts, r) === 'unknown');
  if (open.length === 0) return '';
  const said = open.map((r) => (typeof r === 'string' ? CONDITION[r] : anyOf(r)));
  return `If ${said.join(' and ')}: `;
}

const GEARBOX_NOUN: Partial<Record<Feature, string>> = {
  'conventional-automatic': 'a conventional automatic',
  cvt: 'a CVT',
  'dual-clutch': 'a dual-clutch',
  'manual-transmission': 'a manual',
};

// "your car has a conventional automatic or a CVT gearbox", not three "your car has" in a row.
function anyOf(features: readonly Feature[]): string {
  const nouns = features.map((f) => GEARBOX_NOUN[f]);
  if (nouns.some((n) => n === undefined)) return features.map((f) => CONDITION[f]).join(' or ');
  const last = nouns.pop();
  return `your car has ${nouns.length ? `${nouns.join(', ')} or ${last}` : last} gearbox`;
}
