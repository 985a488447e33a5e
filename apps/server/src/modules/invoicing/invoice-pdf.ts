import type { Readable } from 'node:stream';
import { dynamicQris, formatDateLong } from '@kantor/core';
import QRCode from 'qrcode';
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

/**
 * What the document prints of the customer's account (`akun`): the route reads these columns only, so
 * nothing else of the account (a secret, a login's link) enters the document's path.
 */
export type InvoiceCustomer = Customer;

export type InvoiceForPdf = {
  invoice: Record<string, unknown>;
  customer: InvoiceCustomer | null;
  lines: Record<string, unknown>[];
  banks: Record<string, unknown>[];
  signer: string;
};

/**
 * The invoice on A4 (pdfkit, streamed): letterhead from the company profile, customer, lines, DPP, DPP
 * Nilai Lain (2025 rules), PPN,
 * total, the amount in words, bank accounts, a dynamic QRIS with the balance when the business has a
 * QRIS, and a signature block. A draft is stamped DRAF; a cancelled invoice BATAL.
 */
export async function invoicePdf(data: InvoiceForPdf, settings: InvoiceSettings): Promise<Readable> {
  const { invoice, customer, lines, banks } = data;
  const balance = Number(invoice.sisa ?? 0);
  let qrisImage: Buffer | null = null;
  if (
    settings.qris &&
    balance > 0 &&
    (invoice.status === 'Terbit' || invoice.status === 'Sebagian dibayar')
  ) {
    try {
      qrisImage = await QRCode.toBuffer(dynamicQris(settings.qris, balance), { margin: 1, width: 220 });
    } catch {
      qrisImage = null; // a malformed QRIS in the settings leaves the bank accounts only
    }
  }
  const opened = openDocument(settings, {
    title: 'INVOICE',
    number: text(invoice.no_invoice) || 'DRAF',
    fileTitle: text(invoice.no_invoice) || 'Invoice',
    customer,
    meta: [
      ['Tanggal', invoice.tanggal ? formatDateLong(String(invoice.tanggal)) : ''],
      ['Jatuh tempo', invoice.jatuh_tempo ? formatDateLong(String(invoice.jatuh_tempo)) : '–'],
      ['Status pajak', text(invoice.status_pajak)],
      ['Status', text(invoice.status)],
    ],
  });
  const { doc, out } = opened;
  const left = LEFT;
  const width = pageWidth(doc);
  let y = opened.y;
  y = linesTable(
    doc,
    y,
    lines.map((line, i) => {
      const luxury = line.mewah === true && invoice.rezim_pajak === 'PPN2025' ? ' (barang mewah)' : '';
      return [
        String(i + 1),
        `${text(line.nama_item)}${luxury}${line.keterangan ? `\n${text(line.keterangan)}` : ''}`,
        `${qty(line.qty)} ${text(line.id_satuan_label)}`.trim(),
        rp(line.harga),
        Number(line.diskon ?? 0) ? rp(line.diskon) : '',
        rp(line.subtotal),
      ];
    }),
  );

  const totals = taxTotals({
    subtotal: invoice.subtotal,
    discount: invoice.diskon,
    taxable: invoice.status_pajak === 'PKP',
    dpp: invoice.dpp,
    otherBase: invoice.rezim_pajak === 'PPN2025' ? invoice.dpp_nilai_lain : null,
    rate: invoice.ppn_persen,
    ppn: invoice.ppn,
  });
  totals.push(['Total', rp(invoice.total), true]);
  if (Number(invoice.dibayar ?? 0)) {
    totals.push(['Dibayar', rp(invoice.dibayar)]);
    totals.push(['Sisa tagihan', rp(invoice.sisa), true]);
  }
  // payment: bank accounts, QRIS, signature
  y = withRoom(doc, totalsBlock(doc, y, totals, Number(invoice.total ?? 0)), 190);
  doc.font('Helvetica-Bold').fontSize(9).text('Pembayaran ke', left, y);
  doc.font('Helvetica').fontSize(9);
  for (const bank of banks)
    doc.text(`${text(bank.nama_bank)} ${text(bank.no_rekening)} a.n. ${text(bank.atas_nama)}`, {
      width: width / 2,
    });
  if (qrisImage) {
    doc.image(qrisImage, left, doc.y + 6, { width: 90 });
    doc.text('QRIS (nominal sisa tagihan)', left + 96, doc.y + 40, { width: 140 });
  }
  signature(doc, settings, data.signer, y);

  if (invoice.status === 'Draft' || invoice.status === 'Batal') {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(90).fillColor('#d33', 0.15);
    doc.text(invoice.status === 'Draft' ? 'DRAF' : 'BATAL', 0, doc.page.height / 2 - 50, {
      width: doc.page.width,
      align: 'center',
    });
    doc.restore();
  }
  doc.end();
  return out;
}
