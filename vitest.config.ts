import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_WEB_TESTS } from './apps/web/src/test-support/isolated-files.ts';
import { LongestFirst } from './e2e/support/sequencer.ts';

/** The web projects' common settings: the screens and helpers of apps/web in jsdom. */
const web = {
  root: './apps/web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom' as const,
  testTimeout: 20_000,
};

// One runner for every suite; `npm test` (scripts/test.mjs) decides the order.
export default defineConfig({
  test: {
    // PGlite instances are heavy (WASM): keep parallelism bounded on 2-core machines.
    maxWorkers: 2,
    // the journeys longest first: a clean clone has no results cache to order by (e2e/support/sequencer.ts)
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // pure functions with no shared mutable state: one module graph per worker, not per file
          isolate: false,
          // property tests run thousands of cases; a loaded 2-core CI machine needs the headroom
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // one migrated, seeded database per run, loaded by each file instead of an initdb per file
          globalSetup: ['./src/test/global-setup.ts'],
          // Each file builds its own app on its own database, and module-level state is per app
          // (decorations, registries) or replaced whole (runtime declarations): evaluating the app's
          // ~600 modules once per worker instead of once per file saves minutes of import time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          exclude: [...configDefaults.exclude, ...ISOLATED_WEB_TESTS],
          setupFiles: ['./src/test-support/setup.ts'],
          // The files of a worker share one jsdom page and one module graph: React, PrimeReact and the
          // locale files load once per worker instead of once per file (the web step took ~4.5 min on
          // two cores, most of it building a page and importing per file). Safe because the setup file
          // (src/test-support/setup.ts) puts back a fresh page after each file (document, storages,
          // IndexedDB, timers, stubbed globals, dialogs, toasts, features, configure mode), and the
          // files that need a page load of their own run isolated below (src/test-support/
          // isolated-files.ts says why each does; isolated.test.ts fails when one is missing there).
          isolate: false,
        },
      },
      {
        // a fresh page and module graph per file, as every web file had before
        test: { ...web, name: 'web-isolated', include: [...ISOLATED_WEB_TESTS] },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          // every journey starts its own server and browser; the server's modules load once
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two journeys at a time: a journey waits on its browser and server half the time, so two
          // share two cores (measured: 4 journeys in 192 s against 268 s one after another)
          fileParallelism: true,
        },
      },
    ],
  },
});
