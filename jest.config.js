/** One jest run for every workspace; tests sit beside the code they test. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@fairwrench/event-store/testing$': '<rootDir>/event-store/src/testing',
    '^@fairwrench/(contracts|event-store|api|projections)$': '<rootDir>/$1/src',
  },
  testMatch: ['<rootDir>/*/src/**/*.(unit|int).spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 60_000,
};
