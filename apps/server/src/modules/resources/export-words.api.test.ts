// Exports and imports in the reader's words (issue 36): with the screen's labels (`labels=`), a file
// is headed by them, relations and options are written as their labels, and the same file imports
// back: headers by label or field name, relations by label (unique) or id, options by label or value.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRegionChain } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { runImport } from '../../test/imports.ts';
import { parseCsv } from './import.ts';

const ctx = useTestApp();
const { asAdmin: as } = ctx;

async function add(resource: string, payload: Record<string, unknown>): Promise<number> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().record?.id ?? response.json().id);
}

const labelsQuery = (words: object) => `labels=${encodeURIComponent(JSON.stringify(words))}`;

/** The words an Indonesian screen sends for `rsupplier` (written here by hand from its locale file). */
const SUPPLIER_WORDS = {
  title: 'Pemasok',
  fields: {
    id: 'ID',
    nama_supplier: 'Nama Pemasok',
    nama_kontak: 'Nama Kontak',
    no_hp: 'No. HP',
    email: 'Email',
    alamat: 'Alamat',
    id_provinsi: 'Provinsi',
    id_kabupaten: 'Kabupaten/Kota',
    id_kecamatan: 'Kecamatan',
    id_desa: 'Desa/Kelurahan',
    npwp: 'NPWP',
    status_pajak: 'Status Pajak',
    rekening_bank: 'Rekening Bank',
    // a role's Replace Label rule: the screen sends the replaced label
    status: 'Keadaan',
    user_id: 'Pemilik',
    created_at: 'Dibuat',
    updated_at: 'Diubah',
  },
  options: { status: { Active: 'Aktif', Inactive: 'Nonaktif' } },
};

const SUPPLIER_HEADER = [
  'ID',
  'Nama Pemasok',
  'Nama Kontak',
  'No. HP',
  'Email',
  'Alamat',
  'Provinsi',
  'Kabupaten/Kota',
  'Kecamatan',
  'Desa/Kelurahan',
  'NPWP',
  'Status Pajak',
  'Rekening Bank',
  'Keadaan',
  'Pemilik',
  'Dibuat',
  'Diubah',
];

const ids: Record<string, number> = {};

beforeAll(async () => {
  await insertRegionChain(ctx.database);
  await add('rsupplier', { nama_supplier: 'CV Kata Pembaca', no_hp: '0812-3456-71', id_provinsi: '11' });
  ids.maju = await add('akun', { nama: 'PT Maju Jaya', jenis_akun: 'Pelanggan' });
  ids.kembar1 = await add('akun', { nama: 'CV Kembar', jenis_akun: 'Pelanggan' });
  ids.kembar2 = await add('akun', { nama: 'CV Kembar', jenis_akun: 'Pelanggan' });
  ids.type = await add('rtype', { nama_type: 'Instalasi Kata', jenis: 'Pekerjaan' });
  ids.unit = await add('rsatuan', { nama_satuan: 'Meter Kata' });
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang AC Lobi',
    id_akun: ids.maju,
    id_type: ids.type,
    tanggal_mulai: '2026-11-02',
    status: 'On Going',
  });
  ids.invoice = await add('rinvoice', { tanggal: '2026-11-03', id_akun: ids.maju });
  ids.line = await add('rsubinvoice', {
    id_invoice: ids.invoice,
    jenis: 'Lain',
    nama_item: 'Kabel Kata',
    qty: 2,
    harga: 5000,
    id_satuan: ids.unit,
  });
});

