/**
 * The parts of invoicing's A4 documents (pdfkit): the invoice and its credit notes share the opening
 * (the page, the stream, the letterhead, the customer and dates block), the lines table, the totals
 * from subtotal to PPN, the amount in words and the signature.
 */
import { PassThrough } from 'node:stream';
import { formatCurrency, terbilangTitle } from '@kantor/core';
import PDFDocument from 'pdfkit';
import type { InvoiceSettings } from './settings.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const rp = (n: unknown) => formatCurrency(Number(n ?? 0)).replace(/\u00a0/g, ' ');
export const qty = (n: unknown) =>
  new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(Number(n ?? 0));
export const text = (v: unknown) => (v == null ? '' : String(v));

export const LEFT = 48;
export const pageWidth = (doc: Doc) => doc.page.width - 96;

/** The company's letterhead, the document's title and number on the right, and a rule under them. */
export function letterhead(doc: Doc, settings: InvoiceSettings, title: string, number: string): void {
  const width = pageWidth(doc);
  doc.font('Helvetica-Bold').fontSize(16).text(settings.company.name, LEFT, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  for (const line of [
    settings.company.address,
    [settings.company.phone, settings.company.email].filter(Boolean).join(' · '),
    settings.company.npwp ? `NPWP ${settings.company.npwp}` : null,
  ])
    if (line) doc.text(line);
  doc.fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(20).text(title, LEFT, 48, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(number, { width, align: 'right' });
  doc
    .moveTo(LEFT, 120)
    .lineTo(LEFT + width, 120)
    .strokeColor('#999')
    .stroke();
}

export type Customer = { nama: unknown; alamat: unknown; no_hp: unknown };

/** What opens a document: its title (and number on the letterhead), the customer and the facts beside. */
export type Opening = {
  title: string;
  number: string;
  /** The file's own title (its metadata); the number when not given. */
  fileTitle?: string;
  customer: Customer | null;
  meta: readonly [string, string][];
};

/**
 * An A4 document streamed into `out`, opened with the letterhead and the parties block; `y` is below
 * them. The caller writes the rest and ends `doc`.
 */
export function openDocument(settings: InvoiceSettings, opening: Opening) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: opening.fileTitle ?? opening.number },
  });
  const out = new PassThrough();
  doc.pipe(out);
  letterhead(doc, settings, opening.title, opening.number);
  const y = partiesBlock(doc, opening.customer, opening.meta);
  return { doc, out, y };
}

/** `y`, or the top of a new page when less than `room` is left below it. */
export function withRoom(doc: Doc, y: number, room: number): number {
  if (y <= doc.page.height - room) return y;
  doc.addPage();
  return 48;
}

/** The figures a document's totals start with (whole Rupiah; `otherBase` null before the 2025 rules). */
export type TaxFigures = {
  subtotal: unknown;
  discount: unknown;
  taxable: boolean;
  dpp: unknown;
  otherBase: unknown;
  rate: unknown;
  ppn: unknown;
};

/** Subtotal, the discount when there is one, and for a PKP document DPP, DPP Nilai Lain and PPN. */
export function taxTotals(f: TaxFigures): [string, string, boolean?][] {
  const rows: [string, string, boolean?][] = [['Subtotal', rp(f.subtotal)]];
  if (Number(f.discount ?? 0)) rows.push(['Diskon', `- ${rp(f.discount)}`]);
  if (!f.taxable) return rows;
  rows.push(['DPP', rp(f.dpp)]);
  // the 2025 rules (PMK 131/2024): 12 % of a DPP Nilai Lain (11/12 of the non-luxury lines' base)
  if (f.otherBase != null) rows.push(['DPP Nilai Lain', rp(f.otherBase)]);
  rows.push([`PPN ${qty(f.rate)}%`, rp(f.ppn)]);
  return rows;
}

/** "Kepada" and the customer on the left, the document's facts on the right; answers the y below both. */
export function partiesBlock(doc: Doc, customer: Customer | null, meta: readonly [string, string][]): number {
  const width = pageWidth(doc);
  doc.fontSize(9).font('Helvetica-Bold').text('Kepada', LEFT, 132);
  doc.font('Helvetica').fontSize(10).text(text(customer?.nama));
  if (customer?.alamat) doc.fontSize(9).text(text(customer.alamat), { width: width / 2 });
  if (customer?.no_hp) doc.fontSize(9).text(text(customer.no_hp));
  meta.forEach(([label, value], i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(label, LEFT + width / 2 + 40, 132 + i * 14, { width: 90 });
    doc
      .font('Helvetica')
      .text(value, LEFT + width / 2 + 130, 132 + i * 14, { width: width / 2 - 130, align: 'right' });
  });
  return Math.max(doc.y, 132 + meta.length * 14) + 18;
}

/** The lines: No, Uraian (its first cell may run over lines), Qty, Harga, Diskon, Jumlah; answers the y below. */
export function linesTable(doc: Doc, y0: number, rows: readonly string[][]): number {
  const width = pageWidth(doc);
  const cols = [
    { label: 'No', x: LEFT, w: 24, align: 'left' as const },
    { label: 'Uraian', x: LEFT + 24, w: width - 304, align: 'left' as const },
    { label: 'Qty', x: LEFT + width - 280, w: 60, align: 'right' as const },
    { label: 'Harga', x: LEFT + width - 215, w: 75, align: 'right' as const },
    { label: 'Diskon', x: LEFT + width - 140, w: 60, align: 'right' as const },
    { label: 'Jumlah', x: LEFT + width - 75, w: 75, align: 'right' as const },
  ];
  let y = y0;
  doc
    .rect(LEFT, y - 4, width, 18)
    .fill('#eef2f7')
    .fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of cols) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
  y += 20;
  doc.font('Helvetica').fontSize(9);
  for (const values of rows) {
    const height = Math.max(doc.heightOfString(values[1]!, { width: cols[1]!.w }), 12);
    if (y + height > doc.page.height - 200) {
      doc.addPage();
      y = 48;
    }
    cols.forEach((c, j) => {
      doc.text(values[j]!, c.x, y, { width: c.w, align: c.align });
    });
    y += height + 6;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + width, y)
    .strokeColor('#ccc')
    .stroke();
  return y + 8;
}

/** The totals on the right (a bold row is a sum), then the amount in words; answers the y below. */
export function totalsBlock(
  doc: Doc,
  y0: number,
  totals: readonly [string, string, boolean?][],
  words: number,
) {
  const width = pageWidth(doc);
  let y = y0;
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, LEFT + width - 230, y, { width: 120 });
    doc.text(value, LEFT + width - 110, y, { width: 110, align: 'right' });
    y += bold ? 16 : 13;
  }
  y += 6;
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(`Terbilang: ${terbilangTitle(words)}`, LEFT, y, { width });
  return doc.y + 14;
}

/** "Hormat kami", the company, a line to sign on and the signer's name, on the right at `y`. */
export function signature(doc: Doc, settings: InvoiceSettings, signer: string, y: number): void {
  const width = pageWidth(doc);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Hormat kami,', LEFT + width - 160, y, { width: 160, align: 'center' });
  doc.text(settings.company.name, LEFT + width - 160, doc.y, { width: 160, align: 'center' });
  doc
    .moveTo(LEFT + width - 150, y + 80)
    .lineTo(LEFT + width - 10, y + 80)
    .strokeColor('#000')
    .stroke();
  doc.text(signer, LEFT + width - 160, y + 84, { width: 160, align: 'center' });
}
