/**
 * The owner-activity read model's table: written by owner-activity.projection.ts, read by
 * owner-activity.query.ts. One row per owner: when they last did something the log records.
 */
export const ownerActivityTable = 'rm_owner_activity';
