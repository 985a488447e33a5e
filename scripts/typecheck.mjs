// `npm run typecheck`: the four TypeScript projects, two at a time (CI machines have two cores; one tsc
// uses one). Each project's output is printed whole when it ends, so lines never interleave.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const projects = ['apps/web', 'apps/server', 'packages/core', 'e2e'];
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const parallel = Number(process.env.TYPECHECK_JOBS ?? 2);

function check(project) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✔' : '✖'} tsc -p ${project} (${seconds} s)\n${output}`);
      resolvePromise(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
if (results.includes(false)) process.exitCode = 1;
