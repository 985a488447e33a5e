// Issue 32 (Critical): "One technician takes the whole server down." A 307 KB XLSX whose shared-strings
// part unpacks to 300 MB, posted by the technician to `tabel_inventaris_alat/import`, grew the server
// from 568 MB to 2.4 GB and ended in "JavaScript heap out of memory"; 20 million short shared strings
// (an 827 KB file) burned 113 s of CPU before the row loop's deadline was checked. The bombs are made
// here the way an attacker makes them (deflate level 9 of repeated content) and must be refused with a
// 413/422 naming the bound, writing nothing.
import { MSG } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from '../../lib/archive.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile, TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { awaitImport } from '../../test/imports.ts';
import { buildZip, joined, repeated, withParts, workbookParts } from '../../test/zip-build.ts';
import { IMPORT_LIMITS } from './import.ts';

const MB = 1024 * 1024;
const SST =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

const ctx = useTestApp({}, { signIn: ['teknisi'] });
beforeAll(async () => {
  const admin = await ctx.login('admin', TEST_ADMIN_PASSWORD);
  // the issue's table, designed by the admin for the technicians' role (53), who then hold its import
  const designed = await ctx.app.inject({
    method: 'PUT',
    url: '/api/supertabel/inventaris_alat',
    headers: { authorization: `Bearer ${admin}` },
    payload: {
      columns: [{ nama_kolom: 'nama_alat', label_kolom: 'Nama Alat', tipe_kolom: 'text', wajib: true }],
      roles: [53],
    },
  });
  expect(designed.statusCode, designed.body).toBe(200);
}, 60_000);

async function importAsTeknisi(file: Buffer, dryRun = false) {
  const form = multipartFile(file, { name: 'alat.xlsx' });
  const before = process.memoryUsage().rss;
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/tabel_inventaris_alat/import?dryRun=${dryRun}`,
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.teknisi}`, ...form.headers },
  });
  return { response, grown: process.memoryUsage().rss - before };
}

const rowsWritten = async () =>
  (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM tabel_inventaris_alat'))[0]!.n;

describe('XLSX bombs posted to an import', () => {
  it('a genuine workbook of the same shape imports (the reader reads what the bombs imitate)', async () => {
    const parts = await workbookParts('nama_alat');
    const sheet = new TextDecoder()
      .decode(parts['xl/worksheets/sheet1.xml'])
      .replace(
        '</sheetData>',
        '<row r="2"><c r="A2" t="inlineStr"><is><t>Bor listrik</t></is></c></row></sheetData>',
      );
    const file = await buildZip(withParts(parts, [{ name: 'xl/worksheets/sheet1.xml', content: sheet }]));
    const { response } = await importAsTeknisi(file, true);
    // read in the request, then checked by a job the page polls
    expect(response.statusCode, response.body).toBe(202);
    const job = await awaitImport(ctx.app, ctx.teknisi, 'tabel_inventaris_alat', response.json().id);
    expect(job.report).toMatchObject({ total: 1, valid: 1, dryRun: true });
  });

  it('refuses the 307 KB XLSX whose shared strings unpack to 300 MB with a 413 naming the bound', async () => {
    const sharedStrings = joined(
      `${SST}<si><t>nama_alat</t></si><si><t>`,
      repeated('A', 300 * MB),
      '</t></si></sst>',
    );
    const file = await buildZip(
      withParts(await workbookParts('nama_alat'), [{ name: 'xl/sharedStrings.xml', content: sharedStrings }]),
    );
    expect(file.length).toBeLessThan(400 * 1024);
    const { response, grown } = await importAsTeknisi(file);
    expect(response.statusCode, response.body).toBe(413);
    const message = response.json().errors.file[0] as string;
    // the first bound it meets: 100 × its 300 KB packed, or 48 MB of one part
    expect(message).toMatch(
      new RegExp(
        `^A part of the file unpacks to more than (${ARCHIVE_LIMITS.maxEntryBytes / MB} MB|${ARCHIVE_LIMITS.maxRatio} times)`,
      ),
    );
    // the probe saw +1.8 GB and a dead server; zlib stops at the bound
    expect(grown).toBeLessThan(200 * MB);
    expect(await rowsWritten()).toBe(0);
  });

  it('refuses 20 million short shared strings with a 413 before parsing them', async () => {
    const letters = '<si><t>a</t></si><si><t>b</t></si>';
    const sharedStrings = joined(
      `${SST}<si><t>nama_alat</t></si>`,
      repeated(letters, 20_000_000 * 17),
      '</sst>',
    );
    const file = await buildZip(
      withParts(await workbookParts('nama_alat'), [{ name: 'xl/sharedStrings.xml', content: sharedStrings }]),
    );
    expect(file.length).toBeLessThan(1024 * 1024);
    const { response } = await importAsTeknisi(file);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().errors.file[0]).toMatch(/unpacks to more than/);
    expect(await rowsWritten()).toBe(0);
  });

  it(`refuses more than ${IMPORT_LIMITS.maxSharedStrings.toLocaleString('en')} shared strings inside the archive's bounds with a 422`, async () => {
    const count = IMPORT_LIMITS.maxSharedStrings + 1;
    const strings = function* () {
      yield `${SST}<si><t>nama_alat</t></si>`;
      for (let i = 0; i < count; i += 10_000) {
        let chunk = '';
        for (let j = i; j < Math.min(count, i + 10_000); j++) chunk += `<si><t>${j}</t></si>`;
        yield chunk;
      }
      yield '</sst>';
    };
    const file = await buildZip(
      withParts(await workbookParts('nama_alat'), [{ name: 'xl/sharedStrings.xml', content: strings }]),
    );
    const { response } = await importAsTeknisi(file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file).toEqual([
      `At most ${IMPORT_LIMITS.maxSharedStrings} distinct texts per import file`,
    ]);
    expect(MSG.resourcesImportSharedStrings).toBe('validation.resourcesImportSharedStrings');
  });

  it('refuses an archive whose directory lies about a part being small, counting the real bytes', async () => {
    const sharedStrings = joined(`${SST}<si><t>`, repeated('B', 64 * MB), '</t></si></sst>');
    const file = await buildZip(
      withParts(await workbookParts('nama_alat'), [
        { name: 'xl/sharedStrings.xml', content: sharedStrings, declaredSize: 1_000 },
      ]),
    );
    const { response } = await importAsTeknisi(file);
    expect(response.statusCode, response.body).toBe(413);
    expect(await rowsWritten()).toBe(0);
  });
});
