// Fuzzing the one upload route: random bytes, forged headers (a PNG or JPEG start over garbage, cut-off
// images), markup in disguise, small zip bombs, forged names and content types. No 5xx, and what is
// kept on disk is a real image, PDF, Office file or plain text, each listed in `media` (docs/fuzzing.md).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';
import { anyText, FuzzTally, fuzzParameters, fuzzRuns, fuzzTimeout } from './fuzz.ts';

const RUNS = fuzzRuns(60);
const tally = new FuzzTally();
const PROPERTY = 'upload';
const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-fuzz-uploads-'));

let mediaBefore: number;
/** Genuine files of every accepted kind, made once: the seeds the mutations start from. */
let genuine: Buffer[] = [];
const bombs = zipBombs();
let accepted = 0;

const u8 = (text: string) => Buffer.from(text, 'utf8');

/** Zip archives that inflate far beyond their size, some named like an XLSX or DOCX. */
function zipBombs(): Buffer[] {
  const zeros = new Uint8Array(4 * 1024 * 1024);
  const deflate = { level: 9 as const };
  return [
    zipSync({ 'xl/bomb.xml': zeros }, deflate),
    zipSync({ 'word/bomb.xml': zeros }, deflate),
    zipSync({ 'bomb.bin': zeros, 'inner.zip': zipSync({ 'a.bin': zeros }, deflate) }, deflate),
    zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': zeros }, deflate),
  ].map((z) => Buffer.from(z));
}

async function genuineFiles(): Promise<Buffer[]> {
  const canvas = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } });
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('a').addRow(['nama', 'harga']);
  return [
    await canvas().jpeg().toBuffer(),
    await canvas().png().toBuffer(),
    await canvas().webp().toBuffer(),
    await canvas().gif().toBuffer(),
    Buffer.from(await workbook.xlsx.writeBuffer()),
    u8('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    u8('nama,harga\nsemen,65000\n'),
  ];
}

/** A generated file, printed short in a failure report (how it was made, size, first bytes in hex). */
type Sample = { bytes: Buffer; [fc.toStringMethod]: () => string };

function sample(how: string, bytes: Buffer): Sample {
  const head = bytes.subarray(0, 16).toString('hex');
  return { bytes, [fc.toStringMethod]: () => `${how} (${bytes.length} B, starts ${head})` };
}

/** File contents: random bytes, a true magic number over garbage, cut-off genuine files, disguised markup. */
function contents(): fc.Arbitrary<Sample> {
  const garbage = fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b));
  const magic = fc.constantFrom(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0xff, 0xd8, 0xff, 0xe0],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    [0x25, 0x50, 0x44, 0x46, 0x2d],
    [0x50, 0x4b, 0x03, 0x04],
  );
  const markup = fc.constantFrom(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<?xml version="1.0"?><svg onload="alert(1)"/>',
    '\uFEFF  <html><body><script>alert(document.cookie)</script></body></html>',
    '<!DOCTYPE html><img src=x onerror=alert(1)>',
    '\n\t<script>alert(1)</script>',
    'GIF89a<script>alert(1)</script>',
  );
  const files = fc.nat({ max: genuine.length - 1 });
  return fc.oneof(
    garbage.map((g) => sample('random bytes', g)),
    fc
      .tuple(magic, garbage)
      .map(([m, g]) => sample('magic number + garbage', Buffer.concat([Buffer.from(m), g]))),
    fc
      .tuple(files, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([i, cut]) =>
        sample(
          `genuine #${i} cut at ${cut.toFixed(3)}`,
          genuine[i]!.subarray(0, Math.floor(genuine[i]!.length * cut)),
        ),
      ),
    fc.tuple(files, fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([i, at, bytes]) => {
      const copy = Buffer.from(genuine[i]!);
      const offset = at % copy.length;
      copy.set(bytes.subarray(0, copy.length - offset), offset);
      return sample(`genuine #${i} with ${bytes.length} bytes overwritten at ${offset}`, copy);
    }),
    files.map((i) => sample(`genuine #${i}`, genuine[i]!)),
    markup.map((m) => sample('markup', u8(m))),
    fc.nat({ max: 3 }).map((i) => sample(`zip bomb #${i}`, bombs[i]!)),
    anyText.map((t) => sample('text', u8(t))),
  );
}

