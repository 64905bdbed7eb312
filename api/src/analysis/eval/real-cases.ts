import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URGENCY_TIMEFRAMES } from '@fairwrench/contracts';
import { evalDataDir } from './data-dir';
import { z } from 'zod';

/**
 * Real owners' reports gathered from public sources (real-cases/README.md). Each case keeps
 * its source, how its answer was established and the urgency a mechanic would give. The set
 * is split by source into a tune half and a frozen held-out half (see `halfOf`).
 */

export const HALVES = ['tune', 'held-out'] as const;
export type Half = (typeof HALVES)[number];

export const SOURCE_TYPES = [
  'forum',
  'car-talk',
  'carcomplaints',
  'nhtsa-complaint',
  'news',
  'newspaper-column',
  'recall',
  'tsb',
  'other',
] as const;

export const ESTABLISHED_HOW = [
  'owner-confirmed-repair',
  'mechanic-diagnosis',
  'dealer-diagnosis',
  'pattern-failure',
  'recall',
  'expert-answer',
] as const;

export const realSymptomCaseSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+-\d{3}$/),
  source: z.strictObject({
    url: z.url(),
    title: z.string().min(1),
    type: z.enum(SOURCE_TYPES),
  }),
  vehicle: z.strictObject({
    year: z.int().min(1950).max(2027),
    make: z.string().min(1),
    model: z.string().min(1),
    mileage: z.int().min(0).nullish(),
  }),
  description: z.string().min(5),
  expected: z.string(),
  acceptable: z.array(z.string()).default([]),
  inCatalogue: z.boolean(),
  established: z.strictObject({ how: z.enum(ESTABLISHED_HOW), note: z.string().min(5) }),
  urgency: z.strictObject({
    level: z.enum(['High', 'Medium', 'Low']),
    timeframe: z.enum(URGENCY_TIMEFRAMES),
  }),
  tags: z.array(z.string()).default([]),
});
export type RealSymptomCase = z.infer<typeof realSymptomCaseSchema>;

/**
 * One source, one key: host without "www." and the path without a trailing slash, plus the
 * query string where it names the thread (forum software such as showthread.php?t=123).
 */
export function sourceKey(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
  const query = /\.php$/.test(path) ? parsed.search : '';
  return `${host}${path}${query}`;
}

/** The split rule, fixed before any tuning: the low bit of SHA-256 of the source key. */
export function halfOf(url: string): Half {
  const digest = createHash('sha256').update(sourceKey(url)).digest();
  return (digest[0]! & 1) === 0 ? 'tune' : 'held-out';
}

/*
 * Real estimates, collision repairs and parts jobs (issue 10): a quote, invoice or bill from a
 * public page, with the verdict or the figure the source gives. The owner's or shop's wording
 * is kept; what the source does not say is null, never guessed.
 */

export const COVERAGE_KINDS = [
  'emissions-warranty',
  'powertrain-warranty',
  'battery-warranty',
  'extended-warranty',
  'recall',
  'goodwill',
  'insurance',
  'other-warranty',
] as const;

const costSource = z.strictObject({
  url: z.url(),
  title: z.string().min(1),
  type: z.enum(SOURCE_TYPES),
});
/** Sources do not always name the car: a TV sting's "test car", an AAA study's average. */
const costVehicle = z.strictObject({
  year: z.int().min(1950).max(2027).nullable(),
  make: z.string().min(1).nullable(),
  model: z.string().min(1).nullable(),
  mileage: z.int().min(0).nullable(),
});
const costCaseBase = {
  id: z.string().regex(/^[a-z]+-\d{3}$/),
  source: costSource,
  vehicle: costVehicle,
  /** A state's two-letter code or a city, as the source gives it. */
  location: z.string().min(2).nullable(),
  /** The year the price was quoted or paid. */
  priceYear: z.int().min(1970).max(2027).nullable(),
  /** Set when the source says a warranty, recall, goodwill or insurer paid or should pay. */
  coverage: z.strictObject({ kind: z.enum(COVERAGE_KINDS), note: z.string().min(5) }).nullable(),
  tags: z.array(z.string()).default([]),
  description: z.string().min(5),
};

export const ESTIMATE_ESTABLISHED = [
  'consumer-investigation',
  'independent-mechanic',
  'expert-answer',
  'owner-confirmed',
  'dealer',
  'regulator',
] as const;

export const realEstimateCaseSchema = z
  .strictObject({
    ...costCaseBase,
    lines: z
      .array(
        z.strictObject({
          /** The item as the description words it (a substring of it). */
          text: z.string().min(2),
          price: z.number().min(0).nullable(),
          /** null: the source gives no view on this item. */
          unnecessary: z.boolean().nullable(),
          why: z.string(),
        }),
      )
      .min(1),
    quotedTotal: z.number().min(0).nullable(),
    verdict: z.enum(['fair', 'overpriced', 'unnecessary-items']).nullable(),
    established: z.strictObject({ how: z.enum(ESTIMATE_ESTABLISHED), note: z.string().min(5) }),
  })
  .refine((c) => c.lines.every((l) => c.description.includes(l.text)), {
    error: "every line's text must appear in the description",
  });
export type RealEstimateCase = z.infer<typeof realEstimateCaseSchema>;

/** The published figure: one total, or the range (or lower bound: "over $5,000") given. */
const reference = z
  .strictObject({
    total: z.number().positive().nullable(),
    min: z.number().positive().nullable(),
    max: z.number().positive().nullable(),
    kind: z.string().min(3),
    includes: z.string(),
    /** Who quoted a parts job: a dealer, an independent, a chain or the owner. */
    shop: z.enum(['dealer', 'independent', 'chain', 'diy']).nullable().optional(),
  })
  .refine((r) => r.total !== null || r.min !== null || r.max !== null, {
    error: 'a reference needs a total, a minimum or a maximum',
  });

export const realCollisionCaseSchema = z.strictObject({
  ...costCaseBase,
  damaged: z.array(z.string()),
  reference,
  established: z.strictObject({
    how: z.enum(['invoice', 'insurer-estimate', 'shop-estimate', 'news-report', 'study']),
    note: z.string().min(5),
  }),
});
export type RealCollisionCase = z.infer<typeof realCollisionCaseSchema>;

export const realPartsCaseSchema = z.strictObject({
  ...costCaseBase,
  part: z.string().min(2),
  reference,
  expertView: z.string().optional(),
  established: z.strictObject({
    how: z.enum(['invoice', 'shop-quote', 'owner-paid', 'news-report', 'expert-answer']),
    note: z.string().min(5),
  }),
});
export type RealPartsCase = z.infer<typeof realPartsCaseSchema>;

/** The four real-world sets, each a file in both halves. */
export const REAL_CASE_SETS = {
  symptoms: realSymptomCaseSchema,
  estimates: realEstimateCaseSchema,
  collision: realCollisionCaseSchema,
  parts: realPartsCaseSchema,
} as const;
export type RealCaseSet = keyof typeof REAL_CASE_SETS;
export type RealCase<K extends RealCaseSet> = z.infer<(typeof REAL_CASE_SETS)[K]>;

export function loadRealCases<K extends RealCaseSet>(set: K, half: Half): RealCase<K>[] {
  const raw: unknown = JSON.parse(
    readFileSync(join(evalDataDir('real-cases', 'README.md'), half, `${set}.json`), 'utf8'),
  );
  return z.array(REAL_CASE_SETS[set] as unknown as z.ZodType<RealCase<K>>).parse(raw);
}

export function loadRealSymptoms(half: Half): RealSymptomCase[] {
  return loadRealCases('symptoms', half);
}
