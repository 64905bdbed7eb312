import { z } from 'zod';
import { cueName } from './cue-vocabulary';
import { FRAMES } from '../types';

/**
 * The contract of knowledge/lexicon.json: the reader's vocabulary as data, so a new phrase or
 * spelling needs no code. Targets are cues from cues.json or private `tag:` names that only
 * rules read (a tag never reaches the output).
 */

const target = z.union([cueName, z.string().regex(/^tag:[a-z0-9_]+$/, 'not a tag:name')]);
const cueId = cueName;
/** 'a|b' means either; each alternative is a target. */
const alternatives = z
  .string()
  .refine((s) => s.split('|').every((id) => target.safeParse(id).success), 'bad target list');

const ruleSchema = z.object({
  /** Why the rule exists, for the next person to edit it. */
  note: z.string().optional(),
  all: z.array(alternatives).min(1),
  unless: z.array(alternatives).default([]),
  /** 'near': same sentence and at most a few words apart. */
  scope: z.enum(['near', 'clause', 'sentence', 'text']),
  emit: z.array(target).min(1),
  /** Hits removed from the scope once the rule fires, so a vaguer reading does not linger. */
  consume: z.array(target).default([]),
});

const contextFixSchema = z.object({
  from: z.string(),
  to: z.string(),
  unlessPrev: z.array(z.string()).default([]),
  unlessNext: z.array(z.string()).default([]),
});

export const lexiconSchema = z.object({
  version: z.string(),
  note: z.string(),
  sources: z.array(z.string()).min(1),
  negators: z.array(z.string()).min(1),
  /** Words that end a clause (and so a negation's reach). */
  clauseBreaks: z.array(z.string()),
  /** A word that ends a clause only when the next word starts a new one ('and it shakes'). */
  softBreaks: z.record(z.string(), z.array(z.string())),
  /** One written word to its correction (may be several words); braces expand in parallel. */
  spelling: z.record(z.string(), z.string()),
  contextSpelling: z.array(contextFixSchema),
  /** Word sequences (up to four words) to a canonical wording. */
  synonyms: z.record(z.string(), z.string()),
  /** Dashboard lamps named in a list that shares one 'light' ('the abs, engine and tpms lights'). */
  lampWords: z.array(z.string().min(2)).min(1),
  phrases: z.array(z.object({ emit: z.array(target).min(1), match: z.array(z.string()).min(1) })),
  rules: z.array(ruleSchema),
  /**
   * Phrases that set the frame a clause is told in (see narrative.ts); 'current' is the default,
   * and a 'current' group names the onset of the problem the owner has now, which keeps a
   * clause told with "a month ago" current.
   */
  narrative: z.array(
    z.object({
      /** 'hedge' is no frame: it turns a professional's finding in its clause into a guess. */
      frame: z.enum([...FRAMES, 'hedge']),
      note: z.string().optional(),
      match: z.array(z.string()).min(1),
    }),
  ),
  /** Cues that only make sense when the owner denies them ('no noise'). */
  negatedOnly: z.array(cueId),
  speeds: z.object({
    units: z.array(z.string()),
    prepositions: z.array(z.string()),
    rangeJoiners: z.array(z.string()),
    notSpeedUnits: z.array(z.string()),
    minMph: z.number(),
    maxMph: z.number(),
    highwayMinMph: z.number(),
    lowSpeedMaxMph: z.number(),
  }),
});

export type Lexicon = z.infer<typeof lexiconSchema>;
export type LexiconRule = z.infer<typeof ruleSchema>;
