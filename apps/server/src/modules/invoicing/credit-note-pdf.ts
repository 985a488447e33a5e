import type { Readable } from 'node:stream';
import { type CreditNote, formatDateLong } from '@kantor/core';
import {
  type Customer,
  LEFT,
  linesTable,
  openDocument,
  pageWidth,
  qty,
  rp,
  signature,
  taxTotals,
  text,
  totalsBlock,
  withRoom,
} from './pdf-parts.ts';
import type { InvoiceSettings } from './settings.ts';

export type CreditNoteForPdf = {
  invoice: Record<string, unknown>;
  note: CreditNote;
  customer: Customer | null;
  signer: string;
};

/**
 * A credit note on A4, in the invoice's look (pdf-parts.ts): letterhead, customer, the invoice it
 * corrects and the reason, the credited lines, DPP, DPP Nilai Lain (2025 rules), PPN, the total credited
 * in words, and a signature block.
 */
export function creditNotePdf(data: CreditNoteForPdf, settings: InvoiceSettings): Readable {
  const { invoice, note } = data;
  const opened = openDocument(settings, {
    title: 'NOTA KREDIT',
    number: note.no_nota,
    customer: data.customer,
    meta: [
      ['Tanggal', formatDateLong(note.tanggal)],
      ['Atas invoice', text(invoice.no_invoice)],
      ['Tanggal invoice', invoice.tanggal ? formatDateLong(String(invoice.tanggal)) : ''],
      ['Status pajak', text(invoice.status_pajak)],
    ],
  });
  const { doc, out } = opened;
  let y = opened.y;
  doc.font('Helvetica-Bold').fontSize(9).text('Alasan', LEFT, y);
  doc.font('Helvetica').text(note.alasan, { width: pageWidth(doc) });
  y = doc.y + 12;
  const luxury = note.rezim_pajak === 'PPN2025';
  y = linesTable(
    doc,
    y,
    note.lines.map((line, i) => [
      String(i + 1),
      `${line.nama_item}${luxury && line.mewah ? ' (barang mewah)' : ''}`,
      `${qty(line.qty)} ${text(line.satuan)}`.trim(),
      rp(line.harga),
      line.diskon ? rp(line.diskon) : '',
      rp(line.dpp),
    ]),
  );
  const totals = taxTotals({
    subtotal: note.subtotal,
    discount: note.diskon,
    taxable: invoice.status_pajak === 'PKP',
    dpp: note.dpp,
    otherBase: note.dpp_nilai_lain,
    rate: note.ppn_persen,
    ppn: note.ppn,
  });
  totals.push(['Total dikreditkan', rp(note.total), true]);
  y = totalsBlock(doc, y, totals, note.total);
  signature(doc, settings, data.signer, withRoom(doc, y, 140));
  doc.end();
  return out;
}
