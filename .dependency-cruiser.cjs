/**
 * Lint's dependency check (scripts/lint.mjs; docs/architecture.md "Dependency rules"). Type-only and
 * lazy (`import()`) imports count: a cycle through either still ties the two modules' code together.
 */
/** Tests may reach across (a core test reading the web's locale files, a web test the real feature list). */
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, in any package, through any kind of import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'generic-web-imports-feature',
      comment:
        'The generic web layer (resources/, ui/, app/) names no feature: features add to it through their ' +
        'features/<name>/feature.ts, which the signed-in frame registers (app/feature-registry.ts). The two ' +
        "composition roots may: the router (each feature's routes) and the signed-in frame (the registry).",
      severity: 'error',
      from: {
        path: '^apps/web/src/(resources|ui|app)/',
        pathNot: ['^apps/web/src/app/(router\\.tsx|signed-in-shell\\.ts)$', TEST],
      },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'core-imports-nothing-of-ours',
      comment: 'packages/core is pure: it runs in the browser and on the server.',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: TEST },
      to: { path: '^apps/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'The web app never imports the server, nor the server the web app.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dev-dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
