import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { POWERTRAINS } from '../types';
import type { Powertrain } from '../types';
import {
  ADAS_SENSORS,
  DRIVE_TYPES,
  type AdasFit,
  type AdasSensor,
  type DriveType,
  type TransmissionStyle,
} from './car-facts';
import { mentions } from './mentions';

/**
 * Hand-written gearbox and turbo facts by make, model and model-year range
 * (knowledge/transmissions.json, knowledge/turbo.json; ADR 066). The vPIC lite file records
 * no transmission style and rarely "no turbo", so these fill in where it is silent.
 */
const STYLES = ['conventional-automatic', 'cvt', 'dual-clutch', 'manual', 'hybrid-drive'] as const;

/** A make, model and model-year range a fact holds for (the rows of every table here). */
export const modelRow = z.strictObject({
  make: z.string().min(2),
  model: z.string().min(1),
  years: z.tuple([z.number().int(), z.number().int()]),
  /** Engine or trim words; such a row applies only when the owner wrote one, then outranks the rest. */
  when: z.array(z.string().min(1)).optional(),
  /** Only for these powertrains (a model's hybrid has another gearbox); all when absent. */
  powertrains: z.array(z.enum(POWERTRAINS)).optional(),
  source: z.string().min(10),
});
type Row = z.infer<typeof modelRow>;

const file = <R extends z.ZodTypeAny>(rows: R) =>
  z.strictObject({
    version: z.string(),
    about: z.string(),
    sources: z.array(z.string().min(10)).min(1),
    models: z.array(rows),
  });

const transmissionFile = file(modelRow.extend({ styles: z.array(z.enum(STYLES)).min(1) }));
const turboFile = file(modelRow.extend({ turbo: z.boolean() })).extend({
  shareByModelYear: z.strictObject({
    about: z.string(),
    source: z.string().min(10),
    /** [first model year, share of US production turbocharged from then on], oldest first. */
    shares: z.array(z.tuple([z.number().int(), z.number().gt(0).lte(1)])).min(1),
  }),
});
const driveFile = file(modelRow.extend({ drives: z.array(z.enum(DRIVE_TYPES)).min(1) }));
const sensors = {
  standard: z.array(z.enum(ADAS_SENSORS)),
  without: z.array(z.enum(ADAS_SENSORS)).optional(),
  note: z.string().optional(),
};
/** Model rows, maker-wide rows (every model of the make) and federal rules (every car). */
const adasFile = file(modelRow.extend(sensors)).extend({
  features: z.array(z.enum(ADAS_SENSORS)),
  makes: z.array(modelRow.omit({ model: true }).extend(sensors)),
  federal: z.array(
    z.strictObject({
      rule: z.string().min(5),
      years: modelRow.shape.years,
      ...sensors,
      source: z.string().min(10),
    }),
  ),
});
export type TransmissionTable = z.infer<typeof transmissionFile>;
export type AdasTable = z.infer<typeof adasFile>;
export type TurboTable = z.infer<typeof turboFile>;
export type DriveTable = z.infer<typeof driveFile>;

export interface BuildTables {
  readonly transmissions: TransmissionTable;
  readonly turbo: TurboTable;
  readonly drives: DriveTable;
  readonly adas: AdasTable;
}

export function loadBuildTables(): BuildTables {
  return {
    transmissions: loadKnowledge('transmissions.json', transmissionFile),
    turbo: loadKnowledge('turbo.json', turboFile),
    drives: loadKnowledge('drives.json', driveFile),
    adas: loadKnowledge('adas.json', adasFile),
  };
}

