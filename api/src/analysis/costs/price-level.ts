import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * Repair prices rise every year (ADR 083). The knowledge prices in its base year's dollars; an
 * owner asking later is quoted in the dollars of the day, by the US consumer price index for
 * motor vehicle maintenance and repair, and past its last published year by its recent trend.
 * A day before the base year keeps the base year's prices: the product answers owners today,
 * and the evaluation brings older published prices forward itself (eval/price-index.ts).
 */

export const PRICE_INDEX_FILE = 'repair-price-index.json';

export const priceIndexFileSchema = z.strictObject({
  version: z.string(),
  description: z.string(),
  sources: z.array(z.string().min(1)).min(1),
  /** The year whose dollars the rest of the knowledge prices in. */
  baseYear: z.int().min(2000).max(2100),
  /** Years past the last published one grow at the index's average over this many years. */
  trendYears: z.int().min(1).max(20),
  /** Annual averages by year, 1982-84 = 100. */
  maintenanceAndRepair: z.record(z.string().regex(/^(19|20)\d\d$/), z.number().positive()),
});
export type PriceIndexFile = z.infer<typeof priceIndexFileSchema>;

export interface PriceIndex {
  readonly baseYear: number;
  /** The last published year and its level. */
  readonly last: number;
  /** Average yearly growth over the last `trendYears` published years. */
  readonly trend: number;
  readonly trendYears: number;
  readonly levels: ReadonlyMap<number, number>;
}

export function loadPriceIndex(
  file: PriceIndexFile = loadKnowledge(PRICE_INDEX_FILE, priceIndexFileSchema),
): PriceIndex {
  const levels = new Map(
    Object.entries(file.maintenanceAndRepair).map(([year, value]) => [Number(year), value]),
  );
  const last = Math.max(...levels.keys());
  const from = last - file.trendYears;
  const base = levels.get(file.baseYear);
  const start = levels.get(from);
  if (base === undefined || start === undefined || file.baseYear > last) {
    throw new Error(
      `${PRICE_INDEX_FILE}: needs the base year ${file.baseYear} and ${from}, ${file.trendYears} years before ${last}`,
    );
  }
  for (let year = file.baseYear; year <= last; year++) {
    if (!levels.has(year)) throw new Error(`${PRICE_INDEX_FILE}: no value for ${year}`);
  }
  const trend = (levels.get(last)! / start) ** (1 / file.trendYears) - 1;
  return {
    baseYear: file.baseYear,
    last,
    trend,
    trendYears: file.trendYears,
    levels,
  };
}

export interface PriceLevel {
  /** Prices of `year` over prices of the base year (1 up to the base year). */
  readonly factor: number;
  readonly year: number;
  /** Past the last published year: the factor is a projection. */
  readonly projected: boolean;
}

/** The price level of the year `now` falls in, against the base year's. */
export function priceLevel(index: PriceIndex, now: Date): PriceLevel {
  const year = Math.max(now.getUTCFullYear(), index.baseYear);
  const base = index.levels.get(index.baseYear)!;
  const level =
    year > index.last
      ? index.levels.get(index.last)! * (1 + index.trend) ** (year - index.last)
      : index.levels.get(year)!;
  return { factor: level / base, year, projected: year > index.last };
}

/** The provenance line shown with the prices, or null when they are the base year's. */
export function priceLevelNote(index: PriceIndex, level: PriceLevel): string | null {
  if (level.year === index.baseYear) return null;
  const percent = Math.round((level.factor - 1) * 100);
  const how = level.projected
    ? `its ${index.last} average, then its yearly growth of about ` +
      `${(index.trend * 100).toFixed(1)} % over the last ${index.trendYears} years`
    : `its ${level.year} average`;
  return (
    `Prices in ${level.year} dollars: ${index.baseYear} prices +${percent} % by the US consumer ` +
    `price index for motor vehicle maintenance and repair (BLS series CUUR0000SETD, ${how}).`
  );
}
