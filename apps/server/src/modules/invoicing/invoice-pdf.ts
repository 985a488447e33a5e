import { PassThrough, type Readable } from 'node:stream';
import { dynamicQris, formatCurrency, formatDateLong, terbilangTitle } from '@kantor/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { InvoiceSettings } from './settings.ts';

/**
 * What the document prints of the customer's account (`akun`): the route reads these columns only, so
 * nothing else of the account (a secret, a login's link) enters the document's path.
 */
export type InvoiceCustomer = { nama: unknown; alamat: unknown; no_hp: unknown };

export type InvoiceForPdf = {
  invoice: Record<string, unknown>;
  customer: InvoiceCustomer | null;
  lines: Record<string, unknown>[];
  banks: Record<string, unknown>[];
  signer: string;
};

const rp = (n: unknown) => formatCurrency(Number(n ?? 0)).replace(/\u00a0/g, ' ');
const qty = (n: unknown) =>
  new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(Number(n ?? 0));
const text = (v: unknown) => (v == null ? '' : String(v));

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
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: text(invoice.no_invoice) || 'Invoice' },
  });
  const out = new PassThrough();
  doc.pipe(out);
  const left = 48;
  const width = doc.page.width - 96;

  // letterhead
  doc.font('Helvetica-Bold').fontSize(16).text(settings.company.name, left, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  for (const line of [
    settings.company.address,
    [settings.company.phone, settings.company.email].filter(Boolean).join(' · '),
    settings.company.npwp ? `NPWP ${settings.company.npwp}` : null,
  ])
    if (line) doc.text(line);
  doc.fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', left, 48, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(text(invoice.no_invoice) || 'DRAF', { width, align: 'right' });
  doc
    .moveTo(left, 120)
    .lineTo(left + width, 120)
    .strokeColor('#999')
    .stroke();

  // parties and dates
  doc.fontSize(9).font('Helvetica-Bold').text('Kepada', left, 132);
  doc.font('Helvetica').fontSize(10).text(text(customer?.nama));
  if (customer?.alamat) doc.fontSize(9).text(text(customer.alamat), { width: width / 2 });
  if (customer?.no_hp) doc.fontSize(9).text(text(customer.no_hp));
  const meta: [string, string][] = [
    ['Tanggal', invoice.tanggal ? formatDateLong(String(invoice.tanggal)) : ''],
    ['Jatuh tempo', invoice.jatuh_tempo ? formatDateLong(String(invoice.jatuh_tempo)) : '–'],
    ['Status pajak', text(invoice.status_pajak)],
    ['Status', text(invoice.status)],
  ];
  meta.forEach(([label, value], i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(label, left + width / 2 + 40, 132 + i * 14, { width: 90 });
    doc
      .font('Helvetica')
      .text(value, left + width / 2 + 130, 132 + i * 14, { width: width / 2 - 130, align: 'right' });
  });

  // lines
  let y = Math.max(doc.y, 132 + meta.length * 14) + 18;
  const cols = [
    { label: 'No', x: left, w: 24, align: 'left' as const },
    { label: 'Uraian', x: left + 24, w: width - 304, align: 'left' as const },
    { label: 'Qty', x: left + width - 280, w: 60, align: 'right' as const },
    { label: 'Harga', x: left + width - 215, w: 75, align: 'right' as const },
    { label: 'Diskon', x: left + width - 140, w: 60, align: 'right' as const },
    { label: 'Jumlah', x: left + width - 75, w: 75, align: 'right' as const },
  ];
  doc
    .rect(left, y - 4, width, 18)
    .fill('#eef2f7')
    .fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of cols) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
  y += 20;
  doc.font('Helvetica').fontSize(9);
  lines.forEach((line, i) => {
    const luxury = line.mewah === true && invoice.rezim_pajak === 'PPN2025' ? ' (barang mewah)' : '';
    const name = `${text(line.nama_item)}${luxury}${line.keterangan ? `\n${text(line.keterangan)}` : ''}`;
    const height = Math.max(doc.heightOfString(name, { width: cols[1]!.w }), 12);
    if (y + height > doc.page.height - 200) {
      doc.addPage();
      y = 48;
    }
    const values = [
      String(i + 1),
      name,
      `${qty(line.qty)} ${text(line.id_satuan_label)}`.trim(),
      rp(line.harga),
      Number(line.diskon ?? 0) ? rp(line.diskon) : '',
      rp(line.subtotal),
    ];
    cols.forEach((c, j) => {
      doc.text(values[j]!, c.x, y, { width: c.w, align: c.align });
    });
    y += height + 6;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#ccc')
    .stroke();
  y += 8;

  // totals
  const totals: [string, string, boolean?][] = [['Subtotal', rp(invoice.subtotal)]];
  if (Number(invoice.diskon ?? 0)) totals.push(['Diskon', `- ${rp(invoice.diskon)}`]);
  if (invoice.status_pajak === 'PKP') {
    totals.push(['DPP', rp(invoice.dpp)]);
    // the 2025 rules (PMK 131/2024): 12 % of a DPP Nilai Lain (11/12 of the non-luxury lines' base)
    if (invoice.rezim_pajak === 'PPN2025') totals.push(['DPP Nilai Lain', rp(invoice.dpp_nilai_lain)]);
    totals.push([`PPN ${qty(invoice.ppn_persen)}%`, rp(invoice.ppn)]);
  }
  totals.push(['Total', rp(invoice.total), true]);
  if (Number(invoice.dibayar ?? 0)) {
    totals.push(['Dibayar', rp(invoice.dibayar)]);
    totals.push(['Sisa tagihan', rp(invoice.sisa), true]);
  }
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, left + width - 230, y, { width: 120 });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    y += bold ? 16 : 13;
  }
  y += 6;
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(`Terbilang: ${terbilangTitle(Number(invoice.total ?? 0))}`, left, y, {
      width,
    });
  y = doc.y + 14;

  // payment: bank accounts, QRIS, signature
  if (y > doc.page.height - 190) {
    doc.addPage();
    y = 48;
  }
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
  const signY = y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Hormat kami,', left + width - 160, signY, { width: 160, align: 'center' });
  doc.text(settings.company.name, left + width - 160, doc.y, { width: 160, align: 'center' });
  doc
    .moveTo(left + width - 150, signY + 80)
    .lineTo(left + width - 10, signY + 80)
    .strokeColor('#000')
    .stroke();
  doc.text(data.signer, left + width - 160, signY + 84, { width: 160, align: 'center' });

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