export interface BuildQuery {
  readonly make: string;
  /** The owner's model words, with any make-field remainder ('Civic LX automatic'). */
  readonly model: string;
  readonly year: number;
  readonly powertrain: Powertrain;
  /** More of the owner's words that may name the engine or trim ("3.5 V6" in a parts request). */
  readonly said?: string;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The rows for this car: the longest model name that the owner's model starts with
 * ('Civic Type R' over 'Civic'), covering the year and powertrain; rows whose engine or trim
 * words the owner wrote outrank the general ones.
 */
export function rowsFor<R extends Row>(rows: readonly R[], q: BuildQuery): R[] {
  const make = squash(q.make);
  // 'Mazda 3' names the row 'Mazda3'; 'Civic LX' names 'Civic'.
  const keys = [squash(q.model), make + squash(q.model)];
  const named = (byMake(rows).get(make) ?? []).filter((r) =>
    keys.some((k) => k.startsWith(r.modelKey)),
  );
  const longest = Math.max(0, ...named.map((r) => r.modelKey.length));
  const fitting = named
    .filter((r) => r.modelKey.length === longest)
    .map((r) => r.row)
    .filter(
      (r) =>
        q.year >= r.years[0] &&
        q.year <= r.years[1] &&
        (!r.powertrains || r.powertrains.includes(q.powertrain)),
    );
  const text = ` ${q.model.toLowerCase()} ${(q.said ?? '').toLowerCase()} `;
  const hinted = fitting.filter((r) => r.when?.some((w) => mentions(text, w)));
  return hinted.length > 0 ? hinted : fitting.filter((r) => !r.when);
}

interface Keyed<R> {
  readonly row: R;
  readonly modelKey: string;
}
const indexes = new WeakMap<readonly Row[], ReadonlyMap<string, readonly Keyed<Row>[]>>();

// Rows by compacted make, each with its compacted model: built once per table, as the makes are.
function byMake<R extends Row>(rows: readonly R[]): ReadonlyMap<string, readonly Keyed<R>[]> {
  let index = indexes.get(rows);
  if (!index) {
    const built = new Map<string, Keyed<Row>[]>();
    for (const row of rows) {
      const key = squash(row.make);
      built.set(key, [...(built.get(key) ?? []), { row, modelKey: squash(row.model) }]);
    }
    index = built;
    indexes.set(rows, index);
  }
  return index as ReadonlyMap<string, readonly Keyed<R>[]>;
}

const SAYS_MANUAL =
  /\b(manual|stick( ?shift)?|standard transmission|[56] ?-?speed manual|[56]mt)\b/i;
const SAYS_AUTOMATIC =
  /\b(automatic|auto|cvt|dsg|dct|powershift|s ?tronic|tiptronic|steptronic)\b/i;
const SAYS_DUAL_CLUTCH = /\b(dsg|dct|powershift|s ?tronic|dual[- ]clutch)\b/i;

/** Every gearbox style sold for this car, narrowed by the owner's "manual"/"automatic"; null when not listed. */
export function handGearboxes(
  table: TransmissionTable,
  q: BuildQuery,
): readonly TransmissionStyle[] | null {
  const rows = rowsFor(table.models, q);
  if (rows.length === 0) return null;
  const all = [...new Set(rows.flatMap((r) => r.styles))];
  return narrowed(all, q.model);
}

/**
 * The gearbox kinds words name ("six-speed manual", "PowerShift dual-clutch", "automatic
 * transaxle": any but a manual); every kind when they name none.
 */
export function gearboxesNamedIn(words: string): readonly TransmissionStyle[] {
  return narrowed([...STYLES], words);
}

function narrowed(all: TransmissionStyle[], words: string): TransmissionStyle[] {
  const keep = (p: (s: TransmissionStyle) => boolean) => {
    const some = all.filter(p);
    return some.length > 0 ? some : all;
  };
  if (SAYS_MANUAL.test(words) && !SAYS_AUTOMATIC.test(words)) return keep((s) => s === 'manual');
  if (SAYS_DUAL_CLUTCH.test(words)) return keep((s) => s === 'dual-clutch');
  if (/\bcvt\b/i.test(words)) return keep((s) => s === 'cvt');
  if (SAYS_AUTOMATIC.test(words)) return keep((s) => s !== 'manual');
  return all;
}

// In a description "manual" alone is often the owner's manual: only a gearbox named as one counts.
const DESCRIBED_MANUAL =
  /\b(manual (transmission|gearbox|trans|shift)|stick ?shift|[4-7][- ]?speed manual|(standard|manual) (car|truck))\b/i;

/**
 * The gearbox an owner's description names ("the 7-speed DSG has packed up", "my CVT"), for a
 * car whose model we do not list; undefined when it names none or more than one kind.
 */
export function describedGearbox(text: string): TransmissionStyle | undefined {
  const said: TransmissionStyle[] = [];
  if (SAYS_DUAL_CLUTCH.test(text)) said.push('dual-clutch');
  if (/\bcvt\b/i.test(text)) said.push('cvt');
  if (DESCRIBED_MANUAL.test(text)) said.push('manual');
  return said.length === 1 ? said[0] : undefined;
}

// "EcoBoost", "2.0T", "1.5 turbo", "TSI": a turbo named by the owner settles it.
const SAYS_TURBO = /\b(turbo(charged)?|ecoboost|[0-9]\.[0-9] ?t|t?fsi|tsi)\b/i;
// "Supercharged", "5.0 Supercharger": a supercharger is not a turbo (turbo.json's "about").
const SAYS_SUPERCHARGED = /\bsupercharg(ed|er)\b/i;

/** What the owner's model text says of a turbo: true, false (a supercharged trim) or null. */
export function saidTurbo(model: string): boolean | null {
  if (SAYS_TURBO.test(model)) return true;
  return SAYS_SUPERCHARGED.test(model) ? false : null;
}

/** true/false when every engine sold for the rows agrees (or the owner names a turbo); else null. */
export function handTurbo(table: TurboTable, q: BuildQuery): boolean | null {
  const said = saidTurbo(q.model);
  if (said !== null) return said;
  const values = new Set(rowsFor(table.models, q).map((r) => r.turbo));
  const [only] = values;
  return values.size === 1 && only !== undefined ? only : null;
}

/** How likely a car of this model year is to have a turbo when nothing says whether it does. */
export function turboShare(table: TurboTable, year: number): number {
  return shareInForce(table.shareByModelYear.shares, year);
}

/**
 * The share in force for a model year from a table of [first model year, share], oldest
 * first; the oldest share for a year before the table.
 */
export function shareInForce(shares: readonly (readonly [number, number])[], year: number): number {
  return shares.filter(([from]) => from <= year).at(-1)?.[1] ?? shares[0]![1];
}

/** The drive types the owner's words name ("AWD", "4x4", "2WD"), or none. */
function drivesSaid(words: string): readonly DriveType[] {
  const said: DriveType[] = [];
  if (/\b(awd|all[- ]wheel[- ]drive|4motion|xdrive|quattro|sh-awd)\b/i.test(words))
    said.push('AWD');
  if (/\b(4wd|4x4|four[- ]wheel[- ]drive)\b/i.test(words)) said.push('4WD');
  if (/\b(fwd|front[- ]wheel[- ]drive)\b/i.test(words)) said.push('FWD');
  if (/\b(rwd|rear[- ]wheel[- ]drive)\b/i.test(words)) said.push('RWD');
  if (/\b(2wd|4x2|two[- ]wheel[- ]drive)\b/i.test(words)) said.push('FWD', 'RWD');
  return said;
}

/**
 * Every drive type sold for this car (drives.json), narrowed by the drive the owner's model
 * words name ("RAV4 AWD", "F-150 4x4"); null when the model is not listed.
 */
export function handDrives(table: DriveTable, q: BuildQuery): readonly DriveType[] | null {
  const rows = rowsFor(table.models, q);
  if (rows.length === 0) return null;
  const all = [...new Set(rows.flatMap((r) => r.drives))].sort();
  const said = drivesSaid(q.model);
  const kept = all.filter((d) => said.includes(d));
  return kept.length > 0 ? kept : all;
}

/**
 * The driver-assistance sensors every trim of this car has (adas.json: its model's rows, its
 * make's and the federal rules for its model year), and those its maker's hardware has none of;
 * null when no row speaks for it.
 */
export function handAdas(table: AdasTable, q: BuildQuery): AdasFit | null {
  const make = squash(q.make);
  const inYears = (r: { years: readonly [number, number] }) =>
    q.year >= r.years[0] && q.year <= r.years[1];
  const rows = [
    ...rowsFor(table.models, q),
    ...table.makes.filter((r) => squash(r.make) === make && inYears(r)),
    ...table.federal.filter(inYears),
  ];
  if (rows.length === 0) return null;
  const listed = (pick: (r: (typeof rows)[number]) => readonly AdasSensor[] | undefined) =>
    ADAS_SENSORS.filter((s) => rows.some((r) => pick(r)?.includes(s)));
  return { standard: listed((r) => r.standard), without: listed((r) => r.without) };
}
