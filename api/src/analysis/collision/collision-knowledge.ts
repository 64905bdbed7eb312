import { loadKnowledge } from '../knowledge-loader';
import { makeNormalizer, wordsOf } from '../text/normalise-plain';
import { collisionSchema, type AreaEntry, type CollisionData } from './collision-schema';
import { buildAreaIndex, type AreaIndex } from './find-areas';
import { buildImpactPatterns, type ImpactPatterns } from './impact';
import { buildSeverityLexicon, type SeverityLexicon } from './severity';

export type {
  AreaEntry,
  CalibrationEntry,
  CollisionData,
  Level,
  RepairOp,
} from './collision-schema';

const BODY_WORK = new Set(['steel', 'plastic', 'structure', 'srs', 'mechanical']);

/** Panels, structure and what sits behind them: where hidden damage and crash codes hide. */
export function isBodyWork(area: AreaEntry): boolean {
  return BODY_WORK.has(area.material);
}

export interface CollisionKnowledge {
  readonly data: CollisionData;
  readonly areaById: ReadonlyMap<string, AreaEntry>;
  readonly areaIndex: AreaIndex;
  readonly severity: SeverityLexicon;
  readonly impacts: ImpactPatterns;
  readonly normalize: (text: string, keep?: readonly string[]) => string;
}

/** Loads, validates and indexes collision.json (once, at start-up); every cited source must exist. */
export function loadCollisionKnowledge(): CollisionKnowledge {
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
    ...data.adas.systems,
    ...data.adas.calibration,
    ...[
      data.crash.animals,
      data.crash.undriveable,
      data.crash.violent,
      data.crash.gentle,
      data.crash.lightHit,
      data.crash.thrownObjects,
    ].flat(),
  ]);
  return {
    data,
    areaById,
    areaIndex: buildAreaIndex(data.areas),
    severity: buildSeverityLexicon(s),
    impacts: buildImpactPatterns(data.impacts),
    normalize: makeNormalizer({ ...data, vocabulary }),
  };
}

function checkReferences(data: CollisionData, areas: ReadonlyMap<string, AreaEntry>) {
  const cited = [
    ...data.areas.flatMap((a) => a.src),
    ...data.calibrations.flatMap((c) => c.src),
    ...data.adas.generic.src,
    ...data.wholeEnd.src,
    ...data.rates.src,
    ...data.crash.lightHitSrc,
    ...data.uplifts.src,
    ...data.time.src,
    ...data.severity.src,
    ...data.generic.src,
    ...data.structuralPanels.flatMap((p) => p.src),
    ...data.aluminumStructure.src,
    ...Object.values(data.crash.anchors).flatMap((a) => a.src),
    ...data.aluminumSrc,
    ...data.detached.src,
  ];
  const missing = cited.filter((key) => !(key in data.sources));
  const named = [
    ...data.calibrations.flatMap((c) => [...c.areas, ...(c.unlessArea ? [c.unlessArea] : [])]),
    ...Object.values(data.impactDefaults).flat(),
    ...data.wholeEnd.front,
    ...data.wholeEnd.rear,
    ...data.areas.flatMap((a) => (a.implies ? [a.implies.area] : [])),
    ...data.aluminumStructure.areas,
  ];
  const unknown = named.filter((id) => !areas.has(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`collision.json: unknown sources [${missing}] or areas [${unknown}]`);
  }
}
