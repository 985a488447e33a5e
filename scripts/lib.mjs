import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else
        reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`), { code }));
    });
    child.on('error', reject);
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * True when the built web app is missing or older than its sources: the app's build (its index.html)
 * or the public chat widget's, which runs after it (apps/web/vite.widget.config.ts; the app's build
 * empties dist/, so a build of the app alone leaves no widget).
 */
export function webBuildIsStale() {
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist/chat-widget/.vite/manifest.json'].map((path) =>
    join(root, path),
  );
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite.widget.config.ts',
    // the build script (which builds run, in what order)
    'apps/web/package.json',
    // what the config reads: a changed chunk grouping is a different build
    'apps/web/chunk-groups.ts',
    'packages/core/src',
  ];
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

/** True when the production server bundle is missing or older than the server's or core's sources. */
export function serverBuildIsStale() {
  const bundle = join(root, 'apps/server/dist/main.js');
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return ['apps/server/src', 'apps/server/package.json', 'packages/core/src'].some(
    (s) => newestMtime(join(root, s)) > built,
  );
}

export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
