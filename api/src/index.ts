export * from './api.module';
export * from './create-api-app';
export * from './config/settings';
export type { ReadModelProgress } from '@fairwrench/domain';
export type { Logger } from './shared/http/request-logger';
export type { RateLimitBudgets } from './shared/http/rate-limit';
export {
  costlyCallBudgets,
  ISSUES_PER_ADDRESS,
  ISSUES_PER_OWNER,
  REGISTRATIONS_PER_ADDRESS,
} from './shared/http/costly-call-limits';
export { SessionKeys, SESSION_LIFETIME } from './sessions/session-keys';
export { FilePhotoStore } from './photos/file-photo-store';
export type { PhotoStore } from './photos/photo-store';
export type { PaymentsConfig } from './payments/payments-config';
export { loadAndWarmUp as loadAnalysis } from './analysis/engine';
export type { AnalysisKnowledge } from './analysis/knowledge';
export { seedDemoShops, type SeedResult } from './shops/seed-demo-directory/seed-demo-shops';
// Who a lead goes to: the shops an owner was shown, or the partner a managed repair books.
// The lead policy (workers) calls these; the shop directory they search lives here.
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
export { ProductMetrics, type SubscriptionStatus } from './operations/metrics/product-metrics';
export type { OperationsConfig } from './operations/operations-config';
export type { ReadinessCheck } from './operations/health/readiness';
export { createOperationsApp } from './operations/create-operations-app';
