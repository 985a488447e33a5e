/**
 * Browser journey of issue 4 on `rsupplier`, as the demo admin: add a supplier (address picked province →
 * regency → district → village from the real region data), edit it, filter by route, export CSV and XLSX
 * and read the files, import a CSV with one bad row (refused with its reason, nothing written), save and
 * apply a list view, then delete the supplier.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../packages/core/src/index.ts';
import { LoginPage } from './pages/login.page.ts';
import { fill, ResourceListPage, TEXT } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const SUPPLIER = 'CV Sumber Makmur Uji';
const CONTACT = 'Rina Wulandari';
const CONTACT_EDITED = 'Rudi Hartono';
const PHONE = '0812-3456-7890';
const PHONE_EDITED = '0813-1111-2222';
/** The address, level by level, as idn-area-data names it. */
const ADDRESS = [
  { field: 'id_provinsi', search: 'jawa barat', label: 'JAWA BARAT' },
  { field: 'id_kabupaten', search: 'kota bandung', label: 'KOTA BANDUNG' },
  { field: 'id_kecamatan', search: 'coblong', label: 'Coblong' },
  { field: 'id_desa', search: 'dago', label: 'Dago' },
] as const;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let suppliers: ResourceListPage;

/** A call to the real API as the admin (to check what the screens wrote). */
async function apiGet<T>(url: string): Promise<T> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

type Supplier = Record<string, unknown> & { id: number; nama_supplier: string };
type ListAnswer = { records: Supplier[]; totalRecords: number };

const findSuppliers = (name: string) =>
  apiGet<ListAnswer>(`/api/rsupplier?nama_supplier=${encodeURIComponent(name)}`);

/** RFC 4180 CSV (quotes, doubled quotes, CRLF), the way the export writes it. */

