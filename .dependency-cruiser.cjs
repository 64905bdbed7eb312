/**
 * Workspace boundaries (docs/decisions/001-workspace-layout.md): contracts depend on zod
 * only; ui, api and projections never on each other, except that the API runs a read
 * model's queries through its `*.query.ts` file (docs/decisions/016-read-models-with-their-
 * queries.md); only server composes them. The domain (docs/decisions/046-domain-and-workers-
 * workspaces.md) knows contracts and the event-store port only; everything else may use it.
 * Projections hold read models only. The workers (docs/decisions/052-one-workers-workspace.md)
 * hold the background work and the broker: nothing but server uses them, and they reach the
 * API through its package entry only. A read model's table is named in its own folder.
 */
module.exports = {
  forbidden: [
    {
      name: 'contracts-stay-pure',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { dependencyTypesNot: ['core'], pathNot: ['^contracts/', 'node_modules/zod/'] },
    },
    {
      name: 'domain-knows-contracts-and-the-event-store-port-only',
      comment: 'Deciders, folds and handleCommand: no HTTP, no read model, no broker, no Nest.',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^(domain|contracts|event-store)/', 'node_modules/zod/'],
      },
    },
    {
      name: 'domain-not-on-the-event-store-test-kit',
      comment: 'Only specs run on the test kit; domain code sees the port.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '[.]spec[.]ts$' },
      to: { path: '^event-store/src/testing/' },
    },
    {
      name: 'api-not-into-siblings',
      comment:
        'A use case knows nothing of the web app or the composition root. Its product specs ' +
        '(*.product.int.spec.ts, beside it) drive the composed product through server/src/testing.',
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: '^(ui|server)/',
        pathNot: '^server/src/testing/',
      },
    },
    {
      name: 'only-product-specs-use-the-composed-product',
      severity: 'error',
      from: { path: '^api/', pathNot: '[.]product[.]int[.]spec[.]ts$' },
      to: { path: '^server/src/testing/' },
    },
    {
      name: 'api-into-projections-only-through-queries',
      comment: 'The API reads a read model through its query functions, never its projection.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^projections/', pathNot: '^projections/src/[^/]+/[^/]+[.]query[.]ts$' },
    },
    {
      name: 'read-model-table-stays-in-its-folder',
      comment: 'Only its projection and its queries name a read model table (SQL stays there).',
      severity: 'error',
      from: { path: '^projections/src/([^/]+)/' },
      to: { path: '^projections/src/[^/]+/[^/]+[.]table[.]ts$', pathNot: '^projections/src/$1/' },
    },
    {
      name: 'read-model-tables-stay-in-projections',
      severity: 'error',
      from: { pathNot: '^projections/src/' },
      to: { path: '^projections/src/[^/]+/[^/]+[.]table[.]ts$' },
    },
    {
      name: 'projections-hold-read-models-only',
      comment: 'Read models and their queries: no decider, no use case, no broker, no worker.',
      severity: 'error',
      from: { path: '^projections/' },
      to: { path: ['^(ui|api|server|domain|workers)/', 'node_modules/@platformatic/kafka/'] },
    },
    {
      name: 'only-server-composes-the-workers',
      severity: 'error',
      from: { path: '^(contracts|event-store|domain|api|projections|ui)/' },
      to: { path: '^workers/' },
    },
    {
      name: 'use-cases-know-no-http',
      comment:
        'A use case is a plain function (api/src/<area>/<use-case>/<use-case>.ts) that CLIs and workers call too: no Nest, no Express, no controller (ADR 053).',
      severity: 'error',
      from: { path: '^api/src/.+/([^/]+)/\\1[.]ts$' },
      to: {
        path: [
          'node_modules/@nestjs/',
          'node_modules/express/',
          '^api/src/.+[.](controller|module|guard|interceptor|pipe|filter)[.]ts$',
        ],
      },
    },
    {
      name: 'workers-not-into-the-edges',
      comment: 'Background work knows no HTTP framework, no web app and no composition root.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: ['^(ui|server)/', 'node_modules/@nestjs/', 'node_modules/express/'] },
    },
    {
      name: 'workers-into-api-through-its-use-cases-only',
      comment:
        'The plain use cases (erase owner, lead candidates), not the HTTP edge or its insides.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^api/', pathNot: '^api/src/use-cases[.]ts$' },
    },
    {
      name: 'use-cases-entry-loads-no-nest',
      comment: 'What the workers and CLIs load from the API must not start pulling in Nest.',
      severity: 'error',
      from: { path: '^api/src/use-cases[.]ts$' },
      to: { path: ['node_modules/@nestjs/', 'node_modules/express/'], reachable: true },
    },
    {
      name: 'the-broker-client-lives-in-workers',
      severity: 'error',
      from: { pathNot: '^workers/' },
      to: { path: 'node_modules/@platformatic/kafka/' },
    },
    {
      name: 'ui-not-into-siblings',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(api|domain|projections|server|event-store)/' },
    },
    {
      name: 'event-store-knows-no-domain',
      severity: 'error',
      from: { path: '^event-store/' },
      to: { path: '^(contracts|ui|domain|api|projections|server)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
