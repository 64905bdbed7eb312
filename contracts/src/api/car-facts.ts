import { z } from 'zod';

/**
 * "What we know about your car" (issue 29 item 1): the build facts the analysis used, each with
 * where it came from, so the owner can see why a cause was left out or worded "If your car
 * has ...". Only known facts are listed; an unknown one is simply absent.
 */
export const CAR_FACT_SOURCES = ['vin', 'model-year', 'hand-written', 'description'] as const;
export type CarFactSource = (typeof CAR_FACT_SOURCES)[number];

export const CAR_FACT_TOPICS = [
  'powertrain',
  'engine',
  'transmission',
  'drive',
  'timing',
  'steering',
  'driver-assistance',
] as const;
export type CarFactTopic = (typeof CAR_FACT_TOPICS)[number];

export const carFactLineSchema = z.strictObject({
  topic: z.enum(CAR_FACT_TOPICS),
  /** The owner-facing wording: "Electric (no power-steering fluid)". */
  value: z.string().min(1).max(200),
  source: z.enum(CAR_FACT_SOURCES),
});
export type CarFactLine = z.infer<typeof carFactLineSchema>;

/** Optional in every result kind: records produced before the list have none. */
export const carFactLinesSchema = z.array(carFactLineSchema).max(CAR_FACT_TOPICS.length);
export type CarFactLines = z.infer<typeof carFactLinesSchema>;

/**
 * Which year's dollars the page's prices are in (ADR 083): "Prices in 2026 dollars: 2024 prices
 * +11 % by …". Optional in every result kind: absent in older records and in base-year prices.
 */
export const pricesNoteSchema = z.string().min(1).max(400);
