import { describe, expect, it } from 'vitest';
import { InvoiceMapCounts, JoinedInvoice, ReportTable } from './reports.ts';

describe('ReportTable', () => {
  it('takes text and figures in a row, null for a label the role may not see, and refuses other cells', () => {
    const table = {
      kind: 'penjualan',
      label: 'period',
      columns: [{ key: 'total', money: true }],
      rows: [{ period: '2026-11-01', total: 150_000 }],
      totals: { total: 150_000 },
      chart: { series: ['total'], stacked: false },
      periodic: true,
    };
    expect(ReportTable.parse(table)).toEqual(table);
    // rule R5 (docs/reports.md): a row label quoting a hidden field is null, its figures stay
    expect(ReportTable.safeParse({ ...table, rows: [{ period: null, total: 1 }] }).success).toBe(true);
    expect(ReportTable.safeParse({ ...table, rows: [{ period: { day: 1 }, total: 1 }] }).success).toBe(false);
    expect(ReportTable.safeParse({ ...table, rows: [{ period: '2026-11-01', total: true }] }).success).toBe(
      false,
    );
  });
});

describe('JoinedInvoice', () => {
  it('takes lines with their discount, or without what the role may not see; refuses a wrong type or a timestamp for a day', () => {
    const invoice = {
      id: 1,
      no_invoice: null,
      tanggal: '2026-11-02',
      jatuh_tempo: null,
      status: 'Draft',
      status_pajak: 'Non PKP',
      total: 0,
      dibayar: 0,
      sisa: 0,
      customer: null,
      customer_phone: null,
      lines: [],
    };
    expect(JoinedInvoice.parse(invoice)).toEqual(invoice);
    const line = {
      id: 2,
      jenis: 'Jasa',
      nama_item: 'Servis',
      qty: 1,
      nama_satuan: null,
      harga: 5,
      diskon: 0,
    };
    const withLine = { ...invoice, lines: [{ ...line, subtotal: 5 }] };
    expect(JoinedInvoice.parse(withLine)).toEqual(withLine);
    // rule R5 (docs/reports.md): a figure quoting a hidden field is absent
    const { diskon: _, ...noDiscount } = line;
    expect(JoinedInvoice.safeParse({ ...invoice, lines: [{ ...noDiscount, subtotal: 5 }] }).success).toBe(
      true,
    );
    const { total: __, ...noTotal } = invoice;
    expect(JoinedInvoice.safeParse(noTotal).success).toBe(true);
    expect(
      JoinedInvoice.safeParse({ ...invoice, lines: [{ ...line, diskon: '0', subtotal: 5 }] }).success,
    ).toBe(false);
    expect(JoinedInvoice.safeParse({ ...invoice, total: null }).success).toBe(false);
    expect(JoinedInvoice.safeParse({ ...invoice, tanggal: '2026-11-02T00:00:00.000Z' }).success).toBe(false);
  });
});

describe('InvoiceMapCounts', () => {
  it('needs every count the map draws, as whole numbers', () => {
    const counts = {
      invoices: 3,
      lines: 5,
      goods_outs: 2,
      payments: 1,
      income: 1,
      virtual_accounts: 0,
      with_job: 1,
      links: 0,
    };
    expect(InvoiceMapCounts.parse(counts)).toEqual(counts);
    const { links: _, ...missing } = counts;
    expect(InvoiceMapCounts.safeParse(missing).success).toBe(false);
    expect(InvoiceMapCounts.safeParse({ ...counts, lines: '5' }).success).toBe(false);
  });
});
