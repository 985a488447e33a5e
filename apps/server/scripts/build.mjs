// The production server: one ESM bundle (apps/server/dist/main.js) of the server and @kantor/core,
// compiled from TypeScript once, so production runs plain Node with no TypeScript loader. npm packages
// stay outside the bundle (native addons, lazily required files) and load from node_modules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const server = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(server, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@kantor/core');

const started = Date.now();
const result = await build({
  entryPoints: [resolve(server, 'src/main.ts')],
  outfile: resolve(server, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // a bundled CommonJS helper may still call require(): give the ESM bundle one
  banner: {
    js: "import { createRequire as __kantorRequire } from 'node:module'; const require = __kantorRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server bundle: dist/main.js (${(bytes / 1024).toFixed(0)} KB with its map) in ${Date.now() - started} ms`,
);
