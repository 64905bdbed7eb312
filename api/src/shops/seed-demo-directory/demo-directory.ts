import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partnerShopListedSchema } from '@fairwrench/contracts';
import type { ShopListing } from '@fairwrench/domain';
import { z } from 'zod';

const FILE = 'demo-directory.json';

/** Compiled code runs from dist, which tsc does not copy JSON into; the source folder has it. */
const candidates = [
  join(__dirname, FILE),
  join(__dirname, '../../../src/shops/seed-demo-directory', FILE),
];

const directorySchema = z.object({
  notice: z.string().min(1),
  shops: z
    .array(partnerShopListedSchema.shape.data)
    .min(1)
    .refine((shops) => new Set(shops.map((s) => s.shopId)).size === shops.length, {
      error: 'Every demo shop needs its own shopId',
    })
    .refine((shops) => shops.every((s) => s.demo && s.notes.startsWith('Demo shop')), {
      error: 'Every demo shop is marked demo: true with a "Demo shop" note',
    }),
});

/** The fictional demo directory, validated: a broken file fails loudly at start, not mid-seed. */
export function loadDemoDirectory(): ShopListing[] {
  const path = candidates.find((candidate) => existsSync(candidate));
  if (!path) throw new Error(`${FILE} not found in ${candidates.join(' or ')}`);
  const parsed = directorySchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${FILE} is invalid: ${parsed.error.message}`);
  return parsed.data.shops;
}
