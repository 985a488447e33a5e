/**
 * Browser journey of issue 34's tax part, on the demo business, as the admin on a laptop: an invoice in
 * 2026 with a non-luxury job-rate line and a luxury free line shows its DPP Nilai Lain and PPN as
 * worked out by hand (PMK 131/2024), is issued, and its Coretax XML is downloaded from the invoices-by-
 * status page and read back; then a credit note for one unit of the job-rate line, its figures by hand.
 */

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { all, at, readXml, textOf } from '../apps/server/src/test/xml-reader.ts';
import { DateInputField } from './pages/date-input.page.ts';
import { RecordForm } from './pages/resource-list.page.ts';
import { useAdminJourney } from './support/journey.ts';

let issuedId = 0;

const api = <T>(url: string) => journey.api<T>('GET', url);
type Invoice = Record<string, unknown> & { id: number };
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const journey = useAdminJourney({
  server: { seedDemo: true },
});

describe('PPN 2025 and Coretax in the browser', () => {
  it('shows DPP Nilai Lain and PPN of a non-luxury and a luxury line, and exports them to Coretax', async () => {
    await journey.page.goto('/rinvoice/add');
    const header = new RecordForm(journey.page, journey.page.locator('body'));
    await header.form.waitFor();
    await header.fillText('tanggal', '10/03/2026');
    await journey.page.keyboard.press('Escape');
    await header.pickRelation('id_akun', 'Mitra Garmen', 'PT Mitra Garmen Nusantara');
    await header.choose('status_pajak', 'PKP');
    await header.save();
    // a new record's save lands on its view (issue 36)
    await journey.page.waitForURL('**/rinvoice/view/*');
    const drafts = await api<{ records: Invoice[] }>('/api/rinvoice?status=Draft&sort=id&order=desc&limit=1');
    const id = drafts.records[0]!.id;
    expect(new URL(journey.page.url()).pathname).toBe(`/rinvoice/view/${id}`);

    // a job-rate line (never luxury): 2 × 350.000
    const panel = journey.page.getByTestId('invoice-lines');
    await journey.page.getByTestId('invoice-add-line').click();
    let line = new RecordForm(journey.page, journey.page.getByRole('dialog'));
    await line.form.waitFor();
    await line.choose('jenis', 'Jasa');
    await line.pickRelation('id_hargapekerjaan', 'pasang AC split 0', 'Jasa pasang AC split 0,5–1 PK');
    await line.fillText('qty', '2');
    await line.save();
    await panel.getByText('Jasa pasang AC split 0,5–1 PK').waitFor();

    // a free line flagged luxury: 1 × 1.000.000
    await journey.page.getByTestId('invoice-add-line').click();
    line = new RecordForm(journey.page, journey.page.getByRole('dialog'));
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
    const totals = journey.page.getByTestId('invoice-totals');
    await totals.getByText('Rp 1.897.000').waitFor();
    const text = plain(await totals.textContent());
    expect(text).toContain('DPP Nilai Lain');
    expect(text).toContain('Rp 1.641.667');
    expect(text).toContain('PPN 12%');
    expect(text).toContain('Rp 197.000');

    // issue it
    await journey.page.getByTestId('state-Terbit').click();
    await journey.page.locator('.p-confirm-dialog-accept').click();
    await journey.page.locator('.p-toast-message').filter({ hasText: 'Terbit' }).waitFor();
    await expect.poll(async () => (await api<Invoice>(`/api/rinvoice/view/${id}`)).no_invoice).toBeTruthy();
    const issued = await api<Invoice>(`/api/rinvoice/view/${id}`);
    issuedId = id;

    // the Coretax XML from the invoices-by-status page, read back
    await journey.page.goto('/rinvoice/countrinvoice');
    await new DateInputField(
      journey.page
        .getByTestId('efaktur-export')
        .getByTestId('report-range')
        .getByLabel('Dari', { exact: true }),
    ).type('2026-03-01');
    const download = journey.page.waitForEvent('download');
    await journey.page.getByTestId('coretax-download').click();
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
    expect(journey.errors).toEqual([]);
  }, 180_000);

  it('then a credit note for one line: DPP, DPP Nilai Lain and PPN of one unit, the balance lowered', async () => {
    expect(issuedId).toBeGreaterThan(0);
    await journey.page.goto(`/rinvoice/view/${issuedId}`);
    const panel = journey.page.getByTestId('invoice-credit-notes');
    await panel.getByRole('button', { name: 'Buat Nota Kredit' }).click();
    const dialog = journey.page.getByTestId('credit-note-dialog');
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
    expect(journey.errors).toEqual([]);
  }, 120_000);
});
