import { PassThrough, type Readable } from 'node:stream';
import { type CreditNote, formatDateLong } from '@kantor/core';
import PDFDocument from 'pdfkit';
import {
  type Customer,
  LEFT,
  letterhead,
  linesTable,
  pageWidth,
  partiesBlock,
  qty,
  rp,
  signature,
  text,
  totalsBlock,
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
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: note.no_nota } });
  const out = new PassThrough();
  doc.pipe(out);
  letterhead(doc, settings, 'NOTA KREDIT', note.no_nota);
  let y = partiesBlock(doc, data.customer, [
    ['Tanggal', formatDateLong(note.tanggal)],
    ['Atas invoice', text(invoice.no_invoice)],
    ['Tanggal invoice', invoice.tanggal ? formatDateLong(String(invoice.tanggal)) : ''],
    ['Status pajak', text(invoice.status_pajak)],
  ]);
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
  const totals: [string, string, boolean?][] = [['Subtotal', rp(note.subtotal)]];
  if (note.diskon) totals.push(['Diskon', `- ${rp(note.diskon)}`]);
  if (invoice.status_pajak === 'PKP') {
    totals.push(['DPP', rp(note.dpp)]);
    if (note.dpp_nilai_lain !== null) totals.push(['DPP Nilai Lain', rp(note.dpp_nilai_lain)]);
    totals.push([`PPN ${qty(note.ppn_persen)}%`, rp(note.ppn)]);
  }
  totals.push(['Total dikreditkan', rp(note.total), true]);
  y = totalsBlock(doc, y, totals, note.total);
  if (y > doc.page.height - 140) {
    doc.addPage();
    y = 48;
  }
  signature(doc, settings, data.signer, y);
  doc.end();
  return out;
}
