// Issue 32: "npm start does not bring it back" after the server died of "JavaScript heap out of
// memory". `npm start` runs the server under scripts/supervise.mjs; here the real supervisor runs (its
// own process, real signals) over a small child that crashes, is SIGKILLed, or is asked to stop, with
// the back-off shortened to milliseconds so the suite stays fast.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SUPERVISOR = resolve(import.meta.dirname, '../../../scripts/supervise.mjs');

/** The child: counts its runs, crashes or exits as `mode` says, writes down the signals it gets. */
const CHILD = `
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
const dir = process.argv[2];
const runs = existsSync(dir + '/runs') ? readFileSync(dir + '/runs', 'utf8').split('\\n').filter(Boolean).length : 0;
appendFileSync(dir + '/runs', process.pid + '\\n');
const mode = readFileSync(dir + '/mode', 'utf8').trim();
if (mode === 'crash-twice' && runs < 2) {
  process.stderr.write('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\\n');
  process.exit(134);
}
if (mode === 'exit-zero') process.exit(0);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => { appendFileSync(dir + '/signals', signal + ' ' + process.pid + '\\n'); process.exit(0); });
setInterval(() => {}, 1000);
`;

type Line = {
  event: string;
  code?: number | null;
  signal?: string | null;
  restartInMs?: number;
  stderrTail?: string;
};
type Run = { process: ChildProcess; dir: string; lines: Line[]; exited: Promise<number | null> };

const running: Run[] = [];
afterEach(() => {
  for (const run of running.splice(0)) {
    run.process.kill('SIGKILL');
    for (const pid of pids(run)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    rmSync(run.dir, { recursive: true, force: true });
  }
});

function superviseChild(mode: string): Run {
  const dir = mkdtempSync(join(tmpdir(), 'kantor-supervise-'));
  writeFileSync(join(dir, 'child.mjs'), CHILD);
  writeFileSync(join(dir, 'mode'), mode);
  const args = ['--initial-ms', '50', '--max-ms', '200', '--stable-ms', '1500'];
  const child = spawn(
    process.execPath,
    [SUPERVISOR, ...args, '--', process.execPath, join(dir, 'child.mjs'), dir],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const lines: Line[] = [];
  let buffered = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const part of parts) {
      const line = part.startsWith('{') ? (JSON.parse(part) as Line & { name?: string }) : null;
      if (line?.name === 'supervisor') lines.push(line);
    }
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const run = { process: child, dir, lines, exited };
  running.push(run);
  return run;
}

const pids = (run: Run) =>
  existsSync(join(run.dir, 'runs'))
    ? readFileSync(join(run.dir, 'runs'), 'utf8').split('\n').filter(Boolean).map(Number)
    : [];
const signals = (run: Run) =>
  existsSync(join(run.dir, 'signals')) ? readFileSync(join(run.dir, 'signals'), 'utf8') : '';

async function until(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const crashes = (run: Run) => run.lines.filter((l) => l.event === 'server.crashed');

describe('npm start supervises the server', () => {
  it('restarts a server that crashes, with doubling back-off and its last words logged; SIGTERM stops it', async () => {
    const run = superviseChild('crash-twice');
    await until(
      'a third run',
      () => pids(run).length === 3 && run.lines.some((l) => l.event === 'server.started'),
    );
    expect(crashes(run).map((l) => [l.code, l.restartInMs])).toEqual([
      [134, 50],
      [134, 100],
    ]);
    expect(crashes(run)[0]!.stderrTail).toMatch(/JavaScript heap out of memory/);
    // a little later the third run is still the one alive: it is not restarted while it runs
    await new Promise((r) => setTimeout(r, 150));
    expect(pids(run)).toHaveLength(3);
    run.process.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(signals(run)).toBe(`SIGTERM ${pids(run)[2]}\n`);
    await new Promise((r) => setTimeout(r, 250));
    expect(pids(run)).toHaveLength(3);
    expect(run.lines.map((l) => l.event).slice(-2)).toEqual(['server.stopping', 'server.stopped']);
  });

  it('restarts a server killed with SIGKILL; the back-off starts over after a stable run; SIGINT stops it', async () => {
    const run = superviseChild('stay');
    await until('the first run', () => pids(run).length === 1);
    // longer than the stable time (1.5 s here, a minute in npm start): the first restart waits 50 ms
    await new Promise((r) => setTimeout(r, 1_600));
    process.kill(pids(run)[0]!, 'SIGKILL');
    await until('a second run', () => pids(run).length === 2);
    process.kill(pids(run)[1]!, 'SIGKILL');
    await until('a third run', () => pids(run).length === 3);
    expect(crashes(run).map((l) => [l.signal, l.restartInMs])).toEqual([
      ['SIGKILL', 50],
      ['SIGKILL', 100],
    ]);
    run.process.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(signals(run)).toBe(`SIGINT ${pids(run)[2]}\n`);
  });

  it('does not restart a server that exits by itself with code 0', async () => {
    const run = superviseChild('exit-zero');
    expect(await run.exited).toBe(0);
    expect(pids(run)).toHaveLength(1);
    expect(crashes(run)).toHaveLength(0);
  });
});
