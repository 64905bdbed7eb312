import type { PricedVehicle } from '../parts/vehicle-input';
import type { CollisionKnowledge } from './collision-knowledge';
import type { BillLine } from './invoice-level';
import type { DamageReading } from './read-damage';

/**
 * Panels some models make in one piece with the structure (collision.json `structuralPanels`):
 * on a Rivian R1T a crease near the rear corner means replacing the quarter panel that runs to
 * the roof pillar. The line is priced from published bills, so it is already at invoice level.
 * A model the owner does not name counts when their words single it out ("my Rivian truck").
 */
export function structuralPanelLines(
  reading: DamageReading,
  text: string,
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
): { lines: BillLine[]; reasons: string[] } {
  const make = canonical(vehicle.make);
  const model = canonical(vehicle.model);
  const lower = text.toLowerCase();
  const found = k.data.structuralPanels.filter((p) => {
    if (p.make !== make || vehicle.year < (p.fromYear ?? 0)) return false;
    const named = p.models.some((m) => model === m || model.startsWith(`${m} `));
    const implied = model === '' && (p.unnamedModelWords ?? []).some((w) => hasWord(lower, w));
    if (!named && !implied) return false;
    const damaged = reading.areas.some((a) => p.areas.includes(a.area.id) && a.level >= p.minLevel);
    const corner =
      reading.impacts.includes('rear') && p.rearCornerWords.some((w) => lower.includes(w));
    return damaged || corner;
  });
  return {
    lines: found.map((p) => ({
      label: p.label,
      cost: { min: p.cost[0], max: p.cost[1] },
      atInvoice: true,
    })),
    reasons: found.map((p) => p.reason),
  };
}

function hasWord(text: string, word: string): boolean {
  return new RegExp(`\\b${word}\\b`).test(text);
}

function canonical(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
