import { PassThrough, type Readable } from 'node:stream';
import { formatCurrency, type ReceiptShop, type Sale } from '@kantor/core';
import PDFDocument from 'pdfkit';

/** Paper widths of thermal printers: 58 mm and 80 mm rolls (printable width, in points). */
export const RECEIPT_WIDTHS = { 58: 164, 80: 227 } as const;
export type ReceiptWidth = keyof typeof RECEIPT_WIDTHS;

const rp = (n: number) => formatCurrency(n).replace(/\u00a0/g, ' ');
const qty = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(n);

/** A sale's receipt as a PDF sized for a thermal roll, headed with the shop (name, address, NPWP when PKP). */
export function receiptPdf(sale: Sale, shop: ReceiptShop, width: ReceiptWidth): Readable {
  const page = RECEIPT_WIDTHS[width];
  const margin = 8;
  const inner = page - margin * 2;
  const height = 220 + sale.lines.length * 34;
  const doc = new PDFDocument({ size: [page, height], margin, info: { Title: sale.no_transaksi } });
  const out = new PassThrough();
  doc.pipe(out);
  const size = width === 58 ? 7 : 8;
  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    doc.text(left, margin, y, { width: inner * 0.6 });
    const after = doc.y;
    doc.text(right, margin, y, { width: inner, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc
      .moveTo(margin, doc.y + 2)
      .lineTo(page - margin, doc.y + 2)
      .dash(1, { space: 1 })
      .stroke()
      .undash();
    doc.y += 5;
  };
  doc
    .font('Helvetica-Bold')
    .fontSize(size + 2)
    .text(shop.name, { align: 'center', width: inner });
  doc.font('Helvetica').fontSize(size);
  if (shop.address) doc.text(shop.address, { align: 'center', width: inner });
  if (shop.phone) doc.text(shop.phone, { align: 'center', width: inner });
  if (shop.npwp) doc.text(`NPWP ${shop.npwp}`, { align: 'center', width: inner });
  rule();
  row(sale.no_transaksi, sale.tanggal);
  row(
    `Kasir: ${sale.username ?? '-'}`,
    new Date(sale.created_at).toLocaleTimeString('id-ID', {
      timeZone: 'Asia/Jakarta',
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
  rule();
  for (const line of sale.lines) {
    doc.font('Helvetica').fontSize(size).text(line.nama_barang, margin, doc.y, { width: inner });
    row(`  ${qty(line.qty)} x ${rp(line.harga_satuan)}`, rp(line.subtotal + line.diskon));
    if (line.diskon > 0) row(`  Diskon ${line.diskon_nama ?? ''}`.trimEnd(), `-${rp(line.diskon)}`);
  }
  rule();
  row('Subtotal', rp(sale.subtotal));
  if (sale.diskon > 0) row('Diskon', `-${rp(sale.diskon)}`);
  row('TOTAL', rp(sale.total), true);
  row(sale.metode, rp(sale.dibayar));
  if (sale.kembalian > 0) row('Kembali', rp(sale.kembalian));
  rule();
  doc
    .font('Helvetica')
    .fontSize(size)
    .text('Terima kasih atas kunjungan Anda', { align: 'center', width: inner });
  doc.end();
  return out;
}
