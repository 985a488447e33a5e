/**
 * Browser journey of `/excel`: the admin types into cells (a text, a number, a formula), saves the
 * workbook on the server, reopens it from the address and from "My files" and finds the values; the
 * downloaded .xlsx is read back with ExcelJS; a resource's export opens as a sheet, from its address
 * and from a filtered list's export dialog ("Buka di Spreadsheet").
 */

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { ResourceListPage, TEXT } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let fileId: number;

/** Fortune-sheet's default grid: 73 px columns, 19 px rows (the canvas has no DOM per cell). */
const COL = 73;
const ROW = 19;

async function clickCell(r: number, c: number) {
  const box = (await page.locator('.fortune-cell-area').boundingBox())!;
  await page.mouse.click(box.x + c * COL + COL / 2, box.y + r * ROW + ROW / 2);
}
/** What the formula bar shows for a cell: its formula, or its value. */
async function cellText(r: number, c: number): Promise<string> {
  await clickCell(r, c);
  return ((await page.locator('.fortune-fx-input').textContent()) ?? '').trim();
}
async function typeInto(r: number, c: number, text: string) {
  await clickCell(r, c);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}
async function openSheetPage(url: string) {
  await page.goto(url);
  await page.getByTestId('spreadsheet-page').waitFor();
  await page.locator('.fortune-cell-area').waitFor();
  await expect.poll(() => page.getByTestId('spreadsheet-page').getAttribute('aria-busy')).toBe('false');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).json().token;
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the spreadsheet in the browser', () => {
  it('edits cells, saves the workbook on the server and reopens it with the values', async () => {
    await openSheetPage('/excel');
    expect(await page.getByTestId('spreadsheet-status').textContent()).toBe('Belum disimpan');
    await typeInto(0, 0, 'Servis AC');
    await typeInto(1, 0, '150000');
    await typeInto(2, 0, '=A2*2');
    await page.locator('#spreadsheet-name').fill('Rekap uji');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(/\/excel\?file=\d+$/);
    fileId = Number(new URL(page.url()).searchParams.get('file'));
    // the router can write the address before React has drawn the saved state: wait for the draw
    await expect.poll(() => page.getByTestId('spreadsheet-status').textContent()).toBe('Tersimpan di server');
    await page.getByText('Rekap uji tersimpan').waitFor();

    await openSheetPage(`/excel?file=${fileId}`);
    expect(await page.locator('#spreadsheet-name').inputValue()).toBe('Rekap uji');
    expect(await cellText(0, 0)).toBe('Servis AC');
    expect(await cellText(1, 0)).toBe('150000');
    expect(await cellText(2, 0)).toBe('=A2*2');

    // a change to the number recalculates the formula, and saving keeps the same file
    await typeInto(1, 0, '175000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Rekap uji tersimpan').waitFor();
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/excel/files/${fileId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const cells = stored.json().sheets[0].celldata as {
      r: number;
      c: number;
      v: { v: unknown; f?: string };
    }[];
    expect(cells.find((d) => d.r === 2)?.v).toMatchObject({ v: 350000, f: '=A2*2' });
  });

  it('downloads the saved .xlsx from "My files", and Excel reads the cells', async () => {
    await page.getByRole('button', { name: 'Berkas saya' }).click();
    const list = page.getByTestId('spreadsheet-files');
    await list.getByText('Rekap uji').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Unduh Rekap uji' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Rekap uji.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Servis AC');
    expect(sheet.getCell('A2').value).toBe(175000);
    expect(sheet.getCell('A3').value).toEqual({ formula: 'A2*2', result: 350000 });
    await page.keyboard.press('Escape');
  });

  it('opens an XLSX beside the saved workbook: asks, adds its sheets as tabs or opens it alone; says why a CSV is refused', async () => {
    // a two-sheet file made here with ExcelJS, the reader the server's converter also uses
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Biaya').getCell('A1').value = 'Bensin';
    book.addWorksheet('Lembar1').getCell('A1').value = 42;
    const xlsx = {
      name: 'Biaya Oktober.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    };
    const tabs = () => page.locator('.luckysheet-sheets-item .luckysheet-sheets-item-name').allTextContents();
    await openSheetPage(`/excel?file=${fileId}`);
    const before = await tabs();
    expect(before).toEqual(['Lembar1']);

    // added as tabs of the open, saved workbook: the address and the file stay, the first new tab shows
    await page.getByTestId('spreadsheet-upload').setInputFiles(xlsx);
    const ask = page.getByTestId('spreadsheet-open-ask');
    await ask.getByText('Buku kerja lain sedang terbuka').waitFor();
    await ask.getByRole('button', { name: 'Tambahkan sebagai lembar baru' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.getByText('Lembar dari Biaya Oktober ditambahkan (2)').waitFor();
    expect(await tabs()).toEqual([...before, 'Biaya', 'Lembar1 (2)']);
    expect(new URL(page.url()).searchParams.get('file')).toBe(String(fileId));
    expect(await cellText(0, 0)).toBe('Bensin');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Rekap uji tersimpan').waitFor();
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/excel/files/${fileId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json().sheets.map((sheet: { name: string }) => sheet.name)).toEqual(await tabs());

    // opened on its own: a new, unsaved workbook named after the file, its cells there (not an empty one)
    await page.getByTestId('spreadsheet-upload').setInputFiles(xlsx);
    await ask.getByRole('button', { name: 'Buka sebagai buku kerja baru' }).click();
    // the dialog's mask fades out over the grid: a click on a cell before it has gone selects nothing
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('#spreadsheet-name').inputValue()).toBe('Biaya Oktober');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('spreadsheet-status').textContent()).toBe('Belum disimpan');
    expect(await tabs()).toEqual(['Biaya', 'Lembar1']);
    expect(await cellText(0, 0)).toBe('Bensin');

    // a CSV is refused with the reason and the way out
    await page.getByTestId('spreadsheet-upload').setInputFiles({
      name: 'biaya.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('nama,jumlah\nBensin,50000\n'),
    });
    await page.getByText('“biaya.csv” bukan buku kerja Excel (.xlsx)').waitFor();
    expect(await page.locator('#spreadsheet-name').inputValue()).toBe('Biaya Oktober');
  });

  it("opens a resource's XLSX export in the spreadsheet", async () => {
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/rsupplier/add',
      payload: { nama_supplier: 'CV Dingin Sejahtera', no_hp: '0812-3456-7890' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.statusCode, added.body).toBe(200);
    await openSheetPage('/excel?resource=rsupplier');
    expect(await page.locator('#spreadsheet-name').inputValue()).toBe('Pemasok');
    expect(await cellText(0, 1)).toBe('nama_supplier');
    expect(await cellText(1, 1)).toBe('CV Dingin Sejahtera');
    expect(errors).toEqual([]);
  });

  it("opens a filtered supplier list's export from the export dialog: the sheet holds exactly its rows", async () => {
    const made = [
      { nama_supplier: 'CV Kipas Angin Uji Barat', status_pajak: 'PKP' },
      { nama_supplier: 'CV Kipas Angin Uji Timur', status_pajak: 'PKP' },
      { nama_supplier: 'CV Kipas Angin Uji Utara', status_pajak: 'Non PKP' },
    ];
    for (const supplier of made) {
      const added = await server.app.inject({
        method: 'POST',
        url: '/api/rsupplier/add',
        payload: { ...supplier, no_hp: '0812-3456-7890' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const suppliers = new ResourceListPage(page, 'rsupplier', 'Pemasok', 'nama_supplier');
    await suppliers.open();
    await suppliers.search('Kipas Angin Uji');
    // the sidebar filter: Status Pajak = PKP
    // (its name also carries the icon font's glyph: the button has no aria-label of its own)
    await suppliers.list.getByRole('button', { name: new RegExp(`${TEXT.list.filters.open}$`) }).click();
    const filters = page.getByRole('form', { name: TEXT.list.filters.title });
    await filters.locator('.resource-field', { hasText: 'Status Pajak' }).locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'PKP', exact: true }).click();
    await filters.getByRole('button', { name: TEXT.list.filters.apply }).click();
    await page.waitForURL(/status_pajak=PKP/);
    // the URL changes before the filtered answer is drawn: wait for the rows a user would then see
    await expect.poll(async () => (await suppliers.rowTexts()).length, { timeout: 10_000 }).toBe(2);
    const listed = await suppliers.rowTexts();

    const dialog = await suppliers.openExport();
    await dialog.root.getByRole('button', { name: TEXT.transfer.export.openSpreadsheet }).click();
    await page.waitForURL(/\/excel\?resource=rsupplier&/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({ resource: 'rsupplier', search: 'Kipas Angin Uji', status_pajak: 'PKP' });
    await page.locator('.fortune-cell-area').waitFor();
    await expect.poll(() => page.getByTestId('spreadsheet-page').getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('#spreadsheet-name').inputValue()).toBe('Pemasok');

    // the same rows the export gives, in the list's order, and nothing after them
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/rsupplier?search=Kipas%20Angin%20Uji&status_pajak=PKP',
      headers: { authorization: `Bearer ${token}` },
    });
    const expected = (answer.json().records as { nama_supplier: string }[]).map((r) => r.nama_supplier);
    expect(expected).toEqual(['CV Kipas Angin Uji Barat', 'CV Kipas Angin Uji Timur']);
    expect(await cellText(0, 1)).toBe('nama_supplier');
    expect([await cellText(1, 1), await cellText(2, 1), await cellText(3, 1)]).toEqual([...expected, '']);
    expect(listed[0]).toContain(expected[0]);
    expect(listed[1]).toContain(expected[1]);
    expect(errors).toEqual([]);
  });
});
