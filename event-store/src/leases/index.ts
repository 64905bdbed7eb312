export * from './lease';
export * from './lease-keeper';
export * from './worker-roster';
