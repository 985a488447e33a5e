// The one archive reader (issue 32): every bound counted on the bytes zlib really produces, whatever the
// directory claims; anything that is not a plain, complete zip is `unreadable`; and no other server
// file unpacks a zip.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, repeated } from '../test/zip-build.ts';
import { ARCHIVE_LIMITS, Archive, ArchiveError, type ArchiveLimits, listArchive } from './archive.ts';
import { OutOfTimeError, TimeBudget } from './time-budget.ts';

const KB = 1024;
const MB = 1024 * KB;
/** Small bounds, so each can be crossed with small files. */
const SMALL: ArchiveLimits = {
  maxEntries: 5,
  maxEntryBytes: 1 * MB,
  maxTotalBytes: 2 * MB,
  maxRatio: 10,
  ratioFloor: 64 * KB,
};

async function refusal(work: () => Promise<unknown> | unknown): Promise<ArchiveError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ArchiveError) return error;
    throw error;
  }
  throw new Error('not refused');
}

/** Text that packs about 4:3 (so the ratio bound stays out of the way). */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

describe('Archive', () => {
  it('reads a genuine XLSX, entry by entry, checked against its CRC', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Data').getCell('A1').value = 'Servis AC';
    const archive = Archive.open(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(archive.names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    expect(await archive.text('xl/sharedStrings.xml')).toContain('Servis AC');
    expect(await archive.read('tidak/ada.xml')).toBeNull();
  });

  it('reads stored entries and ZIP64 directory fields', async () => {
    const archive = Archive.open(
      await buildZip([
        { name: 'a.txt', content: 'stored', store: true },
        { name: 'b.txt', content: 'wide', zip64: true },
      ]),
    );
    expect(await archive.text('a.txt')).toBe('stored');
    expect(await archive.text('b.txt')).toBe('wide');
  });

  it('bounds the number of entries, declared and counted', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    expect(await refusal(async () => Archive.open(await buildZip(many), SMALL))).toMatchObject({
      limit: 'entries',
      max: 5,
    });
    expect(ARCHIVE_LIMITS.maxEntries).toBe(2_000);
  });

  it('bounds one entry on the bytes it really unpacks to, whatever the directory claims', async () => {
    const file = await buildZip([{ name: 'big.txt', content: noise(1 * MB + 1), declaredSize: 10 }]);
    const archive = Archive.open(file, SMALL);
    expect(archive.entries.get('big.txt')!.declaredSize).toBe(10);
    expect(await refusal(() => archive.read('big.txt'))).toMatchObject({ limit: 'entryBytes', max: 1 * MB });
  });

  it('bounds the bytes of every entry read from one archive', async () => {
    const parts = ['a', 'b', 'c'].map((name) => ({ name, content: noise(800 * KB) }));
    const archive = Archive.open(await buildZip(parts), SMALL);
    await archive.read('a');
    await archive.read('b');
    expect(await refusal(() => archive.read('c'))).toMatchObject({ limit: 'totalBytes', max: 2 * MB });
  });

  it('bounds the ratio past its floor: a bomb stops at what its packed size allows', async () => {
    const small = await buildZip([{ name: 'ok.xml', content: repeated('<c/>', 60 * KB) }]);
    expect(await Archive.open(small, SMALL).text('ok.xml')).toHaveLength(60 * KB);
    // 200 MB of one letter packs into ~200 KB: at ratio 10 it may unpack to 2 MB, and stops there
    const bomb = await buildZip([{ name: 'bomb.xml', content: repeated('A', 200 * MB) }]);
    const limits = { ...SMALL, maxEntryBytes: 64 * MB, maxTotalBytes: 64 * MB };
    expect(await refusal(() => Archive.open(bomb, limits).read('bomb.xml'))).toMatchObject({
      limit: 'ratio',
    });
  });

  it('calls anything but a plain, complete zip unreadable', async () => {
    const good = await buildZip([{ name: 'a.txt', content: 'isi', store: true }]);
    const unreadable = async (bytes: Buffer, read = false) => {
      const error = await refusal(async () => {
        const archive = Archive.open(bytes);
        if (read) await archive.read('a.txt');
      });
      expect(error.limit).toBe('unreadable');
    };
    await unreadable(Buffer.from('bukan zip sama sekali, hanya teks biasa'));
    await unreadable(good.subarray(0, good.length - 5));
    await unreadable(
      await buildZip([
        { name: 'a.txt', content: '1' },
        { name: 'a.txt', content: '2' },
      ]),
    );
    await unreadable(await buildZip([{ name: 'a.txt', content: 'isi', declaredSize: 99 }]), true);
    const damaged = Buffer.from(good);
    damaged[damaged.indexOf('isi')] = 0x78; // the stored bytes no longer match their CRC
    await unreadable(damaged, true);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(0x801, encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    await unreadable(encrypted);
    const otherMethod = Buffer.from(good);
    otherMethod.writeUInt16LE(12, otherMethod.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    await unreadable(otherMethod, true);
    expect(listArchive(good).map((e) => e.name)).toEqual(['a.txt']);
  });

  it('checks the time budget before and after every entry it inflates', async () => {
    const archive = Archive.open(await buildZip([{ name: 'a.txt', content: 'isi' }]));
    await expect(archive.read('a.txt', new TimeBudget(1, Date.now() - 2_000))).rejects.toBeInstanceOf(
      OutOfTimeError,
    );
  });
});

/** Source files of the server, tests and test support left out. */
function serverSources(dir = join(import.meta.dirname, '..')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : serverSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('one reader', () => {
  it('no server file unpacks a zip (or inflates anything) except through lib/archive.ts', () => {
    const src = join(import.meta.dirname, '..');
    const readers: Record<string, RegExp> = {
      // inflating, in any library
      inflate: /\binflate(Raw)?(Sync)?\s*\(|createInflate|createUnzip|createGunzip|brotliDecompress|\bgunzip/,
      // zip readers: fflate's, JSZip's (PizZip opened on bytes), ExcelJS's own readers
      unzip: /\bunzip(Sync)?\s*\(|new Unzip\b|UnzipInflate|\bJSZip\b|loadAsync|new PizZip\(\s*[^)\s]/,
      excel: /xlsx\.load\s*\(|WorkbookReader|xlsx\.read\s*\(/,
    };
    // each exception, and why it is one
    const allowed: Record<string, string[]> = {
      'lib/archive.ts': ['inflate'], // the reader itself
      // ExcelJS reads the parts the reader unpacked, re-stored without compression
      'modules/spreadsheet/xlsx-convert.ts': ['excel'],
      // a backup's .tar.gz, opened by the operator's `npm run restore` (no route), streamed to disk
      'modules/backup/restore.service.ts': ['inflate'],
    };
    const found: string[] = [];
    for (const file of serverSources()) {
      const name = relative(src, file);
      const text = readFileSync(file, 'utf8');
      for (const [kind, pattern] of Object.entries(readers))
        if (pattern.test(text) && !allowed[name]?.includes(kind)) found.push(`${name}: ${kind}`);
    }
    expect(found).toEqual([]);
  });
});
