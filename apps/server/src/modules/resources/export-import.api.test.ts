import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRegionChain } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { runImport } from '../../test/imports.ts';
import { parseCsv } from './import.ts';

const ctx = useTestApp();
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  for (const [i, nama] of [
    'CV Maju Jaya',
    'PT Sinar "Terang"',
    'UD Sentosa, Tbk',
    '=HYPERLINK("x")',
  ].entries()) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/rsupplier/add',
      headers: { authorization: `Bearer ${ctx.admin}` },
      payload: {
        nama_supplier: nama,
        no_hp: `0812-3456-7${i}`,
        status: i === 3 ? 'Inactive' : 'Active',
        id_provinsi: '11',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });

function multipart(name: string, content: Buffer | string, type: string) {
  const form = multipartFile(Buffer.isBuffer(content) ? content : Buffer.from(content), { name, type });
  return { body: form.payload, contentType: form.headers['content-type'] };
}

const upload = (url: string, name: string, content: Buffer | string, type = 'text/csv') => {
  const form = multipart(name, content, type);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.body,
    headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': form.contentType },
  });
};

describe('list paging', () => {
  // the total is counted only when the page cannot tell it (full, or empty past the start)
  it('reports the same total on a full page, a part page and a page past the end', async () => {
    const all = (await get('/api/rsupplier?limit=10')).json();
    expect(all.records).toHaveLength(all.totalRecords);
    const n = all.totalRecords as number;
    expect(n).toBeGreaterThanOrEqual(4);
    const full = (await get('/api/rsupplier?limit=2&page=1')).json();
    expect(full.records).toHaveLength(2);
    expect(full.totalRecords).toBe(n);
    const lastPage = Math.ceil(n / 3);
    const part = (await get(`/api/rsupplier?limit=3&page=${lastPage}`)).json();
    expect(part.records).toHaveLength(n - (lastPage - 1) * 3);
    expect(part.totalRecords).toBe(n);
    const past = (await get('/api/rsupplier?limit=3&page=99')).json();
    expect(past.records).toHaveLength(0);
    expect(past.totalRecords).toBe(n);
  });

  it('counts a search first and pages its matches, sorted, also past the end', async () => {
    const found = (await get('/api/rsupplier?search=a&sort=nama_supplier&order=desc&limit=2')).json();
    const all = (await get('/api/rsupplier?limit=100&sort=nama_supplier&order=desc')).json();
    const matching = all.records.filter((r: { nama_supplier: string }) => /a/i.test(r.nama_supplier));
    expect(found.totalRecords).toBe(matching.length);
    expect(found.records.map((r: { id: number }) => r.id)).toEqual(
      matching.slice(0, 2).map((r: { id: number }) => r.id),
    );
    const past = (await get('/api/rsupplier?search=a&limit=2&page=50')).json();
    expect(past).toMatchObject({ records: [], totalRecords: matching.length });
    expect((await get('/api/rsupplier?search=tidak-ada-yang-cocok')).json()).toMatchObject({
      records: [],
      totalRecords: 0,
    });
  });
});

describe('export', () => {
  it('streams CSV with the list filters, relation labels and quoting', async () => {
    const response = await get('/api/rsupplier/export?format=csv&status=Active');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="rsupplier-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(response.body);
    const header = rows[0]!;
    expect(header).toContain('nama_supplier');
    expect(header).toContain('id_provinsi_label');
    expect(header).not.toContain('user_id_label_x');
    const names = rows.slice(1).map((r) => r[header.indexOf('nama_supplier')]);
    expect(names.sort()).toEqual(['CV Maju Jaya', 'PT Sinar "Terang"', 'UD Sentosa, Tbk']);
    expect(rows[1]![header.indexOf('id_provinsi_label')]).toBe('ACEH');
  });

  it('neutralises spreadsheet formulas in CSV cells', async () => {
    const response = await get('/api/rsupplier/export?format=csv&status=Inactive');
    const rows = parseCsv(response.body);
    expect(rows[1]![rows[0]!.indexOf('nama_supplier')]).toBe(`'=HYPERLINK("x")`);
  });

  it('streams XLSX that opens with the same rows', async () => {
    const response = await get('/api/rsupplier/export?format=xlsx&search=maju');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('nama_supplier');
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header.indexOf('nama_supplier') + 1).value).toBe('CV Maju Jaya');
  });

  it('streams a PDF', async () => {
    const response = await get('/api/rsupplier/export?format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown format with 422', async () => {
    const response = await get('/api/rsupplier/export?format=docx');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('format');
  });
});

