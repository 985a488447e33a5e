// Keeps a server running: `npm start` (scripts/start.mjs) runs the compiled server under it. When the
// server dies without being asked to (a crash, "JavaScript heap out of memory", the kernel's OOM killer,
// SIGKILL), the death is logged with the tail of the server's stderr and the server is started again
// after a back-off: 1 s, doubling up to 30 s, back to 1 s once a run has lasted a stable minute.
// SIGINT, SIGTERM and SIGHUP stop it: the signal is passed to the server, which closes cleanly, and
// nothing is restarted. A server that exits by itself with code 0 is not restarted either.
//
// Run directly (the test does): node scripts/supervise.mjs [--initial-ms N] [--max-ms N]
//   [--stable-ms N] -- <command> [args...]
import { spawn } from 'node:child_process';
import { constants, hostname } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Back-off of the restarts, in milliseconds. */
export const RESTART = { initialMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How much of the server's last stderr a crash line quotes (the V8 "heap out of memory" report fits). */
const TAIL_BYTES = 2_000;

/** One JSON line on stderr, in the server's (pino's) shape, so one log reader takes both. */
export function logLine(level, event, msg, fields = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = { level: levels[level], time: Date.now(), pid: process.pid, hostname: hostname() };
  process.stderr.write(`${JSON.stringify({ ...line, name: 'supervisor', event, ...fields, msg })}\n`);
}

/**
 * Runs `command` until it is stopped by a signal to this process (answers the server's exit code) or
 * exits by itself with code 0; any other end is a crash, logged and restarted with back-off.
 */
export function supervise({ command, args = [], cwd, env, restart = RESTART, log = logLine }) {
  return new Promise((resolve) => {
    let child = null;
    let stopping = null;
    let timer = null;
    let delay = restart.initialMs;
    let restarts = 0;

    const finish = (code) => {
      for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
      resolve(code);
    };

    const start = () => {
      timer = null;
      const startedAt = Date.now();
      let tail = '';
      let ended = false;
      child = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'pipe'] });
      log('info', 'server.started', 'server started', { childPid: child.pid, restarts });
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
      });
      const onEnd = (code, signal) => {
        if (ended) return;
        ended = true;
        child = null;
        const exitCode = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1);
        if (stopping) {
          log('info', 'server.stopped', `server stopped after ${stopping}`, { code, signal });
          return finish(exitCode);
        }
        if (code === 0) {
          log('info', 'server.stopped', 'server exited by itself with code 0: not restarted');
          return finish(0);
        }
        const upMs = Date.now() - startedAt;
        // a run that lasted a stable minute starts the back-off again from the beginning
        if (upMs >= restart.stableMs) delay = restart.initialMs;
        restarts += 1;
        log('error', 'server.crashed', 'server died unexpectedly; restarting', {
          code,
          signal,
          upSeconds: Math.round(upMs / 100) / 10,
          restartInMs: delay,
          restarts,
          stderrTail: tail.trim().split('\n').slice(-12).join('\n'),
        });
        timer = setTimeout(start, delay);
        delay = Math.min(delay * 2, restart.maxMs);
      };
      child.on('exit', onEnd);
      // a command that cannot be started at all ends here, without an 'exit'
      child.on('error', (error) => {
        log('error', 'server.spawn_failed', `could not start the server: ${error.message}`);
        onEnd(1, null);
      });
    };

    function onSignal(signal) {
      if (stopping) {
        // a second Ctrl+C while the server closes: passed on, the server decides
        child?.kill(signal);
        return;
      }
      stopping = signal;
      log('info', 'server.stopping', `${signal} received: stopping the server, no restart`);
      if (timer) {
        clearTimeout(timer);
        timer = null;
        finish(0);
      } else child?.kill(signal);
    }
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
    start();
  });
}

function parseCli(argv) {
  const split = argv.indexOf('--');
  if (split < 0 || split === argv.length - 1)
    throw new Error('usage: supervise.mjs [options] -- <command> [args]');
  const restart = { ...RESTART };
  const names = { '--initial-ms': 'initialMs', '--max-ms': 'maxMs', '--stable-ms': 'stableMs' };
  for (let i = 0; i < split; i += 2) {
    const key = names[argv[i]];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isFinite(value) || value < 0) throw new Error(`unknown option ${argv[i]}`);
    restart[key] = value;
  }
  const [command, ...args] = argv.slice(split + 1);
  return { command, args, restart };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await supervise(parseCli(process.argv.slice(2)));
}
