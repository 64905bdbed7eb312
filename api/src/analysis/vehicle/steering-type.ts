import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { POWERTRAINS } from '../types';
import type { Powertrain } from '../types';

/**
 * Power-steering type (knowledge/steering.json), hand-written: NHTSA vPIC does not record it.
 * Read into the vehicle profile's facts (car-facts.ts) for the diagnosis and the estimate review. Electric steering has no
 * fluid, so a power-steering flush or pump on such a car does not apply.
 */
export type SteeringType = 'electric' | 'hydraulic' | 'unknown';

const steeringSchema = z.strictObject({
  version: z.string(),
  about: z.string(),
  sources: z.array(z.string().min(10)).min(1),
  electricPowertrains: z.array(z.enum(POWERTRAINS)),
  /** No car sold in the US steered electrically before this model year. */
  firstElectricYear: z.number().int(),
  models: z.array(
    z.strictObject({
      make: z.string().min(2),
      model: z.string().min(1),
      fromYear: z.number().int(),
      type: z.enum(['electric', 'hydraulic']),
    }),
  ),
});
export type SteeringTable = z.infer<typeof steeringSchema>;

export function loadSteeringTable(): SteeringTable {
  return loadKnowledge('steering.json', steeringSchema);
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A model row matches "Camry", "Camry LE" or "Mazda3 Touring"; the latest generation that started by this year wins. */
export function steeringType(
  vehicle: {
    readonly powertrain: Powertrain;
    readonly make: string;
    readonly model: string;
    readonly year: number;
  },
  table: SteeringTable,
): SteeringType {
  if (table.electricPowertrains.includes(vehicle.powertrain)) return 'electric';
  // Older than any electric steering: assisted by fluid (or not at all), never by a motor.
  if (vehicle.year < table.firstElectricYear) return 'hydraulic';
  const model = squash(vehicle.model);
  const rows = table.models
    .filter((r) => squash(r.make) === squash(vehicle.make) && model.startsWith(squash(r.model)))
    .sort((a, b) => b.fromYear - a.fromYear);
  const row = rows.find((r) => vehicle.year >= r.fromYear);
  if (row) return row.type;
  // Older than the first electric generation listed: that model steered with fluid then.
  return rows.some((r) => r.type === 'electric') ? 'hydraulic' : 'unknown';
}