describe('an export in the reader’s words', () => {
  it('heads a CSV with the labels sent, a relation and an option as their labels, no id column of its own', async () => {
    const response = await as(
      'GET',
      `/api/rsupplier/export?format=csv&search=Kata Pembaca&${labelsQuery(SUPPLIER_WORDS)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [header, row] = parseCsv(response.body);
    expect(header).toEqual(SUPPLIER_HEADER);
    expect(row![1]).toBe('CV Kata Pembaca');
    expect(row![6]).toBe('ACEH');
    expect(row![13]).toBe('Aktif');
    expect(row![14]).toBe('admin');
  });

  it('heads an XLSX the same way, its sheet named by the title', async () => {
    const response = await as(
      'GET',
      `/api/rsupplier/export?format=xlsx&search=Kata Pembaca&${labelsQuery(SUPPLIER_WORDS)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Pemasok');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SUPPLIER_HEADER);
    expect(sheet.getRow(2).getCell(14).value).toBe('Aktif');
  });

  it('keeps field names, ids and `_label` columns without words, and refuses words that are no object', async () => {
    const plain = parseCsv((await as('GET', '/api/rsupplier/export?format=csv&search=Kata')).body)[0];
    expect(plain!.slice(0, 3)).toEqual(['id', 'nama_supplier', 'nama_kontak']);
    expect(plain).toContain('id_provinsi_label');
    const bad = await as('GET', '/api/rsupplier/export?format=csv&labels=%5B1%5D');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['labels']);
  });
});

/** Imports a file as the page does; answers the report. */
async function imported(resource: string, words: object, content: Buffer | string, dryRun = true) {
  const xlsx = Buffer.isBuffer(content);
  const { start, job } = await runImport(
    ctx.app,
    ctx.admin,
    `/api/${resource}/import?dryRun=${dryRun ? 'yes' : 'no'}&${labelsQuery(words)}`,
    content,
    xlsx
      ? { name: 'x.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
      : { name: 'x.csv' },
  );
  expect(start.statusCode, start.body).toBe(202);
  expect(job?.status, JSON.stringify(job)).toBe('done');
  return job!.report!;
}

const JOB_WORDS = {
  fields: {
    id: 'ID',
    nama_pekerjaan: 'Nama Pekerjaan',
    id_akun: 'Pelanggan',
    id_type: 'Tipe',
    id_teknisi: 'Teknisi',
    tanggal_mulai: 'Tanggal Mulai',
    status: 'Status',
    created_at: 'Dibuat',
  },
  options: { status: { 'On Going': 'Berjalan', Done: 'Selesai' } },
};

describe('an import in the reader’s words', () => {
  it('takes an XLSX export of rpekerjaan back: labels as headers, the customer and type by label', async () => {
    const exported = await as(
      'GET',
      `/api/rpekerjaan/export?format=xlsx&search=Lobi&${labelsQuery(JOB_WORDS)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['ID', 'Nama Pekerjaan', 'Pelanggan', 'Tipe', 'Teknisi']);
    expect(sheet.getRow(2).getCell(3).value).toBe('PT Maju Jaya');
    expect(sheet.getRow(2).getCell(header.indexOf('Status') + 1).value).toBe('Berjalan');
    // edited in a spreadsheet: a new name, the rest as exported
    sheet.getRow(2).getCell(2).value = 'Pasang AC Lobi Dua';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const report = await imported('rpekerjaan', JOB_WORDS, file, false);
    expect(report, JSON.stringify(report)).toMatchObject({ total: 1, valid: 1, imported: 1, errors: [] });
    const found = (await as('GET', '/api/rpekerjaan?search=Lobi Dua')).json().records;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id_akun: ids.maju, id_type: ids.type, status: 'On Going' });
  });

  it('names the field and the candidates when a label matches several records or none', async () => {
    const csv = [
      'Nama Pekerjaan,Pelanggan,Tanggal Mulai,Status',
      'Satu,CV Kembar,2026-11-05,Berjalan',
      'Dua,PT Maju,2026-11-05,Berjalan',
      `Tiga,${ids.kembar2},2026-11-05,On Going`,
      'Empat,pt maju jaya,2026-11-05,berjalan',
      '',
    ].join('\n');
    const report = await imported('rpekerjaan', JOB_WORDS, csv);
    expect(report, JSON.stringify(report)).toMatchObject({ total: 4, valid: 2 });
    expect(report.errors).toEqual([
      {
        row: 2,
        errors: {
          id_akun: [
            `“CV Kembar” names several records (#${ids.kembar1}, #${ids.kembar2}): write the id instead`,
          ],
        },
      },
      { row: 3, errors: { id_akun: ['No record is named “PT Maju”; similar: PT Maju Jaya'] } },
    ]);
  });

  it('takes a CSV export of rsubinvoice back: the invoice by its #id, the unit by label, field names too', async () => {
    const words = {
      fields: {
        id_invoice: 'Invoice',
        jenis: 'Jenis',
        nama_item: 'Nama Item',
        qty: 'Jumlah',
        id_satuan: 'Satuan',
      },
      options: { jenis: { Barang: 'Barang', Jasa: 'Jasa', Lain: 'Lainnya' } },
    };
    const exported = await as(
      'GET',
      `/api/rsubinvoice/export?format=csv&id_invoice=${ids.invoice}&${labelsQuery(words)}`,
    );
    const rows = parseCsv(exported.body);
    const header = rows[0]!;
    expect(header.slice(0, 6)).toEqual([
      'id',
      'Invoice',
      'Jenis',
      'id_stok',
      'id_hargapekerjaan',
      'Nama Item',
    ]);
    expect(rows[1]!.slice(1, 3)).toEqual([`#${ids.invoice}`, 'Lainnya']);
    expect(rows[1]![header.indexOf('Satuan')]).toBe('Meter Kata');
    const report = await imported('rsubinvoice', words, exported.body, false);
    expect(report, JSON.stringify(report)).toMatchObject({ total: 1, valid: 1, imported: 1, errors: [] });
    const lines = (await as('GET', `/api/rsubinvoice?id_invoice=${ids.invoice}&sort=id`)).json().records;
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ jenis: 'Lain', nama_item: 'Kabel Kata', id_satuan: ids.unit });
  });
});

describe('a change history in the reader’s words', () => {
  it('answers the labels of the records its relation changes name', async () => {
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/rpekerjaan/edit/${ids.job}`,
      payload: { id_akun: ids.kembar1 },
      headers: { authorization: `Bearer ${ctx.admin}` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const history = (await as('GET', `/api/rpekerjaan/history/${ids.job}`)).json();
    expect(history.records[0].changes.id_akun).toEqual({ before: ids.maju, after: ids.kembar1 });
    expect(history.labels.id_akun).toEqual({ [ids.maju!]: 'PT Maju Jaya', [ids.kembar1!]: 'CV Kembar' });
    expect(history.labels.id_type).toEqual({ [ids.type!]: 'Instalasi Kata' });
  });
});
