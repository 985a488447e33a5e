// `npm run bench`: every benchmark in bench/, each printing its figures and ratios against a baseline
// measured in the same run. BENCH_SECONDS sets the load duration (default 5 s per side).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { npmCommand, root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) await run(npmCommand, ['run', 'build']);
const only = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  console.log(`\n▶ ${file}`);
  if (!existsSync(join(root, 'bench', file))) continue;
  await run(process.execPath, ['--import', 'tsx', join('bench', file)]);
}
