// `npm test`: every suite in CI order: lint, typecheck, unit and API tests, the build with the browser journeys.
import { npmCommand, run } from './lib.mjs';

const steps = [
  ['lint', [npmCommand, ['run', 'lint']]],
  ['typecheck', [npmCommand, ['run', 'typecheck']]],
  [
    'core unit and server API tests',
    [process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'core', '--project', 'server']],
  ],
  // The web's screen tests on their own, not beside the PGlite server files: on a loaded 2-core machine
  // a few of them (a form or list test's first event after its data arrives) failed about one run in
  // two at stop 27, cause not found yet (see the issue note); alone they have the two cores.
  // `web` shares a page per worker, `web-isolated` gives each of its few files a page of its own
  // (vitest.config.ts)
  [
    'web unit tests',
    [
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'web', '--project', 'web-isolated'],
    ],
  ],
  // the journeys' global setup builds the web app and the server bundle (when stale) while it writes
  // the template databases (e2e/support/build.ts)
  [
    'build and browser journeys',
    [process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e']],
  ],
];

// Suites that need a service run only when it is named; say plainly what this run leaves out.
if (!process.env.REDIS_URL)
  console.log(
    'ℹ REDIS_URL not set: the two-instance Redis suites (sign-in throttle, access version, realtime fan-out) are not run; CI runs them in its PostgreSQL pass.',
  );
if (!process.env.DATABASE_URL)
  console.log(
    'ℹ DATABASE_URL not set: the API suites run on the embedded PGlite only; CI runs them again on PostgreSQL.',
  );

const started = Date.now();
for (const [name, [command, args]] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    process.exit(typeof error.code === 'number' ? error.code : 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
