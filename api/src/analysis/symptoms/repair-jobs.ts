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

/** Loaded and validated at start-up; analyses then read it without I/O. */
export function loadRepairJobs(cues: CueVocabulary): readonly RepairJob[] {
  const { jobs } = loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema);
  cues.check(
    REPAIR_JOBS_FILE,
    jobs.flatMap((job) => Object.keys(job.cues)),
  );
  return Object.freeze(jobs);
}
