// `npm run test:crash`: is a write the embedded database (PGlite) acknowledged still there after the
// process is killed without warning? Each cycle writes suppliers through the API with several writers,
// SIGKILLs the server at a random moment, restarts it on the same data folder and reads every
// acknowledged write back through the API (docs/crash-safety.md).
//   CRASH_CYCLES   cycles to run (default 200)
//   CRASH_WRITERS  concurrent writers (default 4)
//   CRASH_RESTART_TIMEOUT_S  seconds a restart may take before it counts as failed (default 60)
//   CRASH_KEEP     1 keeps the data folder after a clean run (a failed run always keeps it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addSupplier,
  countContaining,
  describeExit,
  freePort,
  killHard,
  outputTail,
  signIn,
  sleep,
  startServer,
  suppliersContaining,
  waitHealthy,
} from './server.mjs';

const CYCLES = positiveInt(process.env.CRASH_CYCLES, 200);
const WRITERS = positiveInt(process.env.CRASH_WRITERS, 4);
const KILL_MIN_MS = 50;
const KILL_MAX_MS = 1500;
const FIRST_START_TIMEOUT_MS = 180_000; // initdb, migrations and the region tables on a fresh folder
const RESTART_TIMEOUT_MS = positiveInt(process.env.CRASH_RESTART_TIMEOUT_S, 60) * 1000;
const PREFIX = 'crash-c';
const FIRST_WRITE_TIMEOUT_MS = 30_000;

const dataDir = mkdtempSync(join(tmpdir(), 'kantor-crash-'));
const port = await freePort();
const started = performance.now();
let server = startServer({ dataDir, port });
// the harness itself stopping (an error, Ctrl-C) must not leave a server holding the folder
process.on('exit', () => server.child.kill('SIGKILL'));
process.on('SIGINT', () => {
  console.log(`interrupted; data folder kept: ${dataDir}`);
  process.exit(130);
});

const totals = {
  cycles: 0,
  acknowledged: 0,
  failedRestarts: 0,
  inFlight: 0,
  inFlightPresent: 0,
  refused: 0,
  refusedPresent: 0,
  duplicates: 0,
  vanished: 0,
  /** Cycles killed without one acknowledged write within FIRST_WRITE_TIMEOUT_MS. */
  noWrite: 0,
  /** Servers found dead at the kill: they crashed without being killed. */
  exitedByItself: 0,
};
const restartMs = [];
const writesPerCycle = [];
/** Every acknowledged write of the run, name → id, for the final read-back. */
const acknowledgedAll = new Map();
const lostNames = new Set();
/** `crash-c` rows at the last check: with this cycle's rows, the next count must not be lower. */
let rowsSeen = 0;

console.log(`Crash harness: ${CYCLES} cycles, ${WRITERS} writers, PGlite in ${dataDir}, port ${port}`);
let token;
try {
  const firstStart = await waitHealthy(server, FIRST_START_TIMEOUT_MS);
  token = await signIn(server);
  console.log(`first start (new data folder): ${seconds(firstStart)}`);
} catch (error) {
  console.error(`The first start failed: ${error.message}\n${outputTail(server)}`);
  process.exit(1);
}

for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const tag = `${PREFIX}${cycle}-`;
  const { acknowledged, inFlight, refused, killAfter, acknowledgedInTime, exitedByItself } =
    await writeUntilKilled(tag, token);
  totals.cycles = cycle;
  if (!acknowledgedInTime) totals.noWrite++;
  if (exitedByItself) totals.exitedByItself++;

  server = startServer({ dataDir, port });
  let restart;
  let found;
  let total;
  try {
    restart = await waitHealthy(server, RESTART_TIMEOUT_MS);
    token = await signIn(server);
    found = await suppliersContaining(server, token, tag);
    total = await countContaining(server, token, PREFIX);
  } catch (error) {
    totals.failedRestarts++;
    const state = server.exit ? describeExit(server.exit) : 'still running';
    console.error(`cycle ${cycle}: FAILED RESTART (${state}): ${error.message}\n${outputTail(server)}`);
    await killHard(server);
    break;
  }
  restartMs.push(restart);
  writesPerCycle.push(acknowledged.size);

  const lostHere = [];
  for (const [name, id] of acknowledged) {
    acknowledgedAll.set(name, id);
    if (!found.get(name)?.includes(id)) lostHere.push(`${name} (id ${id})`);
  }
  for (const name of lostHere) lostNames.add(name.split(' ')[0]);
  const inFlightPresent = inFlight.filter((name) => found.has(name)).length;
  const refusedPresent = refused.filter((r) => found.has(r.name)).length;
  const duplicates = [...found.values()].filter((ids) => ids.length > 1).length;
  const rowsHere = [...found.values()].reduce((sum, ids) => sum + ids.length, 0);
  const vanished = Math.max(0, rowsSeen + rowsHere - total);
  rowsSeen = total;

  totals.acknowledged += acknowledged.size;
  totals.inFlight += inFlight.length;
  totals.inFlightPresent += inFlightPresent;
  totals.refused += refused.length;
  totals.refusedPresent += refusedPresent;
  totals.duplicates += duplicates;
  totals.vanished += vanished;

  console.log(
    `cycle ${cycle}/${CYCLES}: ` +
      (acknowledgedInTime
        ? `killed ${killAfter} ms after the first write, `
        : 'NO WRITE ACKNOWLEDGED in 30 s, ') +
      (exitedByItself ? 'SERVER HAD EXITED BY ITSELF, ' : '') +
      `${acknowledged.size} acknowledged, ` +
      `${inFlight.length} in flight (${inFlightPresent} present), restart ${seconds(restart)}` +
      (refused.length ? `, ${refused.length} refused (${refused.map((r) => r.status).join(',')})` : '') +
      (lostHere.length ? `, LOST ${lostHere.length}` : '') +
      (duplicates ? `, ${duplicates} DUPLICATED` : '') +
      (vanished ? `, ${vanished} rows of earlier cycles VANISHED` : ''),
  );
  if (lostHere.length) console.error(`  lost in cycle ${cycle}: ${lostHere.slice(0, 10).join(', ')}`);
}

