import type { Money } from '../types';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { AreaEntry, CollisionKnowledge } from './collision-knowledge';
import type { DamageReading } from './read-damage';

/** What the vehicle's body and paint do to the cost of body work. */
export interface Finish {
  readonly isAluminum: (area: AreaEntry) => boolean;
  /** e.g. "aluminium body panels (Ford F-150 2015 and later)"; null when steel. */
  readonly aluminumNote: string | null;
  /** The whole body is aluminium (not just a hood or a door). */
  readonly allAluminum: boolean;
  /** Multiplier on refinish hours and materials. */
  readonly paintFactor: Money;
  readonly paintNote: string | null;
}

const PREMIUM_SEGMENTS = new Set(['luxury', 'european', 'exotic']);

/**
 * Aluminium panels (known models, or the owner says so) need longer, specialist body work and
 * dearer parts; tri-coat and pearl paints need extra coats and let-down panels, and premium
 * brands commonly use multi-stage paints too.
 */
export function vehicleFinish(
  vehicle: PricedVehicle,
  reading: DamageReading,
  k: CollisionKnowledge,
): Finish {
  const { data } = k;
  const make = canonical(vehicle.make);
  const model = canonical(vehicle.model);
  const rules = data.aluminumVehicles.filter(
    (r) =>
      r.make === make &&
      vehicle.year >= r.fromYear &&
      (r.models.length === 0 || r.models.some((m) => model === m || model.startsWith(`${m} `))),
  );
  const isAluminum = (area: AreaEntry) =>
    area.material === 'steel' &&
    (reading.aluminumSaid || rules.some((r) => r.areas === 'all' || r.areas.includes(area.id)));
  const aluminumNote = reading.aluminumSaid
    ? 'aluminum panels (as you describe)'
    : rules.length > 0
      ? `aluminum body panels on the ${vehicle.year} ${vehicle.make} ${vehicle.model}`
      : null;
  const allAluminum = rules.some((r) => r.areas === 'all');
  return { isAluminum, aluminumNote, allAluminum, ...paint(vehicle, reading, k) };
}

function paint(vehicle: PricedVehicle, reading: DamageReading, k: CollisionKnowledge) {
  const { uplifts } = k.data;
  if (reading.triCoat) {
    return {
      paintFactor: toMoney(uplifts.triCoatPaint),
      paintNote: 'tri-coat / pearl paint takes extra coats and a let-down panel to match',
    };
  }
  if (PREMIUM_SEGMENTS.has(vehicle.segment)) {
    return {
      paintFactor: toMoney(uplifts.premiumPaint),
      paintNote: 'multi-stage paints are common on this class of car',
    };
  }
  return { paintFactor: { min: 1, max: 1 }, paintNote: null };
}

function canonical(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function toMoney(range: readonly [number, number]): Money {
  return { min: range[0], max: range[1] };
}
