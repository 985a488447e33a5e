/**
 * Browser journey of the invoicing issue, on the demo business, as the admin on a laptop: create an
 * invoice with a goods line and a job-rate line, issue it, read its PDF (number, total, amount in
 * words), pay it through the sandbox virtual account, and see it Lunas with its income entry.
 */

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { formatCurrency, terbilangTitle } from '../packages/core/src/index.ts';
import { DateInputField } from './pages/date-input.page.ts';
import { RecordForm } from './pages/resource-list.page.ts';
import { useAdminJourney } from './support/journey.ts';

const api = <T>(url: string) => journey.api<T>('GET', url);
type Invoice = Record<string, unknown> & { id: number };
/** Text with its non-breaking spaces (Intl's currency format) as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const invoiceOf = (id: number) => api<Invoice>(`/api/rinvoice/view/${id}`);

const journey = useAdminJourney({
  // the sandbox answers only when configured with its own secret (docs/invoicing.md)
  server: {
    seedDemo: true,
    paymentProvider: 'sandbox',
    paymentSandboxSecret: randomBytes(24).toString('hex'),
  },
});

describe('invoicing in the browser', () => {
  it('creates, issues, prints and is paid through the sandbox virtual account', async () => {
    const customer = 'PT Mitra Garmen Nusantara';
    await journey.page.goto('/rinvoice/add');
    const header = new RecordForm(journey.page, journey.page.locator('body'));
    await header.form.waitFor();
    await header.fillText('tanggal', '25/11/2026');
    await journey.page.keyboard.press('Escape');
    await header.pickRelation('id_akun', 'Mitra Garmen', customer);
    await header.choose('status_pajak', 'PKP');
    await header.save();
    // a new record's save lands on its view (issue 36)
    await journey.page.waitForURL('**/rinvoice/view/*');
    const drafts = await api<{ records: Invoice[] }>('/api/rinvoice?status=Draft&sort=id&order=desc&limit=1');
    const id = drafts.records[0]!.id;
    await journey.page.goto(`/rinvoice/view/${id}`);

    // a goods line: price from the inventory rules; a job line: the job rate
    const panel = journey.page.getByTestId('invoice-lines');
    await journey.page.getByTestId('invoice-add-line').click();
    let line = new RecordForm(journey.page, journey.page.getByRole('dialog'));
    await line.form.waitFor();
    await line.choose('jenis', 'Barang');
    await line.pickRelation('id_stok', 'Daikin', 'AC Split Daikin 1 PK FTKC25');
    await line.fillText('qty', '1');
    // the demo's Daikin units came in with serials: the line picks the one it sells (issue 34)
    const picker = journey.page.getByRole('dialog').getByTestId('serial-picker');
    await picker.locator('.p-multiselect-trigger').click();
    await journey.page.locator('.p-multiselect-panel li[role="option"]').first().click();
    await expect.poll(() => picker.locator('.p-multiselect-token').count()).toBe(1);
    // closed by its own button: the open list may lie over the trigger (CI: "intercepts pointer events")
    await journey.page.locator('.p-multiselect-panel .p-multiselect-close').click();
    await journey.page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
    await line.save();
    await panel.getByRole('link', { name: 'AC Split Daikin 1 PK FTKC25' }).waitFor();
    const goods = await api<{ records: { no_seri: string | null }[] }>(
      `/api/rsubinvoice?id_invoice=${id}&jenis=Barang`,
    );
    const serial = String(goods.records[0]!.no_seri);
    expect(serial).toMatch(/^DKN25/);

    await journey.page.getByTestId('invoice-add-line').click();
    line = new RecordForm(journey.page, journey.page.getByRole('dialog'));
    await line.form.waitFor();
    await line.choose('jenis', 'Jasa');
    await line.pickRelation('id_hargapekerjaan', 'pasang AC split 0', 'Jasa pasang AC split 0,5–1 PK');
    await line.fillText('qty', '1');
    await line.save();
    await panel.getByText('Jasa pasang AC split 0,5–1 PK').waitFor();

    // 5.100.000 + 350.000 = 5.450.000; 2026, PMK 131/2024: DPP Nilai Lain 4.675.000 + 320.833 (11/12 half
    // up), PPN 12 % down 561.000 + 38.499 = 599.499; total 6.049.499
    await expect.poll(async () => (await invoiceOf(id)).total).toBe(6_049_499);
    const totals = journey.page.getByTestId('invoice-totals');
    await totals.getByText('Rp 6.049.499').waitFor();
    await journey.page.getByTestId('invoice-words').getByText(terbilangTitle(6_049_499)).waitFor();

    // issue: numbered, goods out
    await journey.page.getByTestId('state-Terbit').click();
    await journey.page.locator('.p-confirm-dialog-accept').click();
    await journey.page.locator('.p-toast-message').filter({ hasText: 'Terbit' }).waitFor();
    await expect.poll(async () => (await invoiceOf(id)).no_invoice).toMatch(/^\d{3}\/INV\/XI\/2026$/);
    const issued = await invoiceOf(id);
    // the serial left on this invoice: its history names the invoice's number
    const history = await api<{ serials: { in_stock: boolean; outs: { no_invoice?: string | null }[] }[] }>(
      `/api/rbarangmasuksubsub/riwayat?q=${encodeURIComponent(serial)}`,
    );
    expect(history.serials[0]!.in_stock).toBe(false);
    expect(history.serials[0]!.outs.at(-1)!.no_invoice).toBe(issued.no_invoice);

    // the PDF the print button opens says the number, the total and the amount in words
    const popup = journey.context.waitForEvent('page');
    await journey.page.getByTestId('invoice-pdf').click();
    await (await popup).close();
    const pdf = await journey.server.app.inject({
      method: 'GET',
      url: `/api/rinvoice/pdf/${id}`,
      headers: { authorization: `Bearer ${journey.token}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(String(issued.no_invoice));
    expect(text).toContain('6.049.499');
    expect(text).toContain(terbilangTitle(6_049_499));

    // the dashboard before the payment
    type Figures = { cash: { in: number }; receivables: { total: number } };
    const before = await api<Figures>('/api/dashboard/bisnis');
    await journey.page.goto('/home');
    await journey.page
      .getByTestId('business-cashIn')
      .getByText(plain(formatCurrency(before.cash.in)))
      .waitFor();

    // pay through the sandbox virtual account
    await journey.page.goto(`/rinvoice/view/${id}`);
    await journey.page.getByTestId('invoice-va').click();
    await journey.page.waitForURL(`**/rinvoice/pembayaranvirtual/${id}`);
    await journey.page.getByTestId('va-open').click();
    await journey.page.getByTestId('va-account').waitFor();
    await journey.page.getByTestId('va-simulate').click();
    await journey.page.getByTestId('va-invoice-status').filter({ hasText: 'Lunas' }).waitFor();
    expect(await invoiceOf(id)).toMatchObject({ status: 'Lunas', sisa: 0, status_bayar: 1 });
    const income = await api<{ records: Record<string, unknown>[] }>(`/api/rpemasukan?id_invoice=${id}`);
    expect(income.records).toHaveLength(1);
    expect(income.records[0]).toMatchObject({ jumlah: 6_049_499, metode_bayar: 'Virtual Account' });

    // back on the invoice: the payment is listed, no form (nothing left to pay)
    await journey.page.goto(`/rinvoice/view/${id}`);
    const payments = journey.page.getByTestId('invoice-payments');
    await payments.getByText('Virtual Account').waitFor();
    expect(await journey.page.getByTestId('invoice-pay-form').count()).toBe(0);

    // and the dashboard's money in and receivables moved by the payment
    const after = await api<Figures>('/api/dashboard/bisnis');
    expect(after.cash.in).toBe(before.cash.in + 6_049_499);
    expect(after.receivables.total).toBe(before.receivables.total - 6_049_499);
    await journey.page.goto('/home');
    await journey.page
      .getByTestId('business-cashIn')
      .getByText(plain(formatCurrency(after.cash.in)))
      .waitFor();
    expect(journey.errors).toEqual([]);
  });

  it('shows the income recap and the cash flow as a chart and a table, totals as the API says', async () => {
    type Recap = { totals: { total: number } };
    type Flow = { totals: { in: number; out: number; closing: number } };
    // the demo's last 90 days, whatever the date of the run
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    await journey.page.goto('/rpemasukan/ghkpo');
    const recapPage = journey.page.getByTestId('report-ghkpo');
    await recapPage.getByTestId('report-chart').locator('canvas').waitFor();
    const range = journey.page.getByTestId('report-range');
    const today = await new DateInputField(range.getByLabel('Sampai', { exact: true })).value();
    await new DateInputField(range.getByLabel('Dari', { exact: true })).type(from);
    const recap = await api<Recap>(`/api/rpemasukan/ghkpo?from=${from}&to=${today}&period=month`);
    expect(recap.totals.total).toBeGreaterThan(0);
    await recapPage
      .locator('tfoot td')
      .last()
      .filter({ hasText: plain(formatCurrency(recap.totals.total)) })
      .waitFor();

    await journey.page.goto('/rpemasukan/drtyj');
    const flowPage = journey.page.getByTestId('report-drtyj');
    await flowPage.getByTestId('report-chart').locator('canvas').waitFor();
    await new DateInputField(
      journey.page.getByTestId('report-range').getByLabel('Dari', { exact: true }),
    ).type(from);
    const flow = await api<Flow>(`/api/rpemasukan/drtyj?from=${from}&to=${today}&period=month`);
    expect(flow.totals.out).toBeGreaterThan(0);
    await flowPage
      .locator('tfoot td')
      .last()
      .filter({ hasText: plain(formatCurrency(flow.totals.closing)) })
      .waitFor();
    // by week: more rows than by month
    const monthRows = await flowPage.locator('tbody tr').count();
    await flowPage.locator('.p-dropdown').click();
    await journey.page.getByRole('option', { name: 'Minggu' }).click();
    await expect.poll(() => flowPage.locator('tbody tr').count()).toBeGreaterThan(monthRows);

    // the e-Faktur CSV of the PKP invoices, from the invoices-by-status page
    await journey.page.goto('/rinvoice/countrinvoice');
    await new DateInputField(
      journey.page
        .getByTestId('efaktur-export')
        .getByTestId('report-range')
        .getByLabel('Dari', { exact: true }),
    ).type(from);
    const download = journey.page.waitForEvent('download');
    await journey.page.getByTestId('efaktur-download').click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^efaktur-.*\.csv$/);
    const text = (await import('node:fs')).readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n').filter((l) => l.startsWith('"FK","01"')).length).toBeGreaterThan(0);
    expect(journey.errors).toEqual([]);
  });

  it('opens a saved report definition as a chart, a table and CSV, XLSX and PDF downloads', async () => {
    type Table = { rows: Record<string, unknown>[]; totals: { total: number } };
    const list = await api<{ records: { id: number; judul: string }[] }>('/api/rlaporan?search=Umur piutang');
    const definition = list.records[0]!;
    const ageing = await api<Table>('/api/rlaporan/laporan/umur-piutang');
    expect(ageing.rows.length).toBeGreaterThan(0);
    await journey.page.goto(`/rlaporan/view/${definition.id}`);
    const panel = journey.page.getByTestId('report-panel');
    await panel.getByTestId('report-chart').locator('canvas').waitFor();
    expect(await panel.locator('tbody tr').count()).toBe(ageing.rows.length);
    await panel
      .locator('tfoot td')
      .last()
      .filter({ hasText: plain(formatCurrency(ageing.totals.total)) })
      .waitFor();
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const download = journey.page.waitForEvent('download');
      await panel.getByTestId(`report-${format}`).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`laporan-umur-piutang.${format}`);
    }
    expect(journey.errors).toEqual([]);
  });

  it('shows the invoice views: lines under each invoice, a cost booked against one, the map', async () => {
    type Joined = { records: { id: number; lines: unknown[] }[] };
    const joined = await api<Joined>('/api/rinvoice/joinlist?status=Lunas');
    const invoice = joined.records.find((r) => r.lines.length > 1)!;
    await journey.page.goto('/rinvoice/joinlist');
    const list = journey.page.getByTestId('report-joinlist');
    const row = list
      .locator('tbody tr')
      .filter({ has: journey.page.locator(`a[href="/rinvoice/view/${invoice.id}"]`) });
    await row.locator('.p-row-toggler').click();
    const lines = journey.page.getByTestId(`joinlist-lines-${invoice.id}`);
    await lines.waitFor();
    expect(await lines.locator('tr').count()).toBe(invoice.lines.length);

    // a subcontractor cost against that invoice lowers its margin by as much
    type Costs = { records: { id: number; margin: number; expenses: number }[] };
    const before = (await api<Costs>('/api/rinvoice/listuntukmodal?limit=100')).records.find(
      (r) => r.id === invoice.id,
    )!;
    await journey.page.goto(`/rinvoice/adduntukmodal?invoice=${invoice.id}`);
    const form = new RecordForm(journey.page, journey.page.getByRole('dialog'));
    await form.form.waitFor();
    await form.fillText('tanggal', '25/11/2026');
    // close the date picker by moving on (Escape would close the dialog)
    await form.field('tanggal').locator('input').press('Tab');
    await form.pickRelation('id_masterpengeluaran', 'Bensin', 'Bensin & Transport');
    await form.fillText('jumlah', '150000');
    await form.save();
    await expect
      .poll(
        async () =>
          (await api<Costs>('/api/rinvoice/listuntukmodal?limit=100')).records.find(
            (r) => r.id === invoice.id,
          )!.margin,
      )
      .toBe(before.margin - 150_000);

    const map = await api<Record<string, number>>('/api/petarinvoice');
    await journey.page.goto('/petarinvoice');
    await journey.page.getByTestId('map-invoices').getByText(String(map.invoices), { exact: true }).waitFor();
    await journey.page.getByTestId('map-income').getByText(String(map.income), { exact: true }).waitFor();
    expect(journey.errors).toEqual([]);
  });
});
