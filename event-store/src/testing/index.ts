export * from './test-database';
export * from './events';
export * from './in-memory-kurrentdb';
export * from './newest-committed';
