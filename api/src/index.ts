export * from './api.module';
export * from './create-api-app';
export * from './config/settings';
export type { ReadModelProgress } from './shared/domain/read-model-progress';
export type { Logger } from './shared/http/request-logger';
export { FilePhotoStore } from './photos/file-photo-store';
export type { PhotoStore } from './photos/photo-store';
export type { PaymentsConfig } from './payments/payments-config';
export { warmUp as warmUpAnalysis } from './analysis/engine';
