import type { CarFacts, FactSource, TransmissionStyle } from '../vehicle/car-facts';
import { gearboxesNamedIn } from '../vehicle/build-table';
import { describedLitres } from '../vehicle/vehicle-profile';
import type { CoverageEntry } from './coverage-knowledge';

/**
 * A pattern row names the engine or gearbox it belongs to ("2.5L four-cylinder", "PowerShift
 * (DPS6) dual-clutch automatic"), and the row's models often had others. The row is ruled out
 * for a car whose own engine or gearbox is known to differ: decoded from its VIN, or named by
 * the owner ("my 3.5 V6"). A model year's line-up is not enough: NHTSA's records of the engines
 * offered are often incomplete (a 2013 Silverado listed with only its V6), and a pattern is
 * never dropped on a record's silence.
 */
const KNOWN_BUILD: ReadonlySet<FactSource> = new Set(['vin', 'description']);

interface BuildNeeds {
  /** Engine sizes the label names, in litres; empty when it names none. */
  readonly litres: readonly number[];
  /** Gearbox kinds the label allows; every kind when it names none. */
  readonly gearboxes: readonly TransmissionStyle[];
}

const needsOf = new WeakMap<CoverageEntry, BuildNeeds | null>();

function buildNeeds(entry: CoverageEntry): BuildNeeds | null {
  if (needsOf.has(entry)) return needsOf.get(entry)!;
  const label = entry.pattern?.powertrain;
  const needs = label ? { litres: describedLitres(label), gearboxes: gearboxesNamedIn(label) } : null;
  needsOf.set(entry, needs);
  return needs;
}

/** Whether the car's known engine or gearbox is not the one the row's pattern belongs to. */
export function buildRulesOut(entry: CoverageEntry, facts: CarFacts | undefined): boolean {
  const needs = buildNeeds(entry);
  if (!needs || !facts) return false;
  const { engines, transmissions } = facts;
  if (needs.litres.length > 0 && engines.value && KNOWN_BUILD.has(engines.source)) {
    const sizes = engines.value.map((e) => e.displacementL).filter((l): l is number => l !== null);
    const fits = sizes.some((size) => needs.litres.some((l) => Math.abs(size - l) < 0.06));
    if (sizes.length > 0 && !fits) return true;
  }
  if (transmissions.value && transmissions.value.length > 0 && KNOWN_BUILD.has(transmissions.source)) {
    if (!transmissions.value.some((t) => needs.gearboxes.includes(t))) return true;
  }
  return false;
}
