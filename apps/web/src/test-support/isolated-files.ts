/**
 * The web test files that need a page of their own (vitest.config.ts runs them in the project
 * `web-isolated`, a fresh jsdom and module graph per file; every other web file shares its worker's,
 * see test-support/setup.ts). Paths from apps/web. `isolated.test.ts` fails when a file mocks a module
 * or starts the app's i18n without being listed here, or when a listed file is gone.
 */
export const ISOLATED_WEB_TESTS: readonly string[] = [
  // `vi.mock` of a module other files import unmocked: in a shared module graph, whichever file
  // evaluates the importer first decides for every later file whether it sees the mock
  'src/app/layouts/SideMenu.test.tsx',
  'src/features/jobs/dispatch/day-map.screens.test.tsx',
  'src/resources/ResourceListPage.renders.test.tsx',
  // a page load of the app's i18n (i18n/i18n.ts): which namespaces it has loaded is kept per page, so
  // `initI18n` is meant to run once, on a page where nothing has loaded any yet
  'src/i18n/i18n.test.ts',
  'src/i18n/i18n-widget.test.ts',
  'src/i18n/PrimeLocaleSync.test.tsx',
  // the Capacitor shell's bridge (window.Capacitor) installed before @capacitor/core first loads;
  // on a shared page it would stay, and every later file would run "inside the shell"
  'src/native/shell.test.tsx',
  // asserts that nothing has loaded Capacitor's code on the page (another file's camera code does)
  'src/native/platform.test.ts',
];
