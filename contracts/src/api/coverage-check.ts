import { z } from 'zod';

/**
 * "Could this be free?": warranties, recalls and manufacturer programs that may pay for the
 * repair, checked for every analysis kind and shown above the costs. Each entry says why it
 * may apply, its limits, what to ask the dealer and where the fact comes from.
 */

export const COVERAGE_KINDS = [
  'emissions-warranty',
  'battery-warranty',
  'powertrain-warranty',
  /** The maker's bumper-to-bumper warranty of a new car: any part that fails from a defect. */
  'new-vehicle-warranty',
  'extended-warranty',
  'recall',
  'adjustment-program',
  /** No obligation, but makers often pay part of an early major failure when asked. */
  'goodwill',
] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** likely: the car is inside the limits we know; check: it may be (mileage unknown, terms vary). */
export const COVERAGE_STATUSES = ['likely', 'check'] as const;

export const coverageMatchSchema = z.strictObject({
  kind: z.enum(COVERAGE_KINDS),
  title: z.string().min(1),
  /** What it pays for. */
  covers: z.string().min(1),
  /** Why it may apply to this car and this repair. */
  appliesBecause: z.string().min(1),
  /** Its time and mileage limits in words ("8 years or 80,000 miles from first sale"). */
  limit: z.string().min(1),
  status: z.enum(COVERAGE_STATUSES),
  /** What to say to the dealer. */
  ask: z.string().min(1),
  source: z.strictObject({ name: z.string().min(1), url: z.url() }),
});
export type CoverageMatch = z.infer<typeof coverageMatchSchema>;

export const coverageCheckSchema = z.strictObject({
  /** One plain sentence: what may pay, or that the car is outside every coverage we know. */
  summary: z.string().min(1),
  matches: z.array(coverageMatchSchema),
  /** Where to check what we cannot (open recalls by VIN, state laws on secret warranties). */
  alsoCheck: z.array(z.string().min(1)),
});
export type CoverageCheck = z.infer<typeof coverageCheckSchema>;
