export * from './data-keys';
export * from './personal-data-codec';
