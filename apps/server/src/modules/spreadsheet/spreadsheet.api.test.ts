import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpreadsheetFile, SpreadsheetOpened, SpreadsheetSaved } from '@kantor/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness } from '../../db/demo/seed-demo.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { spreadsheetModule } from './index.ts';
import { DEMO_SPREADSHEET } from './spreadsheet.seed.ts';

let sari: string;
let budi: string;
let guest: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-sheets-'));

function multipart(token: string, name: string, content: Buffer, language?: string) {
  const form = multipartFile(content, { name });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/excel/convert',
    payload: form.payload,
    headers: {
      authorization: `Bearer ${token}`,
      ...form.headers,
      ...(language ? { 'accept-language': language } : {}),
    },
  });
}

async function roleWith(name: string, pages: string[]): Promise<number> {
  const role = (await as(ctx.admin, 'POST', '/api/roles/add', { role_name: name })).json().record;
  for (const page of pages)
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [role.id, page]);
  ctx.app.roleCache.invalidate();
  return Number(role.id);
}
async function addLogin(username: string, roleId: number): Promise<string> {
  const password = `${username}-Kuat-Pass-9`;
  const response = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
    username,
    email: `${username}@example.test`,
    password: password,
    password_confirmation: password,
    user_role_id: roleId,
    status: 'Active',
  });
  expect(response.statusCode, response.body).toBe(200);
  return ctx.login(username, password);
}

const SHEETS = [
  {
    name: 'Penjualan',
    celldata: [
      { r: 0, c: 0, v: { v: 'Bulan', m: 'Bulan', bl: 1, bg: '#ffe599' } },
      { r: 1, c: 0, v: { v: 1500000, ct: { fa: '#,##0', t: 'n' } } },
      { r: 2, c: 0, v: { v: 2500000, ct: { fa: '#,##0', t: 'n' } } },
      { r: 3, c: 0, v: { v: 4000000, f: '=SUM(A2:A3)' } },
    ],
    config: { columnlen: { '0': 140 } },
  },
  { name: 'Catatan', celldata: [{ r: 0, c: 0, v: { v: 'Lunas' } }] },
];

