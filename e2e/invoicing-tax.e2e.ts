/**
 * Browser journey of issue 34's tax part, on the demo business, as the admin on a laptop: an invoice in
 * 2026 with a non-luxury job-rate line and a luxury free line shows its DPP Nilai Lain and PPN as
 * worked out by hand (PMK 131/2024), is issued, and its Coretax XML is downloaded from the invoices-by-
 * status page and read back; then a credit note for one unit of the job-rate line, its figures by hand.
 */

import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, at, readXml, textOf } from '../apps/server/src/test/xml-reader.ts';
import { LoginPage } from './pages/login.page.ts';
import { RecordForm } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let issuedId = 0;

async function api<T>(url: string): Promise<T> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}
type Invoice = Record<string, unknown> & { id: number };
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
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

describe('PPN 2025 and Coretax in the browser', () => {
  it('shows DPP Nilai Lain and PPN of a non-luxury and a luxury line, and exports them to Coretax', async () => {
    await page.goto('/rinvoice/add');
    const header = new RecordForm(page, page.locator('body'));
    await header.form.waitFor();
    await header.fillText('tanggal', '10/03/2026');
    await page.keyboard.press('Escape');
    await header.pickRelation('id_akun', 'Mitra Garmen', 'PT Mitra Garmen Nusantara');
    await header.choose('status_pajak', 'PKP');
    await header.save();
    // a new record's save lands on its view (issue 36)
    await page.waitForURL('**/rinvoice/view/*');
    const drafts = await api<{ records: Invoice[] }>('/api/rinvoice?status=Draft&sort=id&order=desc&limit=1');
    const id = drafts.records[0]!.id;
    expect(new URL(page.url()).pathname).toBe(`/rinvoice/view/${id}`);

    // a job-rate line (never luxury): 2 × 350.000
    const panel = page.getByTestId('invoice-lines');
    await page.getByTestId('invoice-add-line').click();
    let line = new RecordForm(page, page.getByRole('dialog'));
    await line.form.waitFor();
    await line.choose('jenis', 'Jasa');
    await line.pickRelation('id_hargapekerjaan', 'pasang AC split 0', 'Jasa pasang AC split 0,5–1 PK');
    await line.fillText('qty', '2');
    await line.save();
    await panel.getByText('Jasa pasang AC split 0,5–1 PK').waitFor();

    // a free line flagged luxury: 1 × 1.000.000
    await page.getByTestId('invoice-add-line').click();
    line = new RecordForm(page, page.getByRole('dialog'));
    await line.form.waitFor();
    await line.choose('jenis', 'Lain');
    await line.fillText('nama_item', 'Jam tangan emas');
    await line.fillText('harga', '1000000');
    await line.fillText('qty', '1');
    await line.field('mewah').locator('input[type=checkbox]').check();
    await line.save();
    await panel.getByTestId('invoice-luxury').waitFor();

    // by hand: 700.000 × 11/12 = 641.666,67 → 641.667, × 12 % = 77.000,04 → 77.000; luxury 1.000.000
    // × 12 % = 120.000. DPP 1.700.000, DPP Nilai Lain 1.641.667, PPN 197.000, total 1.897.000
    await expect.poll(async () => (await api<Invoice>(`/api/rinvoice/view/${id}`)).total).toBe(1_897_000);
    const totals = page.getByTestId('invoice-totals');
    await totals.getByText('Rp 1.897.000').waitFor();
    const text = plain(await totals.textContent());
    expect(text).toContain('DPP Nilai Lain');
    expect(text).toContain('Rp 1.641.667');
    expect(text).toContain('PPN 12%');
    expect(text).toContain('Rp 197.000');

    // issue it
    await page.getByTestId('state-Terbit').click();
    await page.locator('.p-confirm-dialog-accept').click();
    await page.locator('.p-toast-message').filter({ hasText: 'Terbit' }).waitFor();
    await expect.poll(async () => (await api<Invoice>(`/api/rinvoice/view/${id}`)).no_invoice).toBeTruthy();
    const issued = await api<Invoice>(`/api/rinvoice/view/${id}`);
    issuedId = id;

    // the Coretax XML from the invoices-by-status page, read back
    await page.goto('/rinvoice/countrinvoice');
    await page
      .getByTestId('efaktur-export')
      .getByTestId('report-range')
      .locator('input[type=date]')
      .nth(0)
      .fill('2026-03-01');
    const download = page.waitForEvent('download');
    await page.getByTestId('coretax-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^coretax-2026-03-01-.*\.xml$/);
    const root = readXml(readFileSync((await file.path())!, 'utf8'));
    const mine = all(at(root, 'ListOfTaxInvoice'), 'TaxInvoice').find(
      (t) => textOf(t, 'RefDesc') === issued.no_invoice,
    );
    expect(mine).toBeDefined();
    expect(textOf(mine!, 'TrxCode')).toBe('04');
    expect(textOf(mine!, 'TaxInvoiceDate')).toBe('2026-03-10');
    const goods = all(at(mine!, 'ListOfGoodService'), 'GoodService').map((g) =>
      ['Opt', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT'].map((f) => textOf(g, f)),
    );
    expect(goods).toEqual([
      ['B', '700000', '641667', '12', '77000'],
      ['A', '1000000', '1000000', '12', '120000'],
    ]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('then a credit note for one line: DPP, DPP Nilai Lain and PPN of one unit, the balance lowered', async () => {
    expect(issuedId).toBeGreaterThan(0);
    await page.goto(`/rinvoice/view/${issuedId}`);
    const panel = page.getByTestId('invoice-credit-notes');
    await panel.getByRole('button', { name: 'Buat Nota Kredit' }).click();
    const dialog = page.getByTestId('credit-note-dialog');
    await dialog.getByLabel('Qty dikreditkan Jasa pasang AC split 0,5–1 PK').fill('1');
    await dialog.getByLabel('Alasan').fill('Satu AC batal dipasang');
    await dialog.getByRole('button', { name: 'Simpan nota kredit' }).click();
    // by hand: one of 2 × 350.000: DPP 350.000, × 11/12 = 320.833,33 → 320.833, × 12 % = 38.499,96
    // → 38.499; total 388.499. Balance 1.897.000 − 388.499 = 1.508.501
    await panel.getByText('Rp 388.499').waitFor();
    const state = await api<{ notes: Record<string, unknown>[] }>(`/api/rinvoice/notakredit/${issuedId}`);
    expect(state.notes).toHaveLength(1);
    expect(state.notes[0]).toMatchObject({
      dpp: 350_000,
      dpp_nilai_lain: 320_833,
      ppn: 38_499,
      total: 388_499,
    });
    expect(state.notes[0]!.no_nota).toMatch(/^\d{3}\/NK\/[IVX]+\/2026$/);
    await expect
      .poll(async () => (await api<Invoice>(`/api/rinvoice/view/${issuedId}`)).sisa)
      .toBe(1_508_501);
    expect(errors).toEqual([]);
  }, 120_000);
});
