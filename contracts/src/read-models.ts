/**
 * The read models' projection ids. Each id is also its subscription's checkpoint name, which
 * the API waits on for read-your-writes (ADR 005). A read model's table, and every SQL
 * statement that reads it, live in its folder under projections/src (ADR 016).
 *
 * `table` is left only for the two command-side readers still being moved to the query
 * functions (managed-repair-read-model.ts, find-owned-diagnostic.ts); delete it with them.
 */
export const READ_MODELS = {
  vehicles: { projection: 'vehicles', table: 'rm_vehicles' },
  issues: { projection: 'issues', table: 'rm_issues' },
  diagnostics: { projection: 'diagnostics', table: 'rm_diagnostics' },
  managedRepairs: { projection: 'managed-repairs', table: 'rm_managed_repairs' },
  shops: { projection: 'shops', table: 'rm_shops' },
} as const;
