// `npm run lint`: Biome (format and lint), then the dependency check (dependency-cruiser,
// .dependency-cruiser.cjs: no import cycle, the generic web layer imports no feature, core imports
// nothing of ours, web and server apart), then the copy checks (jscpd, .jscpd.json: no block of
// 10 lines written twice; scripts/copies.mjs: no helper written twice), then the structure checks of
// scripts/native-dates.mjs (no `<input type="date">` in web code: ui/DateInput.tsx picks dates) and
// scripts/web-calls.mjs (no API call written by hand outside apps/web/src/api) and
// scripts/unnamed-dialogs.mjs (no `role="dialog"` without a name). Every step runs; any failure fails.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findHelperCopies } from './copies.mjs';
import { root } from './lib.mjs';
import { findNativeDateInputs } from './native-dates.mjs';
import { findUnnamedDialogs } from './unnamed-dialogs.mjs';
import { findHandCalls } from './web-calls.mjs';

const SOURCES = ['packages/core/src', 'apps/server/src', 'apps/web/src'];
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function step(title, command, args) {
  const started = Date.now();
  const result = spawnSync(bin(command), args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

const results = [
  step('biome', 'biome', ['check', '.']),
  step('dependencies', 'depcruise', [
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
    ...SOURCES,
  ]),
  step('copied blocks (jscpd)', 'jscpd', ['--config', '.jscpd.json', ...SOURCES]),
];

const copies = findHelperCopies();
for (const places of copies)
  console.log(`the same helper in ${places.length} places:\n  ${places.join('\n  ')}`);
console.log(`${copies.length === 0 ? '✔' : '✖'} copied helpers\n`);
results.push(copies.length === 0);

const natives = findNativeDateInputs();
for (const place of natives) console.log(`a native date input (use ui/DateInput.tsx): ${place}`);
console.log(`${natives.length === 0 ? '✔' : '✖'} native date inputs\n`);
results.push(natives.length === 0);

const handCalls = findHandCalls();
for (const problem of handCalls) console.log(problem);
console.log(`${handCalls.length === 0 ? '✔' : '✖'} web calls through the declarations\n`);
results.push(handCalls.length === 0);

const unnamed = findUnnamedDialogs();
for (const place of unnamed) console.log(`a dialog with no name (aria-label or aria-labelledby): ${place}`);
console.log(`${unnamed.length === 0 ? '✔' : '✖'} named dialogs\n`);
results.push(unnamed.length === 0);

if (results.includes(false)) process.exitCode = 1;
