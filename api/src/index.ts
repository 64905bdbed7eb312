export * from './api.module';
export * from './create-api-app';
export * from './config/settings';
export type { ReadModelProgress } from './shared/domain/read-model-progress';
export type { Logger } from './shared/http/request-logger';
