export * from './lease';
export * from './lease-keeper';
