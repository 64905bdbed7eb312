import type { VehicleFacts, VehicleProfile } from '../types';
import { matchMake } from './match-make';
import { matchModel } from './match-model';
import { resolvePowertrain } from './powertrain';
import { timingDrive } from './timing-drive';
import type { VehicleKnowledge } from './vehicle-knowledge';
import {
  directInjectionShare,
  injectionByYear,
  mergeFacts,
  mergedPowertrain,
  throttleByYear,
  transmissionsByEra,
} from './merge-facts';
import { steeringType } from './steering-type';
import {
  describedGearbox,
  handAdas,
  handDrives,
  handGearboxes,
  handTurbo,
  saidTurbo,
  turboShare,
} from './build-table';
import type { CarFacts, TransmissionStyle } from './car-facts';
import { describedMileage } from './described-mileage';

/**
 * Miles per year assumed when the owner leaves mileage out. FHWA Highway Statistics (table
 * VM-1) puts the average light-duty vehicle at roughly 11,000-12,000 miles a year; the
 * often-quoted 13,500 is per driver, not per vehicle.
 */
export const MILES_PER_YEAR = 12_000;
export const YEAR_MS = 365.25 * 24 * 3600 * 1000;

export function vehicleProfile(
  facts: VehicleFacts,
  now: Date,
  vehicles: VehicleKnowledge,
  /** The owner's description: it names the powertrain of a car we do not recognise. */
  description = '',
): VehicleProfile {
  const makeMatch = matchMake(facts.make, vehicles);
  const modelText = [makeMatch?.rest, facts.model].filter(Boolean).join(' ').trim();
  const texts = makeMatch?.alias ? [modelText, `${makeMatch.alias} ${modelText}`] : [modelText];
  const make = makeMatch?.make;
  const model = make ? matchModel(make, texts, facts.year) : undefined;
  const looked = vehicles.lookup.lookup({
    year: facts.year,
    make: make?.name ?? facts.make,
    model: modelText,
    vin: facts.vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(facts.vin) ? facts.vin : undefined,
  });
  const written = resolvePowertrain(make, model, modelText, vehicles.powertrainPatterns, {
    text: description,
    patterns: vehicles.descriptionPowertrainPatterns,
  });
  const powertrain = mergedPowertrain(written, looked);
  const timing =
    powertrain === 'ev'
      ? 'none'
      : timingDrive(model?.timing, make?.timing, facts.year, texts.join(' '));
  const ageYears = vehicleAge(facts.year, now);
  const steering = steeringType(
    { powertrain, make: make?.name ?? facts.make, model: facts.model, year: facts.year },
    vehicles.steering,
  );
  const namedGearbox = describedGearbox(description);
  const litres = describedLitres(description);
  const build = { make: make?.name ?? facts.make, model: modelText, year: facts.year, powertrain };
  const built = handBuilt(build, vehicles, namedGearbox, litres);
  const carFacts = narrowedEngine(
    narrowedGearbox(
      mergeFacts(looked, powertrain, model !== undefined, timing, steering, built),
      namedGearbox,
    ),
    litres,
  );
  // Only a guessed petrol car: the owner, the model entry or a decoded VIN said nothing else.
  const dieselPossible =
    written === 'gas' &&
    powertrain === 'gas' &&
    carFacts.fuel.value === null &&
    (looked.fuels?.includes('diesel') ?? false);
  return {
    modelName: facts.model,
    powertrain,
    segment: model?.segment ?? make?.segment ?? 'mainstream',
    timingDrive: timing,
    ageYears,
    ...profileMileage(facts.mileage, description, ageYears),
    recognised: model !== undefined,
    facts: carFacts,
    ...(dieselPossible ? { possiblePowertrains: ['diesel'] as const } : {}),
    // An owner who writes of the turbo (or a supercharger) has said what the engine has.
    ...(carFacts.turbo.value === null && powertrain !== 'ev' && saidTurbo(description) === null
      ? { turboOdds: turboShare(vehicles.build.turbo, facts.year) }
      : {}),
    // A petrol guess that may be the diesel (which injects directly) keeps its odds open.
    ...(carFacts.injection.value === null &&
    powertrain !== 'ev' &&
    !dieselPossible &&
    !SAYS_DIRECT.test(`${modelText} ${description}`)
      ? { injectionOdds: directInjectionShare(facts.year) }
      : {}),
  };
}

/** The owner or the model name says the engine injects directly ("GDI", "EcoBoost", "TFSI"). */
const SAYS_DIRECT = /direct[- ]?injec|\b(gdi|t?fsi|tsi|ecoboost|skyactiv|sidi|d-4s?)\b/i;