/** Header-keyed records of a table whose first row is the header. */
function keyed(table: string[][]): Record<string, string>[] {
  const [header = [], ...body] = table;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json().token as string;
  context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
  suppliers = new ResourceListPage(page, 'rsupplier', 'Pemasok', 'nama_supplier');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('suppliers (rsupplier) in the browser', () => {
  it('adds a supplier through the add dialog, its address picked province → village', async () => {
    await suppliers.open();
    const form = await suppliers.openAdd();
    await form.fillText('nama_supplier', SUPPLIER);
    await form.fillText('nama_kontak', CONTACT);
    await form.fillText('no_hp', '081234567890');
    expect(await form.textValue('no_hp')).toBe(PHONE); // the mask as typed
    await form.fillText('email', 'pembelian@sumbermakmur.co.id');
    await form.fillText('alamat', 'Jl. Ir. H. Juanda No. 10');
    for (const level of ADDRESS) await form.pickRelation(level.field, level.search, level.label);
    await form.choose('status_pajak', 'PKP');
    await form.save();
    await suppliers.waitForSaved(TEXT.common.success.recordAdded);
    // the new supplier opens on its view (issue 36); Back returns to the list
    await page.waitForURL(/\/rsupplier\/view\/\d+/);
    await page.goBack();
    const row = await suppliers.waitForRow(SUPPLIER);
    expect(await row.textContent()).toContain(PHONE);

    const { records } = await findSuppliers(SUPPLIER);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      nama_kontak: CONTACT,
      no_hp: PHONE,
      status: 'Active',
      status_pajak: 'PKP',
      id_provinsi_label: 'JAWA BARAT',
      id_kabupaten_label: 'KOTA BANDUNG',
      id_kecamatan_label: 'Coblong',
      id_desa_label: 'Dago',
    });
  });

  it('edits it through the edit dialog', async () => {
    const form = await suppliers.openEdit(SUPPLIER);
    expect(await form.textValue('nama_kontak')).toBe(CONTACT);
    // the address comes back as names, not codes
    expect(await form.field('id_desa').locator('input').inputValue()).toBe('Dago');
    await form.fillText('nama_kontak', CONTACT_EDITED);
    await form.fillText('no_hp', '081311112222');
    await form.save();
    await suppliers.waitForSaved(TEXT.common.success.recordUpdated);
    await suppliers.row(SUPPLIER).filter({ hasText: PHONE_EDITED }).waitFor();
    const { records } = await findSuppliers(SUPPLIER);
    expect(records[0]).toMatchObject({
      nama_kontak: CONTACT_EDITED,
      no_hp: PHONE_EDITED,
      id_desa_label: 'Dago',
    });
  });

  it('filters by route: /rsupplier/status/Active and /rsupplier/index/nama_supplier/{name}', async () => {
    const active = await apiGet<ListAnswer>('/api/rsupplier?status=Active&limit=100');
    await suppliers.open('/rsupplier/status/Active');
    await suppliers.waitForRow(SUPPLIER);
    expect(await suppliers.rows().count()).toBe(Math.min(active.totalRecords, 20));

    await suppliers.open('/rsupplier/status/Inactive');
    const inactive = await apiGet<ListAnswer>('/api/rsupplier?status=Inactive');
    if (inactive.totalRecords === 0)
      await suppliers.rows().filter({ hasText: TEXT.common.errors.noRecordFound }).waitFor();
    expect(await suppliers.row(SUPPLIER).count()).toBe(0);

    await suppliers.open(`/rsupplier/index/nama_supplier/${encodeURIComponent(SUPPLIER)}`);
    await suppliers.waitForRow(SUPPLIER);
    expect(await suppliers.rows().count()).toBe(1);
  });

  it('exports the filtered list as CSV and XLSX, and the files hold its rows', async () => {
    // still on /rsupplier/index/nama_supplier/{name}: the export carries that filter
    const dialog = await suppliers.openExport();
    const csv = await dialog.download('csv');
    expect(csv.suggestedFilename()).toMatch(/^rsupplier-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvRows = keyed(parseCsv(await readFile((await csv.path())!, 'utf8')));
    expect(csvRows).toHaveLength(1);
    // headed with the labels the reader sees, relations and options in words (issue 36)
    expect(csvRows[0]).toMatchObject({
      'Nama Pemasok': SUPPLIER,
      'Nama Kontak': CONTACT_EDITED,
      'No. HP': PHONE_EDITED,
      Status: 'Aktif',
      'Desa/Kelurahan': 'Dago',
      Provinsi: 'JAWA BARAT',
    });

    const xlsx = await dialog.download('xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/^rsupplier-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.worksheets[0]!;
    const table: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      for (let i = 1; i <= sheet.columnCount; i++) {
        const value = row.getCell(i).value;
        cells.push(value === null || value === undefined ? '' : String(value));
      }
      table.push(cells);
    });
    const xlsxRows = keyed(table);
    expect(xlsxRows).toHaveLength(1);
    expect(xlsxRows[0]).toMatchObject({
      'Nama Pemasok': SUPPLIER,
      'Nama Kontak': CONTACT_EDITED,
      'No. HP': PHONE_EDITED,
      Kecamatan: 'Coblong',
    });

    // the print preview shows the same record, relations by name
    const html = await dialog.preview();
    const doc = await page.evaluate((source) => {
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      return Array.from(parsed.querySelectorAll('tbody tr'), (tr) => tr.textContent ?? '');
    }, html);
    expect(doc).toHaveLength(1);
    expect(doc[0]).toContain(SUPPLIER);
    expect(doc[0]).toContain(PHONE_EDITED);

    // print: the same table in a window of its own
    const popup = await dialog.print();
    await popup.locator('tbody tr', { hasText: SUPPLIER }).waitFor();
    expect(await popup.locator('tbody tr').count()).toBe(1);
    expect(await popup.locator('h1').textContent()).toBe('Pemasok');
    await popup.close();
    await dialog.close();
  });

  it('refuses a CSV import with one bad row, shows why, and writes nothing', async () => {
    await suppliers.open();
    const before = await apiGet<ListAnswer>('/api/rsupplier?limit=1');
    const dialog = await suppliers.openImport();
    expect(await dialog.templateLink().getAttribute('download')).toBe('rsupplier-template.csv');
    await dialog.chooseFile(
      'pemasok.csv',
      [
        'nama_supplier,no_hp,email,status',
        'PT Impor Baik,0812-9876-5432,baik@contoh.co.id,Active',
        'PT Impor Buruk,bukan-nomor,buruk@contoh.co.id,Active',
        '',
      ].join('\r\n'),
    );
    const report = await dialog.check();
    expect(await report.getByTestId('import-total').textContent()).toBe('2');
    expect(await report.getByTestId('import-valid').textContent()).toBe('1');
    await report.getByTestId('import-refused').waitFor();
    const lines = await dialog.errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe('3'); // the spreadsheet row (the header is row 1)
    expect(lines[0]![1]).toBe('No. HP (no_hp)');
    expect(lines[0]![2]!.length).toBeGreaterThan(0);
    expect(await dialog.commitButton().count()).toBe(0);
    await dialog.close();

    // nothing was written: not the good row, not the bad one
    expect((await findSuppliers('PT Impor Baik')).totalRecords).toBe(0);
    expect((await findSuppliers('PT Impor Buruk')).totalRecords).toBe(0);
    expect((await apiGet<ListAnswer>('/api/rsupplier?limit=1')).totalRecords).toBe(before.totalRecords);
  });

  it('shows the rows being checked on the server, then the report of a large file', async () => {
    // issue 32: an import is a job on the server; the dialog polls it and shows how far it is
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const n = String(i).padStart(4, '0');
      return `PT Impor Massal ${n},0812-5555-${n},Active`;
    });
    rows.push('PT Impor Massal Rusak,bukan-nomor,Active');
    const dialog = await suppliers.openImport();
    await dialog.chooseFile('pemasok-massal.csv', `nama_supplier,no_hp,status\r\n${rows.join('\r\n')}\r\n`);
    await dialog.startCheck();
    const progress = dialog.progress();
    await progress.waitFor();
    expect(await progress.getAttribute('data-phase')).toBe('checking');
    expect(await progress.textContent()).toMatch(/Memeriksa baris: [\d.]+ dari 3\.001/);
    await page.screenshot({ path: join(tmpdir(), 'kantor-import-progress.png') }).catch(() => undefined);
    const report = await dialog.report();
    expect(await report.getByTestId('import-total').textContent()).toBe('3.001');
    expect(await report.getByTestId('import-valid').textContent()).toBe('3.000');
    await report.getByTestId('import-refused').waitFor();
    expect((await dialog.errorLines()).map((line) => line.slice(0, 2))).toEqual([['3002', 'No. HP (no_hp)']]);
    expect(await progress.count()).toBe(0);
    await page.screenshot({ path: join(tmpdir(), 'kantor-import-report.png') }).catch(() => undefined);
    await dialog.close();
    expect((await findSuppliers('PT Impor Massal')).totalRecords).toBe(0);
  });

  it('imports a clean CSV after its check, toasts the count and refreshes the list', async () => {
    const dialog = await suppliers.openImport();
    await dialog.chooseFile(
      'pemasok-baik.csv',
      'nama_supplier,no_hp,status_pajak,status\r\nPT Impor Baik,0812-9876-5432,Non PKP,Active\r\n',
    );
    const report = await dialog.check();
    await report.getByTestId('import-ready').waitFor();
    await dialog.commitButton().click();
    await suppliers.toast(fill(TEXT.transfer.import.done, { count: 1 })).waitFor();
    await dialog.root.waitFor({ state: 'hidden' });
    await suppliers.waitForRow('PT Impor Baik');
    expect((await findSuppliers('PT Impor Baik')).records[0]).toMatchObject({ status_pajak: 'Non PKP' });
  });

  it('saves the list as a view and applies it later', async () => {
    await suppliers.open('/rsupplier/status/Active?sort=nama_supplier&order=desc');
    await suppliers.list.getByRole('button', { name: TEXT.transfer.actions.views, exact: true }).click();
    const views = page.getByRole('dialog', {
      name: fill(TEXT.transfer.views.title, { resource: 'Pemasok' }),
    });
    await views.getByLabel(TEXT.transfer.views.name).fill('Pemasok aktif');
    await views.getByRole('button', { name: TEXT.transfer.views.save }).click();
    await suppliers.toast(fill(TEXT.transfer.views.saved, { name: 'Pemasok aktif' })).waitFor();
    await views
      .getByRole('button', { name: fill(TEXT.transfer.views.applyNamed, { name: 'Pemasok aktif' }) })
      .waitFor();
    await views
      .getByRole('button', { name: TEXT.transfer.views.close })
      .filter({ hasText: TEXT.transfer.views.close })
      .click();

    await suppliers.open('/rsupplier');
    await suppliers.list.getByRole('button', { name: TEXT.transfer.actions.views, exact: true }).click();
    await views
      .getByRole('button', { name: fill(TEXT.transfer.views.applyNamed, { name: 'Pemasok aktif' }) })
      .click();
    await page.waitForURL(/\/rsupplier\?sort=nama_supplier&order=desc&status=Active$/);
    await suppliers.waitForLoaded();
    const texts = await suppliers.rowTexts();
    // nama_supplier descending: 'PT Impor Baik' before 'CV Sumber Makmur Uji'
    const position = (name: string) => texts.findIndex((text) => text.includes(name));
    expect(position(SUPPLIER)).toBeGreaterThan(-1);
    expect(position('PT Impor Baik')).toBeLessThan(position(SUPPLIER));

    const saved = await apiGet<ListAnswer>('/api/primereactcustomview?nama_resource=rsupplier');
    expect(saved.records).toHaveLength(1);
    expect(saved.records[0]).toMatchObject({
      sort_field: 'nama_supplier',
      sort_order: 'desc',
      filter_data: { status: 'Active' },
    });
  });

  it('deletes the supplier after the prompt', async () => {
    await suppliers.open();
    const prompt = await suppliers.deleteRow(SUPPLIER);
    expect(prompt).toBe(TEXT.common.prompts.confirmDelete);
    await suppliers.toast(TEXT.common.success.recordDeleted).waitFor();
    await suppliers.waitForNoRow(SUPPLIER);
    expect((await findSuppliers(SUPPLIER)).totalRecords).toBe(0);
    expect(errors).toEqual([]);
  });
});
