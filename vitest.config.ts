import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/support/sequencer.ts';

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
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
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