type Build = Parameters<typeof handDrives>[1];

/**
 * The facts the hand-written tables give for this build (vPIC's gaps): the model's own line-up
 * first, else what the make could have had in that model year; for a model we do not list, the
 * gearbox the owner's description names. The engine size the description names ("my 2.5L",
 * "the 5.0 V8") picks a mixed line-up's turbo row (turbo.json 'when'), as the same words in the
 * model field do.
 */
function handBuilt(
  build: Build,
  vehicles: VehicleKnowledge,
  namedGearbox: ReturnType<typeof describedGearbox>,
  litres: ReturnType<typeof describedLitres>,
) {
  return {
    transmissions:
      handGearboxes(vehicles.build.transmissions, build) ??
      (namedGearbox ? [namedGearbox] : null) ??
      transmissionsByEra(build.year, build.make, vehicles.transmissionEras),
    turbo: handTurbo(vehicles.build.turbo, { ...build, said: litresSaid(litres) }),
    turboSaid: saidTurbo(build.model),
    drives: handDrives(vehicles.build.drives, build),
    adas: handAdas(vehicles.build.adas, build),
    throttle: throttleByYear(build.year),
    injection: injectionByYear(build.year),
  };
}

/** The mileage the owner gave, else one their description names, else a typical one for the age. */
function profileMileage(given: number | null, description: string, ageYears: number) {
  const described = given === null ? describedMileage(description) : null;
  return {
    mileage: given !== null ? Math.max(0, given) : (described ?? estimatedMileage(ageYears)),
    mileageKnown: given !== null || described !== null,
    ...(described !== null ? { mileageFrom: 'description' as const } : {}),
  };
}

/**
 * A line-up with several gearboxes narrowed to the one the owner's description names ("the
 * dual clutch automatic" of a Tucson sold with a six-speed automatic too); the owner's words
 * are then its source. A VIN-decoded gearbox is the car's own and is kept.
 */
function narrowedGearbox(facts: CarFacts, named: TransmissionStyle | undefined): CarFacts {
  const { value, source } = facts.transmissions;
  if (!named || !value || value.length < 2 || !value.includes(named) || source === 'vin') {
    return facts;
  }
  return { ...facts, transmissions: { value: [named], source: 'description' } };
}

/**
 * Engine sizes the owner names: "the 5.0 V8", "my 3.5L", "2.0T", "5.7 Hemi", "3.6 liter". A
 * bare "5.0" is not enough: it may be a reading, a price or a gauge.
 */
const NAMED_LITRES =
  /\b(\d\.\d)\s*(?:-?\s*(?:l|lit(?:er|re)s?)\b|t\b|v-?(?:6|8|10|12)\b|(?:ecoboost|hemi|vortec|coyote|duramax|powerstroke|power stroke|turbo|diesel|engine|motor)\b)/gi;

/** Engine sizes as a mixed line-up's rows spell them ("2.5 5.0"). */
function litresSaid(litres: readonly number[]): string {
  return litres.map((l) => l.toFixed(1)).join(' ');
}

export function describedLitres(description: string): readonly number[] {
  // "add 1.5 liters of oil", "2.5 litres of coolant": an amount of fluid, not an engine.
  const engines = [...description.matchAll(NAMED_LITRES)].filter(
    (m) => !/^\s*of\b/i.test(description.slice(m.index + m[0].length)),
  );
  return [...new Set(engines.map((m) => Number(m[1])))];
}

/**
 * The engine the owner names ("the 5.0 V8" of an F-150 sold with 2.7, 3.5 and 5.0 L engines),
 * with the owner's words as its source. A size the model year's records lack is still the
 * owner's engine: NHTSA's line-ups are often incomplete. A VIN-decoded engine is kept.
 */
function narrowedEngine(facts: CarFacts, litres: readonly number[]): CarFacts {
  const { value, source } = facts.engines;
  if (litres.length !== 1 || source === 'vin') return facts;
  const named = (value ?? []).filter((e) => e.displacementL === litres[0]);
  const engines =
    named.length > 0 ? named : [{ displacementL: litres[0]!, model: null, cylinders: null }];
  return { ...facts, engines: { value: engines, source: 'description' } };
}

/** Years since 1 January of the model year, to one decimal; never negative. */
export function vehicleAge(year: number, now: Date): number {
  const age = (now.getTime() - Date.UTC(year, 0, 1)) / YEAR_MS;
  return Number.isFinite(age) ? Math.max(0, Math.round(age * 10) / 10) : 0;
}

function estimatedMileage(ageYears: number): number {
  return Math.round((ageYears * MILES_PER_YEAR) / 100) * 100;
}