// The last restart's server is still running: read back every acknowledged write of the whole run.
if (totals.failedRestarts === 0) {
  const everything = await suppliersContaining(server, token, PREFIX);
  const lostAtEnd = [...acknowledgedAll]
    .filter(([name, id]) => !everything.get(name)?.includes(id))
    .map(([name, id]) => `${name} (id ${id})`);
  for (const name of lostAtEnd) lostNames.add(name.split(' ')[0]);
  if (lostAtEnd.length)
    console.error(`final read-back misses ${lostAtEnd.length}: ${lostAtEnd.slice(0, 10).join(', ')}`);
  server.child.kill('SIGTERM');
  await server.exited;
}

const failed =
  lostNames.size > 0 ||
  totals.failedRestarts > 0 ||
  totals.vanished > 0 ||
  totals.noWrite > 0 ||
  totals.exitedByItself > 0;
report(failed);
if (failed || process.env.CRASH_KEEP === '1') console.log(`data folder kept: ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;

/**
 * Writers add suppliers named `<tag>w<writer>-<n>` until the kill. The server is SIGKILLed at a
 * uniformly random moment counted from the cycle's first acknowledged write: the first add after a
 * restart is slow (cold code paths), and a kill before it would test nothing. A 2xx answer with the
 * record is an acknowledged write; a connection that broke with the request sent is in flight (it
 * may or may not have committed).
 */
async function writeUntilKilled(tag, sessionToken) {
  const acknowledged = new Map();
  const inFlight = [];
  const refused = [];
  let stop = false;
  let firstAcknowledged;
  const warm = new Promise((resolveWarm) => {
    firstAcknowledged = resolveWarm;
  });
  const writer = async (w) => {
    for (let n = 0; !stop; n++) {
      const name = `${tag}w${w}-${n}`;
      const answer = await addSupplier(server, sessionToken, name);
      if (answer.ok) {
        acknowledged.set(name, answer.id);
        firstAcknowledged(true);
      } else if (answer.status !== undefined) refused.push({ name, status: answer.status });
      else {
        if (answer.sent) inFlight.push(name);
        return; // the connection broke: the server is gone
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const acknowledgedInTime = await Promise.race([warm, sleep(FIRST_WRITE_TIMEOUT_MS).then(() => false)]);
  const killAfter = Math.round(KILL_MIN_MS + Math.random() * (KILL_MAX_MS - KILL_MIN_MS));
  if (acknowledgedInTime) await sleep(killAfter);
  stop = true;
  const exitedByItself = server.exit !== null;
  await killHard(server);
  await Promise.all(writers);
  return { acknowledged, inFlight, refused, killAfter, acknowledgedInTime, exitedByItself };
}

function report(failedRun) {
  const lines = [
    '',
    `Crash safety (PGlite, SIGKILL during writes): ${failedRun ? 'FAILED' : 'passed'}`,
    `  cycles               ${totals.cycles}`,
    `  acknowledged writes  ${totals.acknowledged}`,
    `  lost writes          ${lostNames.size}`,
    `  failed restarts      ${totals.failedRestarts}`,
    `  in-flight writes     ${totals.inFlight} (present after restart ${totals.inFlightPresent}, absent ${totals.inFlight - totals.inFlightPresent})`,
    `  refused writes       ${totals.refused} (present after restart ${totals.refusedPresent})`,
    `  duplicated names     ${totals.duplicates}`,
    `  vanished rows        ${totals.vanished}`,
    `  cycles with no write ${totals.noWrite}`,
    `  exits before kill    ${totals.exitedByItself}`,
    `  restart time         median ${ms(percentile(restartMs, 50))}, p95 ${ms(percentile(restartMs, 95))}, max ${ms(Math.max(0, ...restartMs))}`,
    `  writes per cycle     median ${percentile(writesPerCycle, 50)}, max ${Math.max(0, ...writesPerCycle)}`,
    `  kill moment          uniform ${KILL_MIN_MS}–${KILL_MAX_MS} ms after the first acknowledged write, ${WRITERS} writers`,
    `  total time           ${seconds(performance.now() - started)}`,
  ];
  console.log(lines.join('\n'));
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function positiveInt(raw, fallback) {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function ms(value) {
  return `${Math.round(value)} ms`;
}

function seconds(value) {
  return `${(value / 1000).toFixed(1)} s`;
}