describe('import', () => {
  const good =
    'nama_supplier,no_hp,status,id_provinsi\nPT Baru Satu,0812-1111-2,Active,11\n"PT Baru, Dua",0812-1111-3,Active,11\n';
  const bad = `${good}PT Rusak,bukan-telepon,Aktif,99\n`;
  /** The file imported as the page does it (a job, polled); answers the job's report. */
  const imported = async (url: string, name: string, content: Buffer | string, type = 'text/csv') => {
    const { start, job } = await runImport(ctx.app, ctx.admin, url, content, { name, type });
    expect(start.statusCode, start.body).toBe(202);
    expect(job?.status, JSON.stringify(job)).toBe('done');
    return job!.report!;
  };

  it('reports every bad row with its reason in a dry run and writes nothing', async () => {
    const before = (await get('/api/rsupplier')).json().totalRecords;
    const report = await imported('/api/rsupplier/import?dryRun=true', 'pemasok.csv', bad);
    expect(report).toMatchObject({ dryRun: true, total: 3, valid: 2, imported: 0 });
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]!.row).toBe(4);
    expect(Object.keys(report.errors[0]!.errors).sort()).toEqual(['id_provinsi', 'no_hp', 'status']);
    expect((await get('/api/rsupplier')).json().totalRecords).toBe(before);
  });

  it('commits nothing when any row is bad, everything when all are good', async () => {
    const before = (await get('/api/rsupplier')).json().totalRecords;
    const refused = await imported('/api/rsupplier/import?dryRun=false', 'pemasok.csv', bad);
    expect(refused).toMatchObject({ dryRun: false, imported: 0 });
    expect((await get('/api/rsupplier')).json().totalRecords).toBe(before);

    // a word the product does not know keeps the safe default: a dry run
    const unclear = await imported('/api/rsupplier/import?dryRun=mungkin', 'pemasok.csv', good);
    expect(unclear).toMatchObject({ dryRun: true, imported: 0 });
    // 'tidak' means no dry run here exactly as in the rules import (one yes/no list)
    const accepted = await imported('/api/rsupplier/import?dryRun=tidak', 'pemasok.csv', good);
    expect(accepted).toMatchObject({ dryRun: false, total: 2, valid: 2, imported: 2, errors: [] });
    expect((await get('/api/rsupplier')).json().totalRecords).toBe(before + 2);
    expect((await get('/api/rsupplier?search=Baru, Dua')).json().totalRecords).toBe(1);
  });

  it('reads XLSX too, and an export imports back', async () => {
    const exported = await get('/api/rsupplier/export?format=xlsx&search=Baru Satu');
    const report = await imported(
      '/api/rsupplier/import?dryRun=true',
      'x.xlsx',
      exported.rawPayload,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(report).toMatchObject({ total: 1, valid: 1 });
  });

  it('gives a missing column its declared default, as the add form does', async () => {
    const report = await imported(
      '/api/rsupplier/import?dryRun=true',
      'pemasok.csv',
      'nama_supplier,no_hp\nPT Bawaan,0812-1111-9\n',
    );
    expect(report).toMatchObject({ total: 1, valid: 1, errors: [] });
  });

  it('imports logins through the users hooks: each its own owner, no password from the file (R3)', async () => {
    // a password is set by its owner or on the akun screen (issue 32, R3): an import's password_hash
    // column is not written, whoever imports
    const csv = [
      'username,email,password_hash,user_role_id,status',
      'impor.satu,impor.satu@contoh.id,Kopi-Susu-Gula-Aren-1,53,Active',
      'impor.dua,impor.dua@contoh.id,Teh-Tarik-Pakai-Es-2,53,Active',
      '',
    ].join('\n');
    expect(await imported('/api/users/import?dryRun=true', 'logins.csv', csv)).toMatchObject({
      total: 2,
      valid: 2,
      imported: 0,
      errors: [],
    });
    expect(await imported('/api/users/import?dryRun=false', 'logins.csv', csv)).toMatchObject({
      imported: 2,
      errors: [],
    });
    const rows = await ctx.database.query<{ id: number; user_id: number; password_hash: string | null }>(
      "SELECT id, user_id, password_hash FROM users WHERE username LIKE 'impor.%' ORDER BY username",
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.user_id).toBe(row.id);
      expect(row.password_hash).toBeNull();
    }
    await expect(ctx.login('impor.dua', 'Teh-Tarik-Pakai-Es-2')).rejects.toThrow(/401/);
    // the admin sets it on the akun screen, and the login signs in
    const dua = rows[0]!.id; // ordered by username: impor.dua first
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/akun/setubahpassword/${dua}`,
      headers: { authorization: `Bearer ${ctx.admin}` },
      payload: { password: 'Teh-Tarik-Pakai-Es-2', password_confirmation: 'Teh-Tarik-Pakai-Es-2' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await ctx.login('impor.dua', 'Teh-Tarik-Pakai-Es-2')).toMatch(/.{20,}/);
  });

  it('answers 422 for a file that is not CSV or XLSX', async () => {
    const response = await upload('/api/rsupplier/import', 'kosong.csv', '');
    expect(response.statusCode).toBe(422);
  });
});
