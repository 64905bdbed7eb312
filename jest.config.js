/** One jest run for every workspace; tests sit beside the code they test. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    // import() stays import(), as tsc (module node16) leaves it: jest then loads ES-module
    // packages (the Kafka client) through its vm-modules loader, on Node 20 as on 24.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

/** The same transform for the web app's .tsx, with React's automatic JSX runtime. */
const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@fairwrench/event-store/testing$': '<rootDir>/event-store/src/testing',
    '^@fairwrench/domain/testing$': '<rootDir>/domain/src/testing',
    '^@fairwrench/projections/(.+\\.query)$': '<rootDir>/projections/src/$1',
    '^@fairwrench/projections/testing$': '<rootDir>/projections/src/testing',
    '^@fairwrench/workers/testing$': '<rootDir>/workers/src/testing',
    '^@fairwrench/server/testing$': '<rootDir>/server/src/testing',
    '^@fairwrench/api/use-cases$': '<rootDir>/api/src/use-cases',
    '^@fairwrench/(contracts|event-store|domain|api|projections|workers)$': '<rootDir>/$1/src',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/**
 * Projects by test kind, so `--selectProjects unit` (npm run test:unit) or `e2e` runs one
 * kind. e2e specs drive Chromium against the server and the built ui/dist; their longer
 * timeout is set by withSite() because jest reads testTimeout globally, not per project.
 */
/**
 * One jest worker per PostgreSQL server when the run has several (TEST_DATABASE_URLS, as CI
 * sets it): each worker's specs then make their databases on a server of their own
 * (event-store/src/testing/test-database.ts says why a server is not shared). Without it, jest's
 * default: one worker less than the machine has cores.
 */
const databaseServers = (process.env.TEST_DATABASE_URLS ?? '')
  .split(',')
  .filter((url) => url.trim()).length;

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  ...(databaseServers > 1 ? { maxWorkers: databaseServers } : {}),
  // Each spec file's module graph (a NestJS app, the analysis knowledge) stays in the process
  // that ran it. With a limit, jest runs the files in a worker it replaces once the worker
  // holds more than this after a file, instead of one process growing to gigabytes, whose
  // garbage collection then slows every later file (README, "Test it").
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/*/src/**/*.unit.spec.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/*/src/**/*.int.spec.ts'],
      // The EventStoreDB adapter's own specs need a server (EVENTSTORE_URL); none runs on
      // these machines. Without one they are left out, and the event store contract spec
      // says on the console that it did not run on EventStoreDB (README, "Test it").
      ...(process.env.EVENTSTORE_URL
        ? {}
        : {
            testPathIgnorePatterns: [
              ...shared.testPathIgnorePatterns,
              '/event-store/src/eventstoredb/.*\\.int\\.spec\\.ts$',
            ],
          }),
    },
    {
      // The web app's components in a DOM (jsdom) with Testing Library: what a card, a form
      // message or a table says, without a server or a browser (issue 31).
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/ui/src/**/*.component.spec.tsx'],
      transform: { '^.+\\.tsx?$': swcTsx },
      moduleNameMapper: {
        '\\.css$': '<rootDir>/ui/src/testing/style-stub.ts',
        '^@fairwrench/contracts$': '<rootDir>/contracts/src',
      },
      testPathIgnorePatterns: shared.testPathIgnorePatterns,
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/server/src/**/*.e2e.spec.ts'],
      // One product and one Chromium for every browser spec file (harness/shared-site.ts).
      globalSetup: '<rootDir>/server/e2e-setup/global-setup.cjs',
      globalTeardown: '<rootDir>/server/e2e-setup/global-teardown.cjs',
    },
    // The screenshot walk rewrites docs/screenshots/: only `npm run screenshots` includes it.
    ...(process.env.SCREENSHOTS === '1'
      ? [
          {
            ...shared,
            displayName: 'screenshots',
            testMatch: ['<rootDir>/server/src/**/*.walk.spec.ts'],
          },
        ]
      : []),
  ],
};
