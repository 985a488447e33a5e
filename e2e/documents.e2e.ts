/**
 * Browser journey of printing with templates, on the demo business: the admin designs a PDF template
 * for invoices in /desainhtmlpdf (fields from the palette, a QR code, the lines table), prints an
 * invoice with it from the invoice's view page (the downloaded PDF says the number and the customer);
 * uploads a DOCX template for jobs and prints a job with it (the downloaded DOCX holds the job's name);
 * and makes a ZIP over the filtered invoice list with the progress bar.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import PizZip from 'pizzip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../apps/server/src/modules/documents/docx-build.ts';
import { pdfCidText } from '../apps/server/src/test/pdf-cid-text.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-e2e-documents-'));

async function api<T>(url: string): Promise<T> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

/** Picks an option of a PrimeReact dropdown by its input id, typing into its filter when it has one. */
async function choose(inputId: string, option: string, filter?: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  if (filter) await panel.locator('.p-dropdown-filter').fill(filter);
  await panel.locator('.p-dropdown-item').filter({ hasText: option }).first().click();
  await panel.waitFor({ state: 'hidden' });
}

/** Prints from a view page's "Cetak dengan template" menu and answers the downloaded file. */
async function printWith(label: string): Promise<{ name: string; bytes: Buffer }> {
  const split = page.getByTestId('print-with-template');
  await split.waitFor();
  await split.locator('.p-splitbutton-menubutton').click();
  const download = page.waitForEvent('download');
  await page.locator('.p-tieredmenu, .p-menu').getByText(label, { exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true, uploadDir });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
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
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Invoice = { id: number; no_invoice: string; id_akun_label: string };

describe('printing with templates in the browser', () => {
  it('designs a PDF template for invoices and prints an invoice with it', async () => {
    // the designer shows no list: the list screen's chunk (67 KB) stays away (docs/performance.md)
    const scripts: string[] = [];
    const seen = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', seen);
    await page.goto('/desainhtmlpdf');
    const save = page.getByTestId('design-save');
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    page.off('request', seen);
    // the check sees the designer's own chunk, so it would see the list's
    expect(scripts.some((path) => path.includes('DesignerPage'))).toBe(true);
    expect(scripts.filter((path) => path.includes('list-screen'))).toEqual([]);
    await page.getByTestId('design-name').fill('Invoice ringkas E2E');
    await choose('design-size', 'F4');
    await choose('design-field', '{no_invoice}', 'no_invoice');
    await page.getByTestId('design-insert').click();
    await choose('design-field', '{id_akun}', 'id_akun');
    await page.getByTestId('design-insert').click();
    await choose('design-field', '{total_terbilang}', 'terbilang');
    await page.getByTestId('design-insert').click();
    await choose('design-field', '{no_invoice}', 'no_invoice');
    await choose('design-kind', 'QR code');
    await page.getByTestId('design-insert').click();
    await choose('design-table', 'Sub Invoice');
    await page.getByRole('button', { name: 'Tambahkan tabel' }).click();
    await save.click();
    await page.locator('.p-toast-message').filter({ hasText: 'Invoice ringkas E2E' }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'kantor-designer-1280.png') }).catch(() => undefined);

    const saved = await api<{
      records: { kategori: string; variabel: { template: { basePdf: { height: number } } } }[];
    }>(`/api/dokumengenerator?search=${encodeURIComponent('Invoice ringkas E2E')}`);
    expect(saved.records[0]!.kategori).toBe('rinvoice');
    expect(saved.records[0]!.variabel.template.basePdf.height).toBe(330);

    const [invoice] = (await api<{ records: Invoice[] }>('/api/rinvoice?status=Lunas&limit=1')).records;
    await page.goto(`/rinvoice/view/${invoice!.id}`);
    const pdf = await printWith('Invoice ringkas E2E (PDF)');
    expect(pdf.name).toMatch(/\.pdf$/);
    const text = pdfCidText(pdf.bytes);
    expect(text).toContain(invoice!.no_invoice);
    expect(text).toContain(invoice!.id_akun_label);
    expect(text).toMatch(/Rupiah/);
    expect(errors).toEqual([]);
  }, 120_000); // the designer's chunk (pdfme, antd) is large to parse on a busy machine

  it('uploads a DOCX template for jobs and prints a job with it', async () => {
    await page.goto('/dokumengenerator');
    await page.getByTestId('docx-template-open').click();
    await page.getByTestId('docx-name').fill('Berita acara E2E');
    await choose('docx-resource', 'rpekerjaan', 'rpekerjaan');
    await page.getByTestId('docx-file').setInputFiles({
      name: 'berita-acara.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: buildDocx([
        { text: 'BERITA ACARA PEKERJAAN', style: 'Title' },
        { text: 'Pekerjaan {nama_pekerjaan} untuk {id_akun} selesai.' },
        { text: 'Sub pekerjaan: {#rsubpekerjaan}{nama_sub_pekerjaan}; {/rsubpekerjaan}' },
      ]),
    });
    await page.getByTestId('docx-save').click();
    await page.locator('.p-toast-message').filter({ hasText: 'Berita acara E2E' }).waitFor();

    type Job = { id: number; nama_pekerjaan: string; id_akun_label: string };
    const [job] = (await api<{ records: Job[] }>('/api/rpekerjaan?limit=1&sort=id')).records;
    await page.goto(`/rpekerjaan/view/${job!.id}`);
    const docx = await printWith('Berita acara E2E (DOCX)');
    expect(docx.name).toMatch(/\.docx$/);
    const xml = new PizZip(docx.bytes).file('word/document.xml')!.asText();
    expect(xml).toContain(`Pekerjaan ${job!.nama_pekerjaan} untuk ${job!.id_akun_label} selesai.`);
    expect(xml).not.toContain('{nama_pekerjaan}');
    expect(errors).toEqual([]);
  });

  it('makes a ZIP of the filtered invoice list with a progress bar', async () => {
    const paid = await api<{ totalRecords: number }>('/api/rinvoice?status=Lunas&limit=1');
    expect(paid.totalRecords).toBeGreaterThan(0);
    await page.goto('/rinvoice?status=Lunas');
    await page.getByTestId('documents-batch-open').click();
    await choose('batch-template', 'Invoice ringkas E2E (PDF)');
    const download = page.waitForEvent('download');
    await page.getByTestId('documents-batch-start').click();
    await page.getByTestId('documents-batch-progress').waitFor();
    const file = await download;
    const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    expect(Object.keys(files)).toHaveLength(paid.totalRecords);
    await page
      .getByTestId('documents-batch-progress')
      .getByText(`${paid.totalRecords} dari ${paid.totalRecords}`)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
