import type { CarFactLine, CarFactTopic } from '@fairwrench/contracts';
import type {
  AdasSensor,
  CarFacts,
  DriveType,
  Electrification,
  EngineFact,
  Fact,
  TimingKind,
  TransmissionStyle,
} from './car-facts';

/**
 * "What we know about your car": the known build facts in an owner's words, in the order a
 * mechanic would ask for them. Unknown facts are left out rather than guessed.
 */
export function carFactLines(facts: CarFacts): CarFactLine[] {
  const lines: CarFactLine[] = [];
  const add = <T>(topic: CarFactTopic, fact: Fact<T>, word: (value: T) => string | null) => {
    if (fact.value === null || fact.source === 'unknown') return;
    const value = word(fact.value);
    if (value) lines.push({ topic, value: value.slice(0, 200), source: fact.source });
  };
  add('powertrain', facts.electrification, (e) => POWERTRAIN[e]);
  // A fully electric car has no engine to describe, turbo or not.
  const engine = facts.electrification.value !== 'BEV';
  if (engine) add('engine', facts.engines, (engines) => engineWords(engines, facts.turbo));
  // Without an engine list, a turbo known from the model (turbo.json) still matters to the owner.
  if (engine && facts.engines.value === null)
    add('engine', facts.turbo, (t) =>
      t ? 'Turbocharged engine' : 'No turbo (naturally aspirated)',
    );
  add('transmission', facts.transmissions, (styles) =>
    styles.length === 0 ? 'Single-speed (no gearbox to service)' : oneOf(styles.map(gearbox)),
  );
  add('drive', facts.drives, (drives) => (drives.length ? oneOf(drives.map(driveWords)) : null));
  add('timing', facts.timing, (t) => TIMING[t]);
  add('steering', facts.steering, (s) =>
    s === 'electric' ? 'Electric power steering (no steering fluid)' : 'Hydraulic power steering',
  );
  add('driver-assistance', facts.adas, ({ standard }) =>
    standard.length ? `Fitted as standard: ${standard.map((s) => SENSOR[s]).join(', ')}` : null,
  );
  return lines;
}

const POWERTRAIN: Readonly<Record<Electrification, string>> = {
  none: 'Combustion engine only',
  HEV: 'Hybrid (engine and electric motor)',
  PHEV: 'Plug-in hybrid',
  BEV: 'Fully electric',
};

const SENSOR: Readonly<Record<AdasSensor, string>> = {
  'forward-camera': 'windshield camera',
  'front-radar': 'front radar',
  'blind-spot-radar': 'blind-spot radar',
  'parking-sensors': 'parking sensors',
  'rear-camera': 'rear-view camera',
  'surround-cameras': 'surround cameras',
};

const TIMING: Readonly<Record<TimingKind, string>> = {
  belt: 'Timing belt (replaced at the maker’s interval)',
  chain: 'Timing chain (no scheduled replacement)',
  none: 'No timing belt or chain (electric motor)',
};

const GEARBOX: Readonly<Record<TransmissionStyle, string>> = {
  'conventional-automatic': 'automatic',
  cvt: 'CVT (continuously variable)',
  'dual-clutch': 'dual-clutch automatic',
  manual: 'manual',
  'hybrid-drive': 'hybrid drive unit (“eCVT”: no belt, clutch or torque converter)',
};

const gearbox = (style: TransmissionStyle): string => GEARBOX[style];

export function driveWords(drive: DriveType): string {
  return drive === 'AWD'
    ? 'all-wheel drive'
    : drive === '4WD'
      ? 'four-wheel drive'
      : drive === 'FWD'
        ? 'front-wheel drive'
        : 'rear-wheel drive';
}

/**
 * "2.0 L 4-cylinder (K20C2), turbocharged" for one engine; the sizes offered ("1.8 L or 2.4 L
 * 4-cylinder") when the model year had several, without vPIC's per-plant engine codes.
 */
function engineWords(engines: readonly EngineFact[], turbo: Fact<boolean>): string | null {
  const named = [...new Set(engines.map(size).filter((e): e is string => e !== null))];
  // Entries vPIC records without a displacement are named together, not guessed.
  const sized = named.filter((e) => e.includes(' L')).slice(0, 4);
  const sizes =
    sized.length === 0 ? named : sized.length < named.length ? [...sized, 'another engine'] : sized;
  const only = engines.length === 1 ? engines[0]! : null;
  const text =
    only && sizes.length === 1 && only.model
      ? `${sizes[0]} (${only.model})`
      : sizes.length
        ? oneOf(sizes.slice(0, 5))
        : null;
  if (!text) return null;
  return turbo.value === true ? `${text}, turbocharged` : text;
}

function size(engine: EngineFact): string | null {
  const litres = engine.displacementL === null ? null : `${engine.displacementL.toFixed(1)} L`;
  const cylinders = engine.cylinders === null ? null : `${engine.cylinders}-cylinder`;
  return [litres, cylinders].filter(Boolean).join(' ') || null;
}

/** One value as it is; several as "a, b or c" with the first letter raised. */
function oneOf(values: readonly string[]): string {
  const unique = [...new Set(values)];
  const text =
    unique.length === 1 ? unique[0]! : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
