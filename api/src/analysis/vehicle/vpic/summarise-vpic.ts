import type {
  BodyStyle,
  DriveType,
  Electrification,
  EngineFact,
  Fact,
  FactSource,
  LookedUpFacts,
  TransmissionStyle,
} from '../car-facts';
import { keyImplies, keysOverlap } from './vin-keys';
import {
  BODY_STYLES,
  DRIVE_TYPES,
  EL,
  ELECTRIFICATION,
  FUEL_NAMES,
  TRANSMISSION_STYLES,
  TURBO_YES,
} from './vpic-elements';
import type { PatternRow } from './vpic-patterns';

/** What vPIC's EngineModelPattern says about one engine model code. */
export interface EngineModelFacts {
  readonly displacementL: number | null;
  readonly cylinders: number | null;
  readonly turbo: boolean | null;
}

const TEXT_ELEMENTS: ReadonlySet<number> = new Set([EL.trim, EL.series, EL.otherEngineInfo]);

function known<T>(value: T | null, source: FactSource): Fact<T> {
  return value === null ? { value: null, source: 'unknown' } : { value, source };
}

/** One value when every pattern agrees; null when they disagree or say nothing. */
function single<T>(values: readonly T[]): T | null {
  const set = new Set(values);
  return set.size === 1 ? [...set][0]! : null;
}

function of(rows: readonly PatternRow[], element: number): PatternRow[] {
  return rows.filter((r) => r.ElementId === element);
}

/**
 * A single-valued fact from the model year counts only when every pattern naming the model
 * implies a pattern of the deciding element (every VIN of that model pattern matches it).
 * vPIC often records a fuel or turbo only for the unusual variant (the diesel Cruze, keyed by
 * its engine code), and one manufacturer's schema serves many models: a pattern that merely
 * could describe the same VIN says nothing about the model's other variants. A decoded VIN's
 * patterns all describe that one car.
 */
function covered(rows: readonly PatternRow[], element: number, source: FactSource): boolean {
  const deciding = of(rows, element);
  if (source === 'vin') return deciding.length > 0;
  return of(rows, EL.model).every((m) => deciding.some((d) => keyImplies(d.Keys, m.Keys)));
}

function overlapping(row: PatternRow, rows: readonly PatternRow[]): PatternRow[] {
  return rows.filter((r) => keysOverlap(row.Keys, r.Keys));
}

/**
 * Turbo as recorded for every variant, else as every engine model says (its record or its
 * description): one engine of unknown aspiration among turbo ones leaves the model year unknown.
 */
function turboOf(
  rows: readonly PatternRow[],
  engines: ReadonlyMap<string, EngineModelFacts>,
  source: FactSource,
): boolean | null {
  if (covered(rows, EL.turbo, source)) {
    return single(of(rows, EL.turbo).map((r) => r.AttributeId === TURBO_YES));
  }
  const texts = of(rows, EL.otherEngineInfo);
  const perEngine = of(rows, EL.engineModel).map(
    (r) =>
      engines.get(r.AttributeId)?.turbo ??
      (overlapping(r, texts).some((t) => /turbo/i.test(t.AttributeId)) ? true : null),
  );
  if (perEngine.length === 0 || perEngine.includes(null)) return null;
  return single(perEngine);
}

