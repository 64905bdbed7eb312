/**
 * Workspace boundaries (docs/decisions/001-workspace-layout.md): contracts depend on zod
 * only; ui, api and projections never on each other; only server composes them.
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
      name: 'api-not-into-siblings',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(ui|projections|server)/' },
    },
    {
      name: 'projections-not-into-siblings',
      severity: 'error',
      from: { path: '^projections/' },
      to: { path: '^(ui|api|server)/' },
    },
    {
      name: 'ui-not-into-siblings',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(api|projections|server|event-store)/' },
    },
    {
      name: 'event-store-knows-no-domain',
      severity: 'error',
      from: { path: '^event-store/' },
      to: { path: '^(contracts|ui|api|projections|server)/' },
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
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
