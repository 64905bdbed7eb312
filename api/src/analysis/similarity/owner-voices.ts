import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { REPAIR_JOBS_FILE, repairJobsFileSchema } from '../symptoms/repair-jobs';

/**
 * Owner voices (knowledge/owner-voices.json): per repair job, a few short descriptions in the
 * words an owner uses when that fault is present, written by us. Labelled neighbours for the
 * similarity signal, so a job that few real cases name still has owner-worded texts near an
 * owner's words (the job's own description is written as a mechanic would).
 */

export const OWNER_VOICES_FILE = 'owner-voices.json';

const voice = z.string().min(20).max(400);

export const ownerVoicesFileSchema = z.strictObject({
  version: z.string(),
  updated: z.string(),
  description: z.string(),
  licence: z.string(),
  voices: z.record(z.string(), z.array(voice).min(2).max(3)),
});
export type OwnerVoicesFile = z.infer<typeof ownerVoicesFileSchema>;

/**
 * The file's voices, after checking that every job it names is one of `jobs` (the ids of
 * repair-jobs.json; a caller that has them already passes them, not to parse that file twice).
 */
export function loadOwnerVoices(
  jobs: ReadonlySet<string> = new Set(
    loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema).jobs.map((j) => j.id),
  ),
  file: OwnerVoicesFile = loadKnowledge(OWNER_VOICES_FILE, ownerVoicesFileSchema),
): ReadonlyMap<string, readonly string[]> {
  const unknown = Object.keys(file.voices).filter((id) => !jobs.has(id));
  if (unknown.length > 0) {
    throw new Error(`${OWNER_VOICES_FILE}: no such repair job (${unknown.join(', ')})`);
  }
  return new Map(Object.entries(file.voices));
}
