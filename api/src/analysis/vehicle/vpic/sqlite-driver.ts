/**
 * Node's built-in SQLite (node:sqlite, Node 22.5+; stable enough on Node 24). Loaded through
 * process.getBuiltinModule so that Node 20, which lacks it, gets null instead of a crash.
 */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
}
export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  close(): void;
}
export interface SqliteDriver {
  open(path: string, options: { readOnly: boolean }): SqliteDatabase;
}

interface NodeSqliteModule {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => SqliteDatabase;
}

export function nodeSqlite(): SqliteDriver | null {
  const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  const mod = getBuiltin?.call(process, 'node:sqlite') as NodeSqliteModule | undefined;
  if (!mod?.DatabaseSync) return null;
  return { open: (path, options) => new mod.DatabaseSync(path, options) };
}
