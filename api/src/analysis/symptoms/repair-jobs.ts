import { POWERTRAINS } from '../types';
import { URGENCY_TIMEFRAMES } from '@fairwrench/contracts';
import { z } from 'zod';
import { cueName, type CueVocabulary } from '../text/cue-vocabulary';
import { loadKnowledge } from '../knowledge-loader';

/**
 * The symptom knowledge base: repair jobs with the cues owners use to describe them. The data
 * lives in knowledge/repair-jobs.json (provenance in knowledge/SOURCES.md); this file is its
 * contract, so a bad edit to the data fails at load instead of skewing diagnoses silently.
 */

export const REPAIR_SYSTEMS = [
  'brakes',
  'suspension_steering',
  'engine',
  'ignition',
  'fuel',
  'cooling',
  'charging_starting',
  'transmission_clutch',
  'exhaust_emissions',
  'hvac',
  'electrical',
  'tires_wheels',
  'ev_hybrid',
  'body',
] as const;
export type RepairSystem = (typeof REPAIR_SYSTEMS)[number];

/** Exact ('P0420'), range within one letter ('P0300-P0308') or family ('P030X'). */
const EXACT_CODE = /^[PBCU][0-9A-F]{4}$/;
const FAMILY_CODE = /^[PBCU][0-9A-F]{3}X$/;
export function isCodePattern(pattern: string): boolean {
  if (EXACT_CODE.test(pattern) || FAMILY_CODE.test(pattern)) return true;
  const [from, to, ...rest] = pattern.split('-');
  if (!from || !to || rest.length > 0) return false;
  return EXACT_CODE.test(from) && EXACT_CODE.test(to) && from[0] === to[0] && from <= to;
}

const range = (max: number) =>
  z
    .strictObject({ min: z.number().min(0).max(max), max: z.number().min(0).max(max) })
    .refine((r) => r.min <= r.max, 'min must not exceed max');

/** P(owner mentions the cue | this job is the cause); cues missing from cues.json are rejected at load. */
const cueLikelihoods = z.record(cueName, z.number().min(0.05).max(0.95)).refine((cues) => {
  const count = Object.keys(cues).length;
  return count >= 3 && count <= 10;
}, 'a job needs 3 to 10 cues');

/** Vehicle features a job can need (issue 29 item 2); vehicle facts rule a job out when one is known absent. */
export const VEHICLE_FEATURES = [
  'combustion-engine',
  'high-voltage-battery',
  'diesel',
  'turbo',
  'timing-belt',
  'timing-chain',
  'hydraulic-power-steering',
  'electric-power-steering',
  'conventional-automatic',
  'cvt',
  'dual-clutch',
  'manual-transmission',
  'awd-or-4wd',
  'driven-rear-axle',
  'sliding-doors',
  'idle-air-valve',
  'direct-injection',
] as const;
export type VehicleFeature = (typeof VEHICLE_FEATURES)[number];
const feature = z.enum(VEHICLE_FEATURES);
/** Every element must hold: a feature, or a list of features of which any one will do. */
export const requirementsSchema = z.array(z.union([feature, z.array(feature).min(2)])).min(1);

export const repairJobSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  name: z.string().min(3),
  system: z.enum(REPAIR_SYSTEMS),
  description: z.string().min(20),
  powertrains: z.array(z.enum(POWERTRAINS)).min(1),
  prevalence: z.number().min(1).max(10),
  typicalMileage: range(500_000).nullable(),
  /** For parts that age more than they wear (batteries, rubber, refrigerant seals). */
  typicalAgeYears: range(40).optional(),
  cues: cueLikelihoods,
  codes: z.array(z.string().refine(isCodePattern, 'not an OBD-II code or code range')),
  partsCost: range(50_000),
  laborHours: range(60),
  urgency: z.strictObject({
    level: z.enum(['High', 'Medium', 'Low']),
    timeframe: z.enum(URGENCY_TIMEFRAMES),
  }),
  sources: z.array(z.string().min(3)).min(1),
  requires: requirementsSchema.optional(),
});
export type RepairJob = z.infer<typeof repairJobSchema>;

export const repairJobsFileSchema = z
  .strictObject({
    version: z.string(),
    updated: z.string(),
    description: z.string(),
    units: z.record(z.string(), z.string()),
    jobs: z.array(repairJobSchema).min(1),
  })
  .refine((file) => new Set(file.jobs.map((j) => j.id)).size === file.jobs.length, {
    message: 'job ids must be unique',
  });

export const REPAIR_JOBS_FILE = 'repair-jobs.json';

/**
 * Owners often say "a noise", "a smell" or "a warning light" without saying which. Each such
 * family has an `unspecified` cue whose likelihood is derived, never written: the highest of
 * the job's own cues of that family (a job that makes no noise gets the unlisted default), so
 * "a weird noise" favours the jobs that make noises without favouring any one kind.
 */
export const UNSPECIFIED_FAMILIES = ['noise', 'smell', 'light'] as const;
const NOT_A_KIND = new Set(['noise:none']);

export function withUnspecifiedCues(job: RepairJob): RepairJob {
  const derived: Record<string, number> = {};
  for (const family of UNSPECIFIED_FAMILIES) {
    const unspecified = `${family}:unspecified`;
    const kinds = Object.entries(job.cues).filter(
      ([id]) => id.startsWith(`${family}:`) && id !== unspecified && !NOT_A_KIND.has(id),
    );
    if (kinds.length > 0) derived[unspecified] = Math.max(...kinds.map(([, p]) => p ?? 0));
  }
  return { ...job, cues: { ...job.cues, ...derived } };
}

/** Loaded and validated at start-up; analyses then read it without I/O. */
export function loadRepairJobs(cues: CueVocabulary): readonly RepairJob[] {
  const { jobs } = loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema);
  const written = jobs.flatMap((job) =>
    Object.keys(job.cues)
      .filter((id) => id.endsWith(':unspecified'))
      .map((id) => `${job.id}: ${id}`),
  );
  if (written.length > 0) {
    throw new Error(
      `${REPAIR_JOBS_FILE}: unspecified cues are derived, not listed (${written.join(', ')})`,
    );
  }
  cues.check(
    REPAIR_JOBS_FILE,
    jobs.flatMap((job) => Object.keys(job.cues)),
  );
  cues.check(
    'the derived cues',
    UNSPECIFIED_FAMILIES.map((family) => `${family}:unspecified`),
  );
  return Object.freeze(jobs.map(withUnspecifiedCues));
}
