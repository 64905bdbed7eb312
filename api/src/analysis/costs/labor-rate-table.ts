import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

const money = z.object({ min: z.number().positive(), max: z.number().positive() });
const factors = z.object({
  parts: z.number().positive(),
  laborRate: z.number().positive(),
  laborHours: z.number().positive(),
});

const schema = z.object({
  version: z.string(),
  sources: z.array(z.string()).min(1),
  method: z.string(),
  nationalBase: money,
  states: z.record(z.string().length(2), money.extend({ rppAllItems: z.number() })),
  multipliers: z.object({
    segment: z.object({
      economy: factors,
      mainstream: factors,
      truck: factors,
      luxury: factors,
      european: factors,
      exotic: factors,
    }),
    powertrain: z.object({
      gas: factors,
      diesel: factors,
      hybrid: factors,
      phev: factors,
      ev: factors,
    }),
  }),
  /**
   * How far a dealer's labour rate, and its price for the maker's own parts, sit above an
   * independent shop's, each with its source.
   */
  shopTypes: z.object({
    dealer: z.object({
      laborRate: z.number().positive(),
      source: z.string().min(1),
      parts: z.number().positive(),
      partsSource: z.string().min(1),
    }),
  }),
});

export type LaborRateTable = z.infer<typeof schema>;
export type CostFactors = z.infer<typeof factors>;

/** labor-rates.json, loaded and validated (derived by api/scripts/derive-labor-rates.mjs). */
export function loadLaborRates(): LaborRateTable {
  return loadKnowledge('labor-rates.json', schema);
}
