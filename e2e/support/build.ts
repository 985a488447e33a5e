import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
// scripts/lib.mjs is plain JavaScript shared with `npm start`; its staleness checks are the ones it uses
// @ts-expect-error no types for the .mjs helper
import { serverBuildIsStale, webBuildIsStale } from '../../scripts/lib.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * `npm run build` when the built web app or the server bundle is missing or older than its sources
 * (the same checks `npm start` makes), so a journey never runs against an old build.
 */
export function buildWhenStale(): Promise<void> {
  if (!(webBuildIsStale() as boolean) && !(serverBuildIsStale() as boolean)) return Promise.resolve();
  // the build as `npm run build` alone makes it: Vitest sets NODE_ENV=test, under which Vite would
  // bundle React's development build and the PWA plugin would precache nothing
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  return new Promise((done, fail) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`npm run build failed (${code})`))));
  });
}
