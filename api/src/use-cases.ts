/**
 * The API's plain use cases, without the HTTP edge (ADR 052, 053): what the workers and the
 * command-line tools call, and the types they take. Loading this entry
 * (`@fairwrench/api/use-cases`) loads no Nest module (dependency-cruiser:
 * `use-cases-entry-loads-no-nest`); the package's main entry adds the Nest application.
 */
// Who a lead goes to: the shops an owner was shown, or the partner a managed repair books.
export { managedRepairCandidate, recommendedCandidates } from './leads/share-leads/lead-candidates';
export { needsOf } from './shops/directory/shop-needs';
export type { Clock } from './shared/domain/tokens';
export {
  grantPartnerAccess,
  revokePartnerAccess,
  type PartnerAccessDeps,
} from './partners/partner-access/partner-access';
export type { PartnerAccessBroker } from './partners/partner-access/partner-access-broker';
export { readLeadTrail, type TrailReader } from './compliance/read-lead-trail/read-lead-trail';
export { requestContext, type CommandContext } from '@fairwrench/domain';
export { DomainError } from '@fairwrench/domain';
export {
  eraseOwner,
  type DataKeys,
  type ErasureDependencies,
  type ErasureRequest,
} from './data-rights/erase-owner/erase-owner';
export type { PhotoStore } from './photos/photo-store';
export type { Logger } from './shared/logger';
export type { ProductMetrics } from './operations/metrics/product-metrics';
export type { ReadinessCheck } from './operations/health/readiness';
