/**
 * The read models' projection ids. Each id is also its subscription's checkpoint name, which
 * the API waits on for read-your-writes (ADR 005). A read model's table, and every SQL
 * statement that reads it, live in its folder under projections/src (ADR 016).
 */
export const READ_MODELS = {
  vehicles: { projection: 'vehicles' },
  issues: { projection: 'issues' },
  diagnostics: { projection: 'diagnostics' },
  managedRepairs: { projection: 'managed-repairs' },
  shops: { projection: 'shops' },
  leadTrail: { projection: 'lead-trail' },
  partners: { projection: 'partners' },
  ownerActivity: { projection: 'owner-activity' },
} as const;
