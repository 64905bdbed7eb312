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

export function loadRealSymptoms(half: Half): RealSymptomCase[] {
  const raw: unknown = JSON.parse(
    readFileSync(join(evalDataDir('real-cases', 'README.md'), half, 'symptoms.json'), 'utf8'),
  );
  return z.array(realSymptomCaseSchema).parse(raw);
}
