import type { SqlClient } from '@fairwrench/event-store';

/** Every read model's rows, each as JSON text, sorted: two snapshots compare as values. */
export type ReadModelSnapshot = Readonly<Record<string, readonly string[]>>;

/**
 * The rows of every read-model table (the `rm_` tables of ADR 016) in the current schema.
 * A rebuild from the log must give the same snapshot as the projections kept live: the
 * chaos run compares the two after killing workers mid-batch (server/src/chaos).
 */
export async function readModelSnapshot(client: SqlClient): Promise<ReadModelSnapshot> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_name like 'rm\\_%'
     order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await client.query<{ row: string }>(
      `select row_to_json(t)::text as row from ${name} t`,
    );
    snapshot[name] = rows.map((each) => each.row).sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with how many rows each side lacks. */
export function snapshotDifferences(
  live: ReadModelSnapshot,
  rebuilt: ReadModelSnapshot,
): { table: string; onlyLive: number; onlyRebuilt: number }[] {
  const tables = [...new Set([...Object.keys(live), ...Object.keys(rebuilt)])].sort();
  return tables.flatMap((table) => {
    const a = live[table] ?? [];
    const b = rebuilt[table] ?? [];
    const inB = new Set(b);
    const inA = new Set(a);
    const onlyLive = a.filter((row) => !inB.has(row)).length;
    const onlyRebuilt = b.filter((row) => !inA.has(row)).length;
    return onlyLive || onlyRebuilt || a.length !== b.length
      ? [{ table, onlyLive, onlyRebuilt }]
      : [];
  });
}
