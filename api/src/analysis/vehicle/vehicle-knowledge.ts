import { POWERTRAINS, SEGMENTS } from '../types';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { loadBuildTables, type BuildTables } from './build-table';
import { loadSteeringTable, type SteeringTable } from './steering-type';
import { NO_VEHICLE_FACTS, type VehicleFactsLookup } from './vehicle-facts-port';

const powertrain = z.enum(POWERTRAINS);
const segment = z.enum(SEGMENTS);
const years = z.tuple([z.number().int(), z.number().int()]);

const timingRule = z.object({
  years: years.optional(),
  when: z.array(z.string().min(1)).optional(),
  drive: z.enum(['belt', 'chain', 'none', 'unknown']),
  engine: z.string().optional(),
});

const pattern = z.object({ pattern: z.string().min(1), powertrain });

const model = z.object({
  names: z.array(z.string().min(1)).min(1),
  years: years.optional(),
  powertrain: powertrain.optional(),
  segment: segment.optional(),
  timing: z.array(timingRule).optional(),
});

const make = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  segment,
  powertrain,
  powertrainPatterns: z.array(pattern).optional(),
  timing: z.array(timingRule).optional(),
  models: z.array(model),
});

const transmissionEras = z.strictObject({
  about: z.string().min(20),
  noDualClutchBefore: z.number().int(),
  noCvtBefore: z.number().int(),
  noDualClutchMakes: z.array(z.string().min(2)),
  earlyCvtMakes: z.array(z.string().min(2)),
  sources: z.array(z.string().min(10)).min(1),
});

const schema = z.object({
  version: z.string(),
  sources: z.array(z.string()).min(1),
  transmissionEras,
  powertrainPatterns: z.array(pattern),
  /** Words in the owner's description that name the powertrain, for a car we do not recognise. */
  descriptionPowertrainPatterns: z.array(pattern),
  makes: z.array(make).min(1),
});

export type TimingRule = z.infer<typeof timingRule>;
export type TransmissionEras = z.infer<typeof transmissionEras>;
export type PowertrainPattern = z.infer<typeof pattern>;
export type ModelEntry = z.infer<typeof model>;
export type MakeEntry = z.infer<typeof make>;

export type VehicleFile = z.infer<typeof schema>;

/** vehicles.json with its make lookup: every make name and alias, compacted. */
export interface VehicleKnowledge extends VehicleFile {
  readonly makeIndex: ReadonlyMap<string, { readonly make: MakeEntry; readonly alias: string }>;
  /** Power-steering type by model (steering.json). */
  readonly steering: SteeringTable;
  /** Gearbox styles and turbo by model (transmissions.json, turbo.json). */
  readonly build: BuildTables;
  /** Build facts from a vehicle database (vPIC), or none. */
  readonly lookup: VehicleFactsLookup;
}

/** Loads and validates vehicles.json and indexes its makes (once, at start-up). */
export function loadVehicleKnowledge(
  lookup: VehicleFactsLookup = NO_VEHICLE_FACTS,
): VehicleKnowledge {
  const file = loadKnowledge('vehicles.json', schema);
  const makeIndex = new Map<string, { make: MakeEntry; alias: string }>();
  for (const make of file.makes) {
    makeIndex.set(compact(make.name), { make, alias: '' });
    for (const alias of make.aliases ?? []) makeIndex.set(compact(alias), { make, alias });
  }
  return { ...file, makeIndex, steering: loadSteeringTable(), build: loadBuildTables(), lookup };
}

/** Lower-case letters and digits only, so 'F-150', 'f150' and 'F 150' compare equal. */
export function compact(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}
