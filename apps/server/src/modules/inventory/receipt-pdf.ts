import { PassThrough, type Readable } from 'node:stream';
import { formatCurrency, type ReceiptShop, type Sale } from '@kantor/core';
import PDFDocument from 'pdfkit';

/** Paper widths of thermal printers: 58 mm and 80 mm rolls (printable width, in points). */
export const RECEIPT_WIDTHS = { 58: 164, 80: 227 } as const;
export type ReceiptWidth = keyof typeof RECEIPT_WIDTHS;

export const rp = (n: number) => formatCurrency(n).replace(/\u00a0/g, ' ');
export const qty = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(n);
export const clock = (at: string) =>
  new Date(at).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' });

/**
 * A thermal-roll PDF headed with the shop (name, address, phone, NPWP when PKP), and the pieces every
 * slip is made of: a left/right row, a dashed rule, a centred line. The sale receipt, the return receipt
 * and the Z-report share it, so the three look alike.
 */
export function thermalSlip(shop: ReceiptShop, width: ReceiptWidth, height: number, title: string) {
  const page = RECEIPT_WIDTHS[width];
  const margin = 8;
  const inner = page - margin * 2;
  const doc = new PDFDocument({ size: [page, height], margin, info: { Title: title } });
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
  const line = (text: string, bold = false) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? size + 1 : size)
      .text(text, margin, doc.y, { align: 'center', width: inner });
  const left = (text: string) =>
    doc.font('Helvetica').fontSize(size).text(text, margin, doc.y, { width: inner });
  doc
    .font('Helvetica-Bold')
    .fontSize(size + 2)
    .text(shop.name, { align: 'center', width: inner });
  doc.font('Helvetica').fontSize(size);
  if (shop.address) doc.text(shop.address, { align: 'center', width: inner });
  if (shop.phone) doc.text(shop.phone, { align: 'center', width: inner });
  if (shop.npwp) doc.text(`NPWP ${shop.npwp}`, { align: 'center', width: inner });
  rule();
  const end = (): Readable => {
    doc.end();
    return out;
  };
  return { row, rule, line, left, end };
}

/** A sale's receipt as a PDF sized for a thermal roll, headed with the shop, the cashier and the session. */
export function receiptPdf(sale: Sale, shop: ReceiptShop, width: ReceiptWidth): Readable {
  const slip = thermalSlip(shop, width, 230 + sale.lines.length * 34, sale.no_transaksi);
  slip.row(sale.no_transaksi, sale.tanggal);
  slip.row(`Kasir: ${sale.username ?? '-'}`, clock(sale.created_at));
  if (sale.id_session != null) slip.row(`Sesi #${sale.id_session}`, '');
  slip.rule();
  for (const line of sale.lines) {
    slip.left(line.nama_barang);
    slip.row(`  ${qty(line.qty)} x ${rp(line.harga_satuan)}`, rp(line.subtotal + line.diskon));
    if (line.diskon > 0) slip.row(`  Diskon ${line.diskon_nama ?? ''}`.trimEnd(), `-${rp(line.diskon)}`);
  }
  slip.rule();
  slip.row('Subtotal', rp(sale.subtotal));
  if (sale.diskon > 0) slip.row('Diskon', `-${rp(sale.diskon)}`);
  slip.row('TOTAL', rp(sale.total), true);
  slip.row(sale.metode, rp(sale.dibayar));
  if (sale.kembalian > 0) slip.row('Kembali', rp(sale.kembalian));
  slip.rule();
  slip.line('Terima kasih atas kunjungan Anda');
  return slip.end();
}
