import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * The cue vocabulary (knowledge/cues.json): every fact the reader can find in an owner's
 * words. It is data a mechanic can extend; the lexicon, the repair jobs, the safety signs and
 * the follow-up questions name cues, and each is checked against this list when it loads, so
 * a misspelt cue fails at start-up instead of silently never matching.
 */

export const CUE_FAMILIES = [
  'noise',
  'smell',
  'fluid',
  'condition',
  'location',
  'symptom',
  'light',
  'context',
] as const;

/** A name from knowledge/cues.json, `family:name`; membership is checked at load. */
export type CueId = string;

/** The shape of a cue name; whether the vocabulary holds it is `CueVocabulary.check`'s job. */
export const cueName = z
  .string()
  .regex(new RegExp(`^(${CUE_FAMILIES.join('|')}):[a-z0-9_]+$`), 'not a family:name cue');

export const CUES_FILE = 'cues.json';

export const cuesFileSchema = z.strictObject({
  version: z.string(),
  updated: z.string(),
  description: z.string(),
  families: z.strictObject(
    Object.fromEntries(CUE_FAMILIES.map((f) => [f, z.string().min(3)])) as Record<
      (typeof CUE_FAMILIES)[number],
      z.ZodString
    >,
  ),
  /** Cue name → what the owner says, in a few words, for the next person to edit the data. */
  cues: z.record(cueName, z.string().min(3)),
});

export interface CueVocabulary {
  readonly ids: readonly CueId[];
  has(id: string): boolean;
  /** Throws, naming the file and the cues, when `names` holds a cue the vocabulary lacks. */
  check(fileName: string, names: Iterable<string>): void;
}

/** The cues the reader emits from code rather than from lexicon phrases (speeds). */
export const CODE_EMITTED_CUES = ['condition:highway', 'condition:low_speed'] as const;

export function cueVocabulary(cues: Readonly<Record<string, string>>): CueVocabulary {
  const ids = Object.keys(cues);
  const known = new Set(ids);
  const vocabulary: CueVocabulary = {
    ids,
    has: (id) => known.has(id),
    check(fileName, names) {
      const unknown = [...new Set(names)].filter((name) => !known.has(name));
      if (unknown.length > 0) {
        throw new Error(`${fileName} names cues missing from cues.json: ${unknown.join(', ')}`);
      }
    },
  };
  vocabulary.check('the text reader', CODE_EMITTED_CUES);
  return vocabulary;
}

export function loadCueVocabulary(): CueVocabulary {
  return cueVocabulary(loadKnowledge(CUES_FILE, cuesFileSchema).cues);
}
