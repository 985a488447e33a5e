// Issue 32 (Critical): "A 307 KB DOCX that unpacks to 300 MB is accepted as a template (only the
// compressed size is checked, documents/templates.ts:67): +1 GB RSS and a 42–47 s stall of every
// request per print." The DOCX is made here (deflate level 9 of repeated content), uploaded as the admin
// does, then saved as a template (refused: 422 naming the bound on `file_hasil`) and printed from a
// template stored before the check existed (refused: 422 naming the bound on `template`). Filling a
// template is bounded in time too (every tag evaluated ticks the budget).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_ARCHIVE_LIMITS } from '../../lib/archive.ts';
import { OutOfTimeError, TimeBudget } from '../../lib/time-budget.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { buildZip, joined, repeated, withParts } from '../../test/zip-build.ts';
import { renderDocx } from './docx.service.ts';
import { buildDocx } from './docx-build.ts';
import { checkDocx } from './templates.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-template-bombs-'));
const MB = 1024 * 1024;

const ctx = useTestApp({ uploadDir });
afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A DOCX whose `word/document.xml` unpacks to 300 MB of one paragraph. */
async function docxBomb(): Promise<Buffer> {
  const parts = unzipSync(new Uint8Array(buildDocx([{ text: 'x' }])));
  const document = joined(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
    repeated('A', 300 * MB),
    '</w:t></w:r></w:p></w:body></w:document>',
  );
  return buildZip(withParts(parts, [{ name: 'word/document.xml', content: document }]));
}

async function upload(bytes: Buffer, name: string): Promise<string> {
  const form = multipartFile(bytes, { name });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.admin}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path as string;
}

/** The refusal names one of the template archive's bounds (the first one the part meets). */
const namesABound = (message: string) =>
  expect(message).toMatch(
    new RegExp(
      `^A part of the file unpacks to more than (${TEMPLATE_ARCHIVE_LIMITS.maxEntryBytes / MB} MB|${TEMPLATE_ARCHIVE_LIMITS.maxRatio} times)`,
    ),
  );

describe('DOCX template bombs', () => {
  it('refuses the 307 KB DOCX that unpacks to 300 MB as a template: 422 naming the bound on file_hasil', async () => {
    const bomb = await docxBomb();
    expect(bomb.length).toBeLessThan(400 * 1024);
    const path = await upload(bomb, 'surat.docx');
    const before = process.memoryUsage().rss;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/dokumengenerator/add',
      headers: { authorization: `Bearer ${ctx.admin}` },
      payload: {
        nama_dokumen: 'Surat bom',
        jenis: 'Template',
        kategori: 'rpekerjaan',
        variabel: { engine: 'docx' },
        file_hasil: path,
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    namesABound(response.json().errors.file_hasil[0]);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
    const saved = await ctx.database.query("SELECT 1 FROM dokumengenerator WHERE nama_dokumen = 'Surat bom'");
    expect(saved).toHaveLength(0);
  });

  it('refuses to print with such a template stored before the check: 422 naming the bound on template', async () => {
    const path = await upload(await docxBomb(), 'lama.docx');
    const [row] = await ctx.database.query<{ id: number }>(
      `INSERT INTO dokumengenerator (nama_dokumen, jenis, kategori, variabel, file_hasil)
       VALUES ('Surat lama', 'Template', 'rpekerjaan', '{"engine":"docx"}', $1) RETURNING id`,
      [path],
    );
    // a job to print: the route is about a record the caller may view (a missing one is a 404 first)
    const headers = { authorization: `Bearer ${ctx.admin}` };
    const customer = await ctx.app.inject({
      method: 'POST',
      url: '/api/akun/add',
      headers,
      payload: { nama: 'Toko Bom', jenis_akun: 'Pelanggan' },
    });
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/rpekerjaan/add',
      headers,
      payload: {
        nama_pekerjaan: 'Cetak surat',
        id_akun: customer.json().record.id,
        tanggal_mulai: '2026-11-02',
      },
    });
    expect(job.statusCode, job.body).toBe(200);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/rpekerjaan/generate/${job.json().record.id}?template=${row!.id}&format=pdf`,
      headers: { authorization: `Bearer ${ctx.admin}` },
    });
    expect(response.statusCode, response.body).toBe(422);
    namesABound(response.json().errors.template[0]);
  });

  it('fills a template within its time budget: a budget spent stops the loop over child rows', async () => {
    const template = buildDocx([
      { text: '{nama_pekerjaan}' },
      { table: [['Sub'], ['{#rsubpekerjaan}{nama_sub_pekerjaan}{/rsubpekerjaan}']] },
    ]);
    const checked = await checkDocx(template, 'en-US');
    expect(checked.errors).toEqual([]);
    expect([...checked.tables!]).toEqual(['rsubpekerjaan']);
    const data = {
      title: 'x',
      record: {},
      values: { nama_pekerjaan: 'Pasang AC' },
      tables: { rsubpekerjaan: Array.from({ length: 300 }, (_, i) => ({ nama_sub_pekerjaan: `Sub ${i}` })) },
    };
    // a budget with time left fills every row
    const filled = renderDocx(checked.parts!, data, new TimeBudget(10));
    expect(filled.documentXml).toContain('Sub 299');
    // one already spent stops inside the loop, at a tick
    const spent = new TimeBudget(10, Date.now() - 11_000);
    expect(() => renderDocx(checked.parts!, data, spent)).toThrow(OutOfTimeError);
  });
});