const names = fc.oneof(
  fc.constantFrom(
    'foto.jpg',
    'x.png',
    'evil.svg',
    'page.html.jpg',
    'a.php.png',
    '../../etc/passwd',
    '',
    '.htaccess',
  ),
  fc.constantFrom(
    'C:\\Windows\\win.ini',
    'nul',
    'con.jpg',
    `${'a'.repeat(300)}.jpg`,
    'x.jpg\u0000.php',
    'ｆｏｔｏ.ｊｐｇ',
  ),
  anyText,
);
const types = fc.oneof(
  fc.constantFrom(
    'image/jpeg',
    'image/png',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    'text/plain',
  ),
  fc.constantFrom(
    'application/zip',
    'application/pdf',
    'application/x-msdownload',
    '',
    'image/*',
    'x/y; a=b',
  ),
);

/** A multipart body written by hand, so names and types go out exactly as generated. */
function upload(content: Buffer, name: string, type: string, second: boolean) {
  const boundary = '----kantor-fuzz-upload';
  const part = (body: Buffer) =>
    Buffer.concat([
      u8(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`),
      u8(type ? `Content-Type: ${type}\r\n\r\n` : '\r\n'),
      body,
      u8('\r\n'),
    ]);
  const parts = second ? [part(content), part(content)] : [part(content)];
  return ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: Buffer.concat([...parts, u8(`--${boundary}--\r\n`)]),
    headers: {
      authorization: `Bearer ${ctx.admin}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Names inside a zip, read from its directory without inflating anything (a bomb costs nothing). */
function zipEntries(file: Buffer): string[] {
  const entries: string[] = [];
  unzipSync(new Uint8Array(file), {
    filter: (entry) => {
      entries.push(entry.name);
      return false;
    },
  });
  return entries;
}

/** Whether a kept file is what its extension claims: decoded images, OOXML packages, PDF, plain text. */
async function expectGenuine(path: string): Promise<void> {
  const file = readFileSync(path);
  const ext = path.split('.').pop();
  if (['jpg', 'png', 'webp', 'gif'].includes(ext!)) {
    const { info } = await sharp(file, { animated: ext === 'gif' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width, path).toBeGreaterThan(0);
  } else if (ext === 'xlsx' || ext === 'docx') {
    const entries = zipEntries(file);
    expect(entries, path).toContain('[Content_Types].xml');
    expect(entries, path).toContain(ext === 'xlsx' ? 'xl/workbook.xml' : 'word/document.xml');
  } else if (ext === 'pdf') {
    expect(file.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
  } else {
    expect(ext, path).toBe('txt');
    const text = file.toString('utf8');
    expect(text.includes('\uFFFD'), `${path} is not UTF-8`).toBe(false);
    const control = [...text].some((c) => c.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(c));
    expect(control, `${path} has control characters`).toBe(false);
    expect(text.trimStart().startsWith('<'), `${path} is markup`).toBe(false);
  }
}

const ctx = useTestApp({ uploadDir, uploadMaxMb: 1 });
beforeAll(async () => {
  genuine = await genuineFiles();
  mediaBefore = (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]!.n;
});

afterAll(async () => {
  console.log(tally.report('uploads.fuzz'));
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('POST /api/media/upload fuzzed', () => {
  it('a zip with an `xl/` or `word/` entry but no Office parts is refused (found by fuzzing)', async () => {
    for (const bomb of bombs.slice(0, 2))
      expect((await upload(bomb, 'laporan.xlsx', 'application/zip', false)).statusCode).toBe(422);
  });

  it(
    `random files, names and types: no 5xx; every file kept is genuine and listed (${RUNS} runs)`,
    async () => {
      const input = fc.record({
        content: contents(),
        name: names,
        type: types,
        second: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, fc.constant(true)),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ content, name, type, second }) => {
          tally.run(PROPERTY);
          const response = await upload(content.bytes, name, type, second);
          tally.request(PROPERTY, response.statusCode);
          expect(
            response.statusCode,
            `${name} (${type}, ${content.bytes.length} bytes) -> ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.statusCode !== 200) return;
          accepted += 1;
          await expectGenuine(join(uploadDir, response.json().path.slice('uploads/'.length)));
        }),
        fuzzParameters(RUNS),
      );
      // what stayed on disk: every file genuine, and every original listed in media (no orphans)
      const listed = new Set(
        (await ctx.database.query<{ path: string }>('SELECT path FROM media')).map((r) => r.path),
      );
      expect(listed.size - mediaBefore).toBe(accepted);
      for (const path of filesUnder(uploadDir)) {
        await expectGenuine(path);
        const original = `uploads/${relative(uploadDir, path).replace(/(^|\/)(small|large)\//, '$1')}`;
        expect(listed.has(original), `${path} is on disk but not in media`).toBe(true);
      }
    },
    fuzzTimeout(RUNS, 500),
  );
});
