// Issue 32, measured outside the test suite: the compiled server (apps/server/dist/main.js, as
// `npm start` runs it, under scripts/supervise.mjs) on a fresh embedded database, sent the issue's
// bombs over HTTP. For each: the status, the time to answer, the server process's resident memory
// before and at its peak while answering (/proc/<pid>/status, sampled every 10 ms), and the slowest
// GET /api/health answered meanwhile. Baseline in the same run: a genuine workbook of 2,000 rows
// converted by excel/convert (the same reading work, through the same reader, without the bombs).
// Run: npx tsx bench/upload-bombs.bench.ts (Linux: reads /proc).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { buildDocx } from '../apps/server/src/modules/documents/docx-build.ts';
import { buildZip, joined, repeated, withParts, workbookParts } from '../apps/server/src/test/zip-build.ts';
// @ts-expect-error plain ESM script without types
import { freePort } from '../scripts/crash/server.mjs';
// @ts-expect-error plain ESM script without types
import { npmCommand, root, run, serverBuildIsStale } from '../scripts/lib.mjs';

const MB = 1024 * 1024;
const ADMIN_PASSWORD = 'Bench-Bombs-Admin-2026';
const TEKNISI_PASSWORD = 'Bench-Bombs-Teknisi-2026';
const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

if (serverBuildIsStale()) await run(npmCommand, ['run', 'build', '-w', '@kantor/server']);
const dataDir = mkdtempSync(join(tmpdir(), 'kantor-bombs-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'UPLOAD_DIR', 'SECRET_KEY']) delete env[name];
const supervisor: ChildProcess = spawn(
  process.execPath,
  ['scripts/supervise.mjs', '--', process.execPath, 'apps/server/dist/main.js'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DAILY_JOBS: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      TEKNISI_PASSWORD,
      WEB_DIST: join(dataDir, 'no-web'),
    },
  },
);
let serverPid = 0;
let killing = false;
supervisor.stderr!.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) {
    if (line.includes('"event":"server.started"')) serverPid = JSON.parse(line).childPid;
    if (line.includes('"event":"server.crashed"') && !killing)
      console.log(`!! the server died: ${line.slice(0, 300)}`);
  }
});
process.on('exit', () => supervisor.kill('SIGKILL'));

const rss = () => {
  const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (let i = 0; ; i++) {
  if (i > 1200) throw new Error('the server did not start within 120 s');
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok && serverPid) break;
  await sleep(100);
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { token: string }).token;
}
const admin = await signIn('admin', ADMIN_PASSWORD);
const design = await fetch(`${base}/api/supertabel/inventaris_alat`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
  body: JSON.stringify({
    columns: [{ nama_kolom: 'nama_alat', label_kolom: 'Nama Alat', tipe_kolom: 'text', wajib: true }],
    roles: [53],
  }),
});
if (!design.ok) throw new Error(`design: ${design.status} ${await design.text()}`);
const teknisi = await signIn('teknisi', TEKNISI_PASSWORD);

type Measured = {
  status: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  healthMs: number;
  body: string;
};