const ctx = useTestApp({ uploadDir });
const { as } = ctx;
beforeAll(async () => {
  const clerks = await roleWith('kasir', ['home', 'excel']);
  sari = await addLogin('sari.kasir', clerks);
  budi = await addLogin('budi.kasir', clerks);
  guest = await addLogin('tamu', await roleWith('tamu', ['home']));
}, 60_000);
afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('/excel files', () => {
  let id: number;

  it('saves a workbook, lists it and reopens it with its values, formulas and formats', async () => {
    const saved = await as(sari, 'POST', '/api/excel/files', { name: 'Rekap Mei', sheets: SHEETS });
    expect(saved.statusCode, saved.body).toBe(200);
    id = saved.json().file.id;
    expect(saved.json().file).toMatchObject({ name: 'Rekap Mei' });
    expect(saved.json().file.size).toBeGreaterThan(1000);

    const list = await as(sari, 'GET', '/api/excel/files');
    expect(list.json().records.map((f: { id: number }) => f.id)).toEqual([id]);

    const opened = (await as(sari, 'GET', `/api/excel/files/${id}`)).json();
    expect(opened.file.name).toBe('Rekap Mei');
    expect(opened.sheets.map((s: { name: string }) => s.name)).toEqual(['Penjualan', 'Catatan']);
    const cells = opened.sheets[0].celldata;
    expect(cells).toContainEqual({
      r: 3,
      c: 0,
      v: { v: 4000000, f: '=SUM(A2:A3)', ct: { fa: 'General', t: 'n' } },
    });
    expect(cells).toContainEqual({ r: 1, c: 0, v: { v: 1500000, ct: { fa: '#,##0', t: 'n' } } });
    expect(cells[0].v).toMatchObject({ v: 'Bulan', bl: 1, bg: '#ffe599' });
    expect(opened.sheets[0].config.columnlen).toEqual({ '0': 140 });
  });

  it('saves changes over the same file and hands out the XLSX', async () => {
    const sheets = structuredClone(SHEETS);
    sheets[0]!.celldata[1]!.v.v = 1750000;
    const saved = await as(sari, 'PUT', `/api/excel/files/${id}`, { name: 'Rekap Mei final', sheets });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().file).toMatchObject({ id, name: 'Rekap Mei final' });

    const file = await as(sari, 'GET', `/api/excel/files/${id}/xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Rekap Mei final.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.getWorksheet('Penjualan')!.getCell('A2').value).toBe(1750000);
    expect(workbook.getWorksheet('Penjualan')!.getCell('A4').value).toMatchObject({ formula: 'SUM(A2:A3)' });
  });

  it('keeps each file to its owner: another user gets 404 for every route, and their own empty list', async () => {
    expect((await as(budi, 'GET', '/api/excel/files')).json().records).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/excel/files/${id}`],
      ['GET', `/api/excel/files/${id}/xlsx`],
      ['PUT', `/api/excel/files/${id}`, { sheets: SHEETS }],
      ['DELETE', `/api/excel/files/${id}`],
    ] as const) {
      const answer = await as(budi, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // the admin too: a spreadsheet is personal, and the media library does not show it either
    expect((await as(ctx.admin, 'GET', `/api/excel/files/${id}`)).statusCode).toBe(404);
    const media = (await as(ctx.admin, 'GET', '/api/media?folder=spreadsheet')).json();
    expect(media.records).toEqual([]);
    expect((await as(ctx.admin, 'GET', `/api/media/view/${id}`)).statusCode).toBe(404);
    expect((await as(sari, 'GET', `/api/excel/files/${id}`)).statusCode).toBe(200);
  });

  it('never serves the stored file under /uploads', async () => {
    const [row] = await ctx.database.query<{ path: string }>('SELECT path FROM media WHERE id = $1', [id]);
    expect(row!.path).toMatch(/^uploads\/private\/spreadsheet\/\d+\/[0-9a-f]{24}\.xlsx$/);
    expect(existsSync(join(uploadDir, row!.path.slice('uploads/'.length)))).toBe(true);
    for (const url of [
      `/${row!.path}`,
      `/${row!.path.replace('private', 'PRIVATE')}`,
      '/uploads/x/../private/',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [object, string][] = [
      [{ sheets: SHEETS }, 'name'],
      [{ name: '   ', sheets: SHEETS }, 'name'],
      [{ name: 'x'.repeat(121), sheets: SHEETS }, 'name'],
      [{ name: 'A' }, 'sheets'],
      [{ name: 'A', sheets: 'Sheet1' }, 'sheets'],
      [
        { name: 'A', sheets: [{ name: 'A', celldata: [{ r: 0, c: 0, v: { f: 'SUM(A1)' } }] }] },
        'sheets.0.celldata.0.v.f',
      ],
      [{ name: 'A', sheets: [{ name: 'A' }, { name: 'a' }] }, 'sheets.1.name'],
      [
        { name: 'A', sheets: [{ name: 'A', celldata: [{ r: 1e9, c: 0, v: { v: 1 } }] }] },
        'sheets.0.celldata.0.r',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await as(sari, 'POST', '/api/excel/files', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    expect((await as(sari, 'PUT', `/api/excel/files/${id}`, { sheets: [] })).statusCode).toBe(422);
    expect((await as(sari, 'GET', '/api/excel/files/abc')).statusCode).toBe(404);
    expect((await as(sari, 'GET', '/api/excel/files/99999')).statusCode).toBe(404);
  });

  it('needs the /excel page', async () => {
    expect((await as(guest, 'GET', '/api/excel/files')).statusCode).toBe(403);
    expect((await as(guest, 'POST', '/api/excel/files', { name: 'A', sheets: SHEETS })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/excel/files' })).statusCode).toBe(401);
  });

  it('deletes a file with its stored workbook', async () => {
    const [row] = await ctx.database.query<{ path: string }>('SELECT path FROM media WHERE id = $1', [id]);
    expect((await as(sari, 'DELETE', `/api/excel/files/${id}`)).statusCode).toBe(200);
    expect((await as(sari, 'GET', '/api/excel/files')).json().records).toEqual([]);
    expect(existsSync(join(uploadDir, row!.path.slice('uploads/'.length)))).toBe(false);
  });
});

describe('/excel conversion', () => {
  it("opens a resource's XLSX export as sheets, and the sheets on screen as a file", async () => {
    await as(ctx.admin, 'POST', '/api/rsupplier/add', {
      nama_supplier: 'CV Sejuk Abadi',
      no_hp: '0812-3456-7890',
    });
    const exported = await as(ctx.admin, 'GET', '/api/rsupplier/export?format=xlsx');
    expect(exported.statusCode).toBe(200);
    const converted = await multipart(ctx.admin, 'rsupplier.xlsx', exported.rawPayload);
    expect(converted.statusCode, converted.body).toBe(200);
    const [sheet] = converted.json().sheets;
    expect(converted.json().name).toBe('rsupplier');
    const at = (r: number, c: number) =>
      sheet.celldata.find((d: { r: number; c: number }) => d.r === r && d.c === c)?.v.v;
    expect(at(0, 1)).toBe('nama_supplier');
    expect(at(1, 1)).toBe('CV Sejuk Abadi');

    const file = await as(ctx.admin, 'POST', '/api/excel/xlsx', {
      name: 'Pemasok',
      sheets: converted.json().sheets,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses what is not a workbook with 422 on the file', async () => {
    for (const content of [Buffer.from('nama,kota\nA,B\n'), Buffer.from('PK\u0003\u0004 rusak')]) {
      const answer = await multipart(sari, 'data.xlsx', content);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['file']);
    }
    // says why, naming the file and what to do (issue 36: a CSV got only "Nilai tidak valid")
    const csv = Buffer.from('nama,kota\nA,B\n');
    expect((await multipart(sari, 'penjualan.csv', csv)).json().errors.file).toEqual([
      '“penjualan.csv” is not an Excel workbook (.xlsx): only files saved as .xlsx (Excel 2007 or later) open here. Save it as .xlsx and open it again',
    ]);
    expect((await multipart(sari, 'penjualan.csv', csv, 'id-ID')).json().errors.file).toEqual([
      '“penjualan.csv” bukan buku kerja Excel (.xlsx): hanya berkas yang disimpan sebagai .xlsx (Excel 2007 ke atas) yang bisa dibuka di sini. Simpan sebagai .xlsx lalu buka lagi',
    ]);
    const none = await as(sari, 'POST', '/api/excel/convert', {});
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['file']);
  });
});

describe('the demo spreadsheet', () => {
  it("is the admin's monthly sales recap, with formulas across two sheets", async () => {
    const written = await seedDemoBusiness(ctx.app, [spreadsheetModule]);
    expect(written.spreadsheet).toEqual({ media: 1 });
    const [file] = (await as(ctx.admin, 'GET', '/api/excel/files')).json().records;
    expect(file.name).toBe(DEMO_SPREADSHEET);
    const { sheets } = (await as(ctx.admin, 'GET', `/api/excel/files/${file.id}`)).json();
    expect(sheets.map((s: { name: string }) => s.name)).toEqual(['Rekap', 'Target']);
    const formulas = sheets.flatMap((s: { celldata: { v: { f?: string } }[] }) =>
      s.celldata.map((d) => d.v.f).filter(Boolean),
    );
    expect(formulas).toContain('=SUM(B2:E2)');
    expect(formulas).toContain('=Rekap!F2');
    // seeding again adds nothing
    await seedDemoBusiness(ctx.app, [spreadsheetModule]);
    expect((await as(ctx.admin, 'GET', '/api/excel/files')).json().records).toHaveLength(1);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('answers match the core types (packages/core/src/api/spreadsheet.ts)', () => {
  it('save, list, open and delete', async () => {
    const saved = await as(budi, 'POST', '/api/excel/files', { name: 'Bentuk', sheets: SHEETS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(keysIn(saved.json())).toEqual(keysOf<SpreadsheetSaved>({ message: true, file: true }));
    const fileKeys = keysOf<SpreadsheetFile>({
      id: true,
      name: true,
      size: true,
      created_at: true,
      updated_at: true,
    });
    const file = (saved.json() as SpreadsheetSaved).file;
    expect(keysIn(file)).toEqual(fileKeys);
    expect(typeof file.updated_at).toBe('string');

    const list = (await as(budi, 'GET', '/api/excel/files')).json();
    expect(keysIn(list)).toEqual(['records']);
    expect(keysIn(list.records[0])).toEqual(fileKeys);

    const opened = (await as(budi, 'GET', `/api/excel/files/${file.id}`)).json() as SpreadsheetOpened;
    expect(keysIn(opened)).toEqual(keysOf<SpreadsheetOpened>({ file: true, sheets: true }));
    expect(keysIn(opened.sheets[0])).toEqual(['celldata', 'config', 'id', 'name', 'order']);

    const deleted = await as(budi, 'DELETE', `/api/excel/files/${file.id}`);
    expect(keysIn(deleted.json())).toEqual(['message']);
  });
});