/** Per fuel pattern: electric alone is a BEV; with a gasoline or diesel engine, a hybrid. */
function electrificationOf(
  rows: readonly PatternRow[],
  source: FactSource,
): Electrification | null {
  const recorded = of(rows, EL.electrification).map((r) => ELECTRIFICATION[r.AttributeId]);
  const secondary = of(rows, EL.fuelSecondary);
  const texts = rows.filter((r) => TEXT_ELEMENTS.has(r.ElementId));
  const chargers = of(rows, EL.chargerLevel);
  const levels = of(rows, EL.fuelPrimary).map((fuel): Electrification => {
    // Electric first with a petrol engine second is a plug-in (vPIC records Volt, Pacifica so).
    if (fuel.AttributeId === '2') {
      const engine = overlapping(fuel, secondary).some((s) => s.AttributeId !== '2');
      return engine ? 'PHEV' : 'BEV';
    }
    const plugIn = overlapping(fuel, texts).some((t) =>
      /plug-?in|phev|prime|energi/i.test(t.AttributeId),
    );
    const electric =
      overlapping(fuel, secondary).some((s) => s.AttributeId === '2') ||
      overlapping(fuel, texts).some((t) => /hybrid/i.test(t.AttributeId));
    if (plugIn || (electric && overlapping(fuel, chargers).length > 0)) return 'PHEV';
    return electric ? 'HEV' : 'none';
  });
  const fromRecord = covered(rows, EL.electrification, source)
    ? single(recorded.filter((r) => r !== undefined))
    : null;
  return fromRecord ?? single(levels);
}

function enginesOf(
  rows: readonly PatternRow[],
  engines: ReadonlyMap<string, EngineModelFacts>,
): EngineFact[] {
  const out = new Map<string, EngineFact>();
  for (const row of of(rows, EL.engineModel)) {
    const known = engines.get(row.AttributeId);
    const near = overlapping(row, rows);
    const litres = near.find((r) => r.ElementId === EL.displacementL)?.AttributeId;
    const cylinders = near.find((r) => r.ElementId === EL.cylinders)?.AttributeId;
    out.set(row.AttributeId, {
      model: row.AttributeId,
      displacementL: known?.displacementL ?? (litres ? round(Number(litres)) : null),
      cylinders: known?.cylinders ?? (cylinders ? Number(cylinders) : null),
    });
  }
  if (out.size === 0) {
    for (const row of of(rows, EL.displacementL)) {
      const litres = round(Number(row.AttributeId));
      out.set(String(litres), { model: null, displacementL: litres, cylinders: null });
    }
  }
  return [...out.values()].sort((a, b) => (a.displacementL ?? 0) - (b.displacementL ?? 0));
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);

function listed<T>(rows: readonly PatternRow[], table: Readonly<Record<string, T>>): T[] | null {
  const values = rows.map((r) => table[r.AttributeId]).filter((v): v is T => v !== undefined);
  return values.length > 0 ? [...new Set(values)].sort() : null;
}

/**
 * Turns the matching patterns into facts. Lists (engines, transmissions, drives) hold every
 * variant; single facts (turbo, fuel, electrification) are null when the variants disagree,
 * so a mixed model year never rules a cause out.
 */
export function summarise(
  rows: readonly PatternRow[],
  engines: ReadonlyMap<string, EngineModelFacts>,
  source: FactSource,
): LookedUpFacts {
  if (rows.length === 0) return {};
  const fuelCovered = covered(rows, EL.fuelPrimary, source);
  const fuels = of(rows, EL.fuelPrimary).map((r) => FUEL_NAMES[r.AttributeId] ?? 'other');
  const engineList = enginesOf(rows, engines);
  const electrification = fuelCovered ? electrificationOf(rows, source) : null;
  const transmissions = listed<TransmissionStyle>(of(rows, EL.transmission), TRANSMISSION_STYLES);
  return {
    engines: known(engineList.length > 0 ? engineList : null, source),
    turbo: known(turboOf(rows, engines, source), source),
    fuel: known(fuelCovered ? single(fuels) : null, source),
    electrification: known(electrification, source),
    transmissions: known(electrification === 'BEV' ? [] : transmissions, source),
    drives: known(listed<DriveType>(of(rows, EL.drive), DRIVE_TYPES), source),
    bodies: known(listed<BodyStyle>(of(rows, EL.bodyClass), BODY_STYLES), source),
    ...(fuels.length > 0 ? { fuels: [...new Set(fuels)].sort() } : {}),
  };
}
