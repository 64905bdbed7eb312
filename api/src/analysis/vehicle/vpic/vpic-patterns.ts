import { keyMatchesVin, keysOverlap } from './vin-keys';
import { EL, READ_ELEMENTS } from './vpic-elements';
import type { SqliteDatabase } from './sqlite-driver';

export interface PatternRow {
  readonly VinSchemaId: number;
  readonly Keys: string;
  readonly ElementId: number;
  readonly AttributeId: string;
}

const ELEMENTS = READ_ELEMENTS.join(',');

/** Position 10 of a VIN: the model year, in a 30-year cycle told apart by position 7. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function vinModelYear(vin: string): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  // Since 2010 passenger cars carry a letter in position 7; before, a digit.
  return /[A-Z]/.test(vin[6] ?? '') ? 2010 + index : 1980 + index;
}

function schemaPatterns(db: SqliteDatabase, schemaId: number): PatternRow[] {
  return db
    .prepare(
      `SELECT VinSchemaId, Keys, ElementId, AttributeId FROM Pattern
       WHERE VinSchemaId = ? AND ElementId IN (${ELEMENTS})`,
    )
    .all(schemaId) as PatternRow[];
}

/** The patterns that decode this VIN: its manufacturer code's schemas for its model year. */
export function vinPatterns(db: SqliteDatabase, vin: string): PatternRow[] {
  const year = vinModelYear(vin);
  if (year === null) return [];
  const wmi = vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
  const schemas = db
    .prepare(
      `SELECT DISTINCT wvs.VinSchemaId AS id FROM Wmi w JOIN Wmi_VinSchema wvs ON wvs.WmiId = w.Id
       WHERE w.Wmi = ? AND ? BETWEEN wvs.YearFrom AND COALESCE(wvs.YearTo, 9999)`,
    )
    .all(wmi, year) as { id: number }[];
  return schemas.flatMap((s) => schemaPatterns(db, s.id)).filter((p) => keyMatchesVin(p.Keys, vin));
}

/**
 * The patterns of every car of this make and model sold in this model year: in each schema of
 * the make's manufacturer codes for the year, the patterns that can describe the same VIN as a
 * pattern naming the model.
 */
export function modelYearPatterns(
  db: SqliteDatabase,
  makeIds: readonly number[],
  modelId: number,
  year: number,
): PatternRow[] {
  if (makeIds.length === 0) return [];
  const schemas = db
    .prepare(
      `SELECT DISTINCT wvs.VinSchemaId AS id FROM Wmi_Make wm
       JOIN Wmi_VinSchema wvs ON wvs.WmiId = wm.WmiId
       WHERE wm.MakeId IN (${makeIds.map(() => '?').join(',')})
         AND ? BETWEEN wvs.YearFrom AND COALESCE(wvs.YearTo, 9999)
         AND wvs.VinSchemaId IN
           (SELECT VinSchemaId FROM Pattern WHERE ElementId = ? AND AttributeId = ?)`,
    )
    .all(...makeIds, year, EL.model, String(modelId)) as { id: number }[];
  const rows: PatternRow[] = [];
  for (const { id } of schemas) {
    const patterns = schemaPatterns(db, id);
    const modelKeys = patterns
      .filter((p) => p.ElementId === EL.model && p.AttributeId === String(modelId))
      .map((p) => p.Keys);
    if (modelKeys.length === 0) continue;
    for (const p of patterns) {
      if (modelKeys.some((k) => keysOverlap(k, p.Keys))) rows.push(p);
    }
  }
  return rows;
}
