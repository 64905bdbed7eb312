import type { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { makeNormalizer, wordsOf } from '../parts/normalize-text';
import { areaSchema, calibrationSchema, collisionSchema, opSchema } from './collision-schema';

export type CollisionKnowledge = z.infer<typeof collisionSchema>;
export type AreaEntry = z.infer<typeof areaSchema>;
export type RepairOp = z.infer<typeof opSchema>;
export type CalibrationEntry = z.infer<typeof calibrationSchema>;
export type Level = 1 | 2 | 3 | 4;

const BODY_WORK = new Set(['steel', 'plastic', 'structure', 'srs', 'mechanical']);

/** Panels, structure and what sits behind them: where hidden damage and crash codes hide. */
export function isBodyWork(area: AreaEntry): boolean {
  return BODY_WORK.has(area.material);
}

export interface LoadedCollision {
  readonly data: CollisionKnowledge;
  readonly areaById: ReadonlyMap<string, AreaEntry>;
  readonly normalize: (text: string, keep?: readonly string[]) => string;
}

let loaded: LoadedCollision | undefined;

/** Loads and validates collision.json once per process; every cited source must exist. */
export function collisionKnowledge(): LoadedCollision {
  if (loaded) return loaded;
  const data = loadKnowledge('collision.json', collisionSchema);
  const areaById = new Map(data.areas.map((a) => [a.id, a]));
  checkReferences(data, areaById);
  const s = data.severity;
  const vocabulary = wordsOf([
    ...data.areas.flatMap((a) => a.aliases),
    ...Object.values(s.words).flat(),
    ...s.up,
    ...s.down,
    ...Object.values(data.finishWords).flat(),
  ]);
  loaded = { data, areaById, normalize: makeNormalizer({ ...data, vocabulary }) };
  return loaded;
}

function checkReferences(data: CollisionKnowledge, areas: ReadonlyMap<string, AreaEntry>) {
  const cited = [
    ...data.areas.flatMap((a) => a.src),
    ...data.calibrations.flatMap((c) => c.src),
    ...data.rates.src,
    ...data.uplifts.src,
    ...data.time.src,
    ...data.severity.src,
    ...data.generic.src,
    ...data.aluminumSrc,
  ];
  const missing = cited.filter((key) => !(key in data.sources));
  const named = [
    ...data.calibrations.flatMap((c) => [...c.areas, ...(c.unlessArea ? [c.unlessArea] : [])]),
    ...Object.values(data.impactDefaults).flat(),
    ...data.areas.flatMap((a) => (a.implies ? [a.implies.area] : [])),
  ];
  const unknown = named.filter((id) => !areas.has(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`collision.json: unknown sources [${missing}] or areas [${unknown}]`);
  }
}
