import { POWERTRAINS } from '../types';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import type { Powertrain } from '../types';
import { makeNormalizer, wordsOf } from '../text/normalise-plain';
import { makePhraseIndex, type PhraseIndex } from './phrase-index';
import { modelRow } from '../vehicle/build-table';
import { requirementsSchema } from '../symptoms/repair-jobs';

const range = z
  .tuple([z.number().nonnegative(), z.number().nonnegative()])
  .refine(([min, max]) => min <= max, 'range minimum above maximum');
const powertrain = z.enum(POWERTRAINS);
const priced = { price: range, hours: range };

const partSchema = z.strictObject({
  id: z.string().min(1),
  category: z.string().min(1),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).min(1),
  weakAliases: z.array(z.string().min(1)).optional(),
  /**
   * Words elsewhere in the text that point to this part when an alias is shared ("battery"
   * on a hybrid is the pack when the owner mentions capacity or the engine running all the time).
   */
  cues: z.array(z.string().min(1)).optional(),
  /**
   * The cars on which a shared alias means this part ("water pump" on Ford's transverse 3.5 and
   * 3.7 V6 is the one inside the engine): make, model, years and engine words, as in drives.json.
   */
  fittedOn: z.array(modelRow).optional(),
  /** each: priced per piece; axle: per axle set (front/rear); job: one per vehicle. */
  unit: z.enum(['each', 'axle', 'job']),
  /** How many an owner means by the plural ("struts" → 2, "tires" → 4). */
  pluralQty: z.number().int().positive().optional(),
  /** One per cylinder: "the coils" are as many as the engine has, when that is known. */
  perCylinder: z.boolean().optional(),
  /**
   * A job whose price and hours span engines of four to eight cylinders (a set of plugs): a
   * known small engine takes the lower half, a six or eight the upper (engine-size.ts).
   */
  bySize: z.boolean().optional(),
  ...priced,
  rear: z.strictObject(priced).optional(),
  absentOn: z.array(powertrain).optional(),
  onlyOn: z.array(powertrain).optional(),
  absentReason: z.string().optional(),
  /**
   * What the car must have for this part to exist, in the symptom jobs' vocabulary
   * (vehicle/job-requirements.ts): a timing-belt kit needs an engine with a belt. When the car's
   * facts say it has none, `requiresReason` tells the owner why nothing is priced.
   */
  requires: requirementsSchema.optional(),
  requiresReason: z.string().min(20).optional(),
  caveats: z.partialRecord(powertrain, z.string()).optional(),
  priceBy: z.partialRecord(powertrain, range).optional(),
  addsAlignment: z.boolean().optional(),
  /**
   * Parts this job's price already includes (a timing-belt kit with its water pump): named
   * beside it, they are not priced a second time.
   */
  includes: z.array(z.string().min(1)).optional(),
  /**
   * What to test before buying this part when a cheaper cause is common ("a charging-system
   * test: a weak battery or a loose cable often looks like a dead alternator").
   */
  testFirst: z.string().min(20).optional(),
  /**
   * CarMD's national average for this job (parts + labour, Vehicle Health Index) in the dollars
   * of `carmdYear`, the year of its data: an anchor the priced range must bracket, with its
   * middle near it, once brought to the knowledge's base year (parts-anchors spec).
   */
  carmdUsd: z.number().positive().optional(),
  carmdYear: z.int().min(2010).max(2100).optional(),
  calibration: z
    .strictObject({ sinceYear: z.number().int(), cost: range, name: z.string() })
    .optional(),
  src: z.array(z.string()).min(1),
});

const catalogueSchema = z
  .strictObject({
    version: z.string(),
    about: z.string(),
    sources: z.record(z.string(), z.string().min(1)),
    unrecognised: z.strictObject({ ...priced, src: z.array(z.string()) }),
    spellings: z.record(z.string(), z.string()),
    phrases: z.record(z.string(), z.string()),
    parts: z.array(partSchema).min(80),
  })
  .refine(
    (c) => c.parts.every((p) => p.src.every((key) => key in c.sources)),
    'every part must cite a source listed in sources',
  )
  .refine(
    (c) => c.parts.every((p) => (p.weakAliases ?? []).every((w) => p.aliases.includes(w))),
    'weak aliases must also be aliases',
  )
  .refine(
    (c) => c.parts.every((p) => (p.requires === undefined) === (p.requiresReason === undefined)),
    'a part that requires a feature says why it is not priced without it, and only such a part',
  )
  .refine(
    (c) => c.parts.every((p) => (p.includes ?? []).every((id) => c.parts.some((o) => o.id === id))),
    'included parts must be parts of the catalogue',
  );

export type PartEntry = z.infer<typeof partSchema>;
export type PartsCatalogue = z.infer<typeof catalogueSchema>;

export interface PartsKnowledge {
  readonly data: PartsCatalogue;
  /** Alias → the parts that answer to it, in catalogue order. */
  readonly byAlias: ReadonlyMap<string, readonly PartEntry[]>;
  /** The aliases as a phrase index: the longest alias at a word wins. */
  readonly aliasIndex: PhraseIndex<PartAlias>;
  readonly normalize: (text: string, keep?: readonly string[]) => string;
}

/** An alias and the parts that answer to it. */
export interface PartAlias {
  readonly alias: string;
  readonly parts: readonly PartEntry[];
}

/** Loads, validates and indexes parts.json (once, at start-up). */
export function loadPartsKnowledge(): PartsKnowledge {
  const data = loadKnowledge('parts.json', catalogueSchema);
  const byAlias = new Map<string, PartEntry[]>();
  for (const part of data.parts) {
    for (const alias of part.aliases) byAlias.set(alias, [...(byAlias.get(alias) ?? []), part]);
  }
  const vocabulary = wordsOf([...byAlias.keys(), ...Object.values(data.spellings)]);
  const aliasIndex = makePhraseIndex(
    [...byAlias].map(([alias, parts]) => [alias, { alias, parts }] as const),
  );
  return { data, byAlias, aliasIndex, normalize: makeNormalizer({ ...data, vocabulary }) };
}

/** Whether the part exists at all on this powertrain (no spark plugs on an EV). */
export function fitsPowertrain(part: PartEntry, pt: Powertrain): boolean {
  if (part.onlyOn && !part.onlyOn.includes(pt)) return false;
  return !part.absentOn?.includes(pt);
}
