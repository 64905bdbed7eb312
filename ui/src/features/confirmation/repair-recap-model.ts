import type { DiagnosticRecord, MoneyRange } from '@fairwrench/contracts';
import { resultViewOf } from '../results/result-view';

/** What the shop page repeats from the analysis, so the owner has it in hand when calling. */
export interface RepairRecap {
  readonly repair: string;
  /** The fair local price range; null when the analysis could not price it. */
  readonly fairRange: MoneyRange | null;
  readonly time: string | null;
}

type RecapSource = Pick<DiagnosticRecord, 'resultType' | 'results'>;

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The repair in one line with its fair price: the most likely cause of a diagnosis, the parts
 * to replace, the damaged areas, or the reviewed estimate's fair range for the area. Null when
 * the record holds nothing to recap (an analysis with no cause found).
 */
export function repairRecapOf(record: RecapSource): RepairRecap | null {
  const view = resultViewOf(record);
  switch (view.kind) {
    case 'diagnostic': {
      const top = [...view.causes].sort((a, b) => b.probability - a.probability)[0];
      if (!top) return null;
      return { repair: top.name, fairRange: top.costRange, time: top.repairTime || null };
    }
    case 'parts': {
      if (!view.parts || view.parts.parts.length === 0) return null;
      const parts = view.parts.parts;
      const time = parts.length === 1 ? parts[0]!.replacementTime || null : null;
      const repair = `Replace ${listed(parts.map((part) => part.name))}`;
      return { repair, fairRange: view.parts.totalEstimate, time };
    }
    case 'collision': {
      if (!view.collision) return null;
      const areas = view.collision.repairAreas;
      const repair = areas.length > 0 ? `Collision repair: ${listed(areas)}` : 'Collision repair';
      return {
        repair,
        fairRange: view.collision.estimatedCost ?? null,
        time: view.collision.estimatedTime ?? null,
      };
    }
    case 'estimate': {
      if (!view.review) return null;
      return {
        repair: "The work on your shop's estimate",
        fairRange: view.review.averageCostInArea,
        time: null,
      };
    }
  }
}
