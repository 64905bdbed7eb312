import { COVERAGE_KINDS } from '@fairwrench/contracts';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { POWERTRAINS } from '../types';

/**
 * Warranties, recalls and programs that may pay for a repair (knowledge/coverage.json): which
 * vehicles and parts each covers, its limits and its source. Loaded and validated at start-up.
 */

export const COMPONENTS = [
  'catalytic-converter',
  'engine-computer',
  'emission-parts',
  'oxygen-sensor',
  'evap-system',
  'egr',
  'diesel-emissions',
  'hybrid-battery',
  'ev-battery',
  'ev-drive-unit',
  'hybrid-inverter',
  'onboard-charger',
  'transmission',
  'cvt',
  'dual-clutch-transmission',
  'engine-internal',
  'oil-consumption',
  'turbocharger',
  'fuel-pump',
  'fuel-injector',
  'airbag',
  'ignition-switch',
  'brake-lines',
  'brakes',
  'frame-corrosion',
  'steering',
  'suspension',
  'timing-chain',
  'water-pump',
  'head-gasket',
  'electrical',
  'ac',
  'infotainment',
  'headlights',
  'body-corrosion',
  'seat-belt',
  /** Any part that fails from a defect, not wear, maintenance or outside harm (new-car warranty). */
  'defective-part',
] as const;
export type Component = (typeof COMPONENTS)[number];

const source = z.strictObject({ name: z.string().min(3), url: z.url() });

/** A row that documents a failure pattern without a program that pays for it. */
export const KNOWN_PATTERN = 'known-pattern';
const ENTRY_KINDS = [...COVERAGE_KINDS, KNOWN_PATTERN] as const;

/**
 * A documented failure pattern of the vehicles a row covers: the repair jobs whose symptoms
 * it explains and how it is worded to the owner. Used as a prior in ranking (issue 29 item 3).
 */
const patternSchema = z.strictObject({
  jobs: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
  /** Plain words, read after "Known on <years> <make> <models>: ". */
  failure: z.string().min(10),
  /** The engine or gearbox the pattern belongs to, when the row's models also had others. */
  powertrain: z.string().min(2).optional(),
});

const entrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  kind: z.enum(ENTRY_KINDS),
  title: z.string().min(5),
  covers: z.string().min(5),
  components: z.array(z.enum(COMPONENTS)).min(1),
  vehicles: z.strictObject({
    /** "*" for every make. */
    makes: z.array(z.string().min(1)).min(1),
    models: z.array(z.string().min(1)).nullable(),
    fromYear: z.int().nullable(),
    toYear: z.int().nullable(),
    powertrains: z.array(z.enum(POWERTRAINS)).nullable(),
  }),
  /** Two-letter states where it applies; null for the whole US. */
  states: z.array(z.string().regex(/^[A-Z]{2}$/)).nullable(),
  /** What those states are called, when they are not California's rules ("salt-belt states"). */
  statesName: z.string().min(3).optional(),
  /** null: no time or mileage limit (a recall), or none the source confirms. */
  limit: z
    .strictObject({
      years: z.number().positive().nullable(),
      miles: z.number().positive().nullable(),
      from: z.string().min(3),
    })
    .nullable(),
  conditions: z.string(),
  /** Something the owner must confirm that we cannot know (a PZEV label, a program still open). */
  confirm: z.string().min(10).optional(),
  ask: z.string().min(10),
  source: source.extend({ checked: z.string() }),
  pattern: patternSchema.optional(),
});
export type CoverageEntry = z.infer<typeof entrySchema>;

export const coverageFileSchema = z.strictObject({
  version: z.string(),
  description: z.string(),
  generalChecks: z.array(z.strictObject({ text: z.string().min(10), source })).min(1),
  stateLaws: z.array(
    z.strictObject({ states: z.array(z.string().regex(/^[A-Z]{2}$/)), text: z.string(), source }),
  ),
  /** When to suggest asking for goodwill: a major part failing on a car this young. */
  goodwill: z.strictObject({
    components: z.array(z.enum(COMPONENTS)).min(1),
    maxAgeYears: z.number().positive(),
    maxMiles: z.number().positive(),
    title: z.string().min(5),
    covers: z.string().min(5),
    ask: z.string().min(10),
    sources: z.array(source).min(1),
  }),
  entries: z
    .array(entrySchema)
    .min(1)
    .refine((e) => new Set(e.map((x) => x.id)).size === e.length, 'ids must be unique'),
});
export type CoverageKnowledge = z.infer<typeof coverageFileSchema>;

export function loadCoverageKnowledge(): CoverageKnowledge {
  return loadKnowledge('coverage.json', coverageFileSchema);
}
