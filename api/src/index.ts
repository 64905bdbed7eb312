export * from './api.module';
export * from './create-api-app';
export * from './config/settings';
export type { ReadModelProgress } from '@fairwrench/domain';
export type { RateLimitBudgets } from './shared/http/rate-limit';
export {
  costlyCallBudgets,
  ISSUES_PER_ADDRESS,
  ISSUES_PER_OWNER,
  REGISTRATIONS_PER_ADDRESS,
} from './shared/http/costly-call-limits';
export { SessionKeys, SESSION_LIFETIME } from './sessions/session-keys';
export { FilePhotoStore } from './photos/file-photo-store';
export type { PaymentsConfig } from './payments/payments-config';
export { loadAndWarmUp as loadAnalysis } from './analysis/engine';
export type { AnalysisKnowledge } from './analysis/knowledge';
export { seedDemoShops, type SeedResult } from './shops/seed-demo-directory/seed-demo-shops';
export * from './use-cases';
export { ProductMetrics, type SubscriptionStatus } from './operations/metrics/product-metrics';
export type { OperationsConfig } from './operations/operations-config';
export { createOperationsApp } from './operations/create-operations-app';
