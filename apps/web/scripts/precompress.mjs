// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built app, once,
// at the highest levels: the server sends the copy the browser accepts (plugins/web.ts, preCompressed).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const TYPES = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(dist)) {
  if (!TYPES.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
  const data = await readFile(path);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  // a copy that is not smaller is not worth a request header's choice
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
