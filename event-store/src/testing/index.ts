export * from './test-database';
export * from './events';
