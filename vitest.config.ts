import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` (scripts/test.mjs) decides the order.
export default defineConfig({
  test: {
    // PGlite instances are heavy (WASM): keep parallelism bounded on 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
