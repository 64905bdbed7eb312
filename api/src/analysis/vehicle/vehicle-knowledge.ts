import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

const powertrain = z.enum(['gas', 'diesel', 'hybrid', 'phev', 'ev']);
const segment = z.enum(['economy', 'mainstream', 'truck', 'luxury', 'european', 'exotic']);
const years = z.tuple([z.number().int(), z.number().int()]);

const timingRule = z.object({
  years: years.optional(),
  when: z.array(z.string().min(1)).optional(),
  drive: z.enum(['belt', 'chain', 'none', 'unknown']),
  engine: z.string().optional(),
});

const pattern = z.object({ pattern: z.string().min(1), powertrain });

const model = z.object({
  names: z.array(z.string().min(1)).min(1),
  years: years.optional(),
  powertrain: powertrain.optional(),
  segment: segment.optional(),
  timing: z.array(timingRule).optional(),
});

const make = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  segment,
  powertrain,
  powertrainPatterns: z.array(pattern).optional(),
  timing: z.array(timingRule).optional(),
  models: z.array(model),
});

const schema = z.object({
  version: z.string(),
  sources: z.array(z.string()).min(1),
  powertrainPatterns: z.array(pattern),
  makes: z.array(make).min(1),
});

export type TimingRule = z.infer<typeof timingRule>;
export type PowertrainPattern = z.infer<typeof pattern>;
export type ModelEntry = z.infer<typeof model>;
export type MakeEntry = z.infer<typeof make>;
export type VehicleKnowledge = z.infer<typeof schema>;

let knowledge: VehicleKnowledge | undefined;

/** vehicles.json, loaded and validated once. */
export function vehicleKnowledge(): VehicleKnowledge {
  knowledge ??= loadKnowledge('vehicles.json', schema);
  return knowledge;
}

/** Lower-case letters and digits only, so 'F-150', 'f150' and 'F 150' compare equal. */
export function compact(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}
