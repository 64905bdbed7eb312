import type {
  DriveType,
  Electrification,
  EngineFact,
  Fact,
  FactSource,
  LookedUpFacts,
  TransmissionStyle,
} from '../car-facts';
import { keysOverlap } from './vin-keys';
import {
  DRIVE_TYPES,
  EL,
  ELECTRIFICATION,
  FUEL_NAMES,
  TRANSMISSION_STYLES,
  TURBO_NO,
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
 * overlaps a pattern of the deciding element: vPIC often records a fuel or turbo only for the
 * unusual variant (the diesel Cruze), and silence about the others is not an answer.
 */
function covered(rows: readonly PatternRow[], element: number): boolean {
  const deciding = of(rows, element);
  return of(rows, EL.model).every((m) => deciding.some((d) => keysOverlap(m.Keys, d.Keys)));
}

function overlapping(row: PatternRow, rows: readonly PatternRow[]): PatternRow[] {
  return rows.filter((r) => keysOverlap(row.Keys, r.Keys));
}

/** Turbo as recorded (element or engine model) or named in the engine's description. */
function turboOf(rows: readonly PatternRow[], engines: ReadonlyMap<string, EngineModelFacts>) {
  const said = of(rows, EL.turbo).map((r) => r.AttributeId === TURBO_YES);
  const fromEngines = of(rows, EL.engineModel).map((r) => engines.get(r.AttributeId)?.turbo);
  const fromText = of(rows, EL.otherEngineInfo)
    .filter((r) => /turbo/i.test(r.AttributeId))
    .map(() => true);
  const values = [
    ...said,
    ...fromText,
    ...fromEngines.filter((t): t is boolean => t !== null && t !== undefined),
  ];
  if (of(rows, EL.turbo).some((r) => r.AttributeId === TURBO_NO)) values.push(false);
  return single(values);
}

/** Per fuel pattern: electric alone is a BEV; with a gasoline or diesel engine, a hybrid. */
function electrificationOf(rows: readonly PatternRow[]): Electrification | null {
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
  const fromRecord = single(recorded.filter((r) => r !== undefined));
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
  const fuelCovered = covered(rows, EL.fuelPrimary);
  const fuels = of(rows, EL.fuelPrimary).map((r) => FUEL_NAMES[r.AttributeId] ?? 'other');
  const engineList = enginesOf(rows, engines);
  const electrification = fuelCovered ? electrificationOf(rows) : null;
  const turboCovered = covered(rows, EL.turbo) || covered(rows, EL.engineModel);
  const transmissions = listed<TransmissionStyle>(of(rows, EL.transmission), TRANSMISSION_STYLES);
  return {
    engines: known(engineList.length > 0 ? engineList : null, source),
    turbo: known(turboCovered ? turboOf(rows, engines) : null, source),
    fuel: known(fuelCovered ? single(fuels) : null, source),
    electrification: known(electrification, source),
    transmissions: known(electrification === 'BEV' ? [] : transmissions, source),
    drives: known(listed<DriveType>(of(rows, EL.drive), DRIVE_TYPES), source),
  };
}
