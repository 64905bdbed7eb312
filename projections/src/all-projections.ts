import { diagnosticsProjection } from './diagnostics/diagnostics.projection';
import { issuesProjection } from './issues/issues.projection';
import { leadTrailProjection } from './lead-trail/lead-trail.projection';
import { managedRepairsProjection } from './managed-repairs/managed-repairs.projection';
import { ownerActivityProjection } from './owner-activity/owner-activity.projection';
import { partnersProjection } from './partners/partners.projection';
import type { Projection } from './projection';
import { shopsProjection } from './shops/shops.projection';
import { vehiclesProjection } from './vehicles/vehicles.projection';

/** Every read model the product keeps. */
export const allProjections: readonly Projection[] = [
  vehiclesProjection,
  issuesProjection,
  diagnosticsProjection,
  managedRepairsProjection,
  shopsProjection,
  partnersProjection,
  leadTrailProjection,
  ownerActivityProjection,
];
