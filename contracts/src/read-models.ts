/**
 * Read models the API queries and the projections write. The projection id is also its
 * subscription's checkpoint name, which the API waits on for read-your-writes.
 */
export const READ_MODELS = {
  vehicles: { projection: 'vehicles', table: 'rm_vehicles' },
} as const;
