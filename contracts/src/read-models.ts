/**
 * Read models the API queries and the projections write. The projection id is also its
 * subscription's checkpoint name, which the API waits on for read-your-writes.
 */
export const READ_MODELS = {
  vehicles: { projection: 'vehicles', table: 'rm_vehicles' },
  issues: { projection: 'issues', table: 'rm_issues' },
  diagnostics: { projection: 'diagnostics', table: 'rm_diagnostics' },
  managedRepairs: { projection: 'managed-repairs', table: 'rm_managed_repairs' },
  shops: { projection: 'shops', table: 'rm_shops' },
} as const;