/** One request, with the server's memory sampled and /api/health asked every 100 ms meanwhile. */
async function measure(
  token: string,
  path: string,
  init: { body: Buffer | string; type: string; method?: string },
) {
  await sleep(500);
  const rssBefore = rss();
  let rssPeak = rssBefore;
  let healthMs = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      rssPeak = Math.max(rssPeak, rss());
      await sleep(10);
    }
  })();
  const prober = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/api/health`).catch(() => null);
      healthMs = Math.max(healthMs, performance.now() - t);
      await sleep(100);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': init.type },
    body: typeof init.body === 'string' ? init.body : new Uint8Array(init.body),
  });
  const body = await response.text();
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await Promise.all([sampler, prober]);
  await sleep(500);
  const rssAfter = rss();
  return {
    status: response.status,
    seconds,
    rssBefore,
    rssPeak,
    rssAfter,
    healthMs,
    body,
  } satisfies Measured;
}

function report(name: string, packed: number, m: Measured, baseline?: Measured) {
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const ratio = baseline
    ? ` | time ×${(m.seconds / baseline.seconds).toFixed(2)} of the genuine workbook`
    : '';
  console.log(
    `${name} (${(packed / 1024).toFixed(0)} KB): ${m.status} in ${m.seconds.toFixed(2)} s; RSS ${mb(m.rssBefore)} → peak ${mb(m.rssPeak)} (+${mb(m.rssPeak - m.rssBefore)}) → after ${mb(m.rssAfter)} MB; slowest /api/health meanwhile ${m.healthMs.toFixed(0)} ms${ratio}`,
  );
  if (m.status >= 400) console.log(`   ${m.body.slice(0, 200)}`);
}

/** One file as a multipart form (what the web app's upload sends). */
const upload = (file: Buffer, name: string) => {
  const boundary = 'kantorbenchboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};
const importPath = '/api/tabel_inventaris_alat/import?dryRun=true';

// baseline: a genuine workbook of 2,000 rows, read whole by excel/convert
const genuineSheet = joined(
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>nama_alat</t></is></c></row>',
  function* () {
    for (let r = 2; r <= 2_001; r++)
      yield `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Alat ${r}</t></is></c></row>`;
  },
  '</sheetData></worksheet>',
);
const genuine = await buildZip(
  withParts(await workbookParts(), [{ name: 'xl/worksheets/sheet1.xml', content: genuineSheet }]),
);
const baseline = await measure(admin, '/api/excel/convert', upload(genuine, 'alat.xlsx'));
report('genuine XLSX of 2,000 rows, excel/convert (baseline)', genuine.length, baseline);

const parts = await workbookParts('nama_alat');
// each bomb twice: its directory telling the unpacked size (refused before inflating), and lying that
// the part is 1 KB (inflated until a bound stops zlib: the worst case for memory)
const directories = [
  ['directory tells the size', undefined],
  ['directory says 1 KB', 1_000],
] as const;
for (const [directory, declaredSize] of directories) {
  const sstBomb = await buildZip(
    withParts(parts, [
      {
        name: 'xl/sharedStrings.xml',
        content: joined(`${SST}<si><t>nama_alat</t></si><si><t>`, repeated('A', 300 * MB), '</t></si></sst>'),
        declaredSize,
      },
    ]),
  );
  report(
    `XLSX, shared strings → 300 MB (${directory}), import as teknisi`,
    sstBomb.length,
    await measure(teknisi, importPath, upload(sstBomb, 'alat.xlsx')),
    baseline,
  );
  const manyBomb = await buildZip(
    withParts(parts, [
      {
        name: 'xl/sharedStrings.xml',
        content: joined(SST, repeated('<si><t>a</t></si><si><t>b</t></si>', 20_000_000 * 17), '</sst>'),
        declaredSize,
      },
    ]),
  );
  report(
    `XLSX, 20 million short shared strings (${directory}), import`,
    manyBomb.length,
    await measure(teknisi, importPath, upload(manyBomb, 'alat.xlsx')),
    baseline,
  );
}

const docxParts = unzipSync(new Uint8Array(buildDocx([{ text: 'x' }])));
for (const [directory, declaredSize] of directories) {
  const docxBomb = await buildZip(
    withParts(docxParts, [
      {
        name: 'word/document.xml',
        content: joined(
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
          repeated('A', 300 * MB),
          '</w:t></w:r></w:p></w:body></w:document>',
        ),
        declaredSize,
      },
    ]),
  );
  const stored = await measure(admin, '/api/media/upload', upload(docxBomb, 'surat.docx'));
  report(`DOCX → 300 MB (${directory}), uploaded (stored, not opened)`, docxBomb.length, stored);
  const path = (JSON.parse(stored.body) as { path: string }).path;
  const template = JSON.stringify({
    nama_dokumen: 'Surat',
    jenis: 'Template',
    kategori: 'rpekerjaan',
    variabel: { engine: 'docx' },
    file_hasil: path,
  });
  report(
    `DOCX → 300 MB (${directory}), saved as a template`,
    docxBomb.length,
    await measure(admin, '/api/dokumengenerator/add', { body: template, type: 'application/json' }),
  );
}

const cellBomb = await buildZip(
  withParts(parts, [
    {
      name: 'xl/sharedStrings.xml',
      content: joined(`${SST}<si><t>`, repeated('A', 95 * MB), '</t></si></sst>'),
    },
  ]),
);
report(
  'XLSX, one cell of 95 MB, excel/convert',
  cellBomb.length,
  await measure(admin, '/api/excel/convert', upload(cellBomb, 'rekap.xlsx')),
);

const answerSheet = joined(
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  function* () {
    for (let r = 1; r <= 2_000; r++) yield `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`;
  },
  '</sheetData></worksheet>',
);
const answerBomb = await buildZip(
  withParts(parts, [
    { name: 'xl/worksheets/sheet1.xml', content: answerSheet },
    { name: 'xl/sharedStrings.xml', content: `${SST}<si><t>${'C'.repeat(32_767)}</t></si></sst>` },
  ]),
);
report(
  'XLSX, 2,000 cells × 32,767 characters (130 MB answer), excel/convert',
  answerBomb.length,
  await measure(admin, '/api/excel/convert', upload(answerBomb, 'rekap.xlsx')),
);

// the supervisor: the server killed outright comes back
const killed = serverPid;
killing = true;
const t = performance.now();
process.kill(killed, 'SIGKILL');
while (
  serverPid === killed ||
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await sleep(50);
console.log(
  `server SIGKILLed: restarted by the supervisor, /api/health answers again after ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

supervisor.kill('SIGTERM');
await new Promise((r) => supervisor.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
