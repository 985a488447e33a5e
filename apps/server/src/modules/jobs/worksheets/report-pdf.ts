/**
 * The service report ("Laporan Servis"), an A4 PDF of a signed worksheet: the business, the job, the
 * customer and address, the checklist with its answers, the photos as thumbnails, the materials the
 * job took out of stock, the customer's signature with the time and place, and the job's value in
 * words when it is billable.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { formatCurrency, formatDateTimeLong, photosOf, terbilangTitle } from '@kantor/core';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Query } from '../../../db/connect.ts';
import { materialsUsed } from '../../inventory/index.ts';
import { uploadPathOf } from '../../media/index.ts';
import { businessOf } from '../../website/index.ts';
import type { WorksheetFacts } from './worksheet.service.ts';

type Material = { nama: string; qty: number; satuan: string | null };

const rp = (n: number) => formatCurrency(n).replace(/\u00a0/g, ' ');
const qty = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 }).format(n);

/** An upload as a small PNG for the document (pdfkit reads JPEG and PNG only); null when unreadable. */
async function thumbnail(uploadDir: string, path: string, size: number): Promise<Buffer | null> {
  const stored = uploadPathOf(path);
  if (!stored) return null;
  try {
    const file = await readFile(join(uploadDir, stored.slice('uploads/'.length)));
    return await sharp(file).resize({ width: size, height: size, fit: 'inside' }).png().toBuffer();
  } catch {
    return null;
  }
}

/** The materials the job took out of stock, from the inventory module (goods out for the job). */
const materialsOf = (query: Query, jobId: number): Promise<Material[]> => materialsUsed(query, jobId);

/** The answer of an item in words. */
function answerText(kind: string, answer: unknown, unit: string | null | undefined): string {
  if (answer === null || answer === undefined || answer === '') return '–';
  if (kind === 'check') return answer === true ? 'Ya' : 'Tidak';
  if (kind === 'measure') return `${qty(Number(answer))}${unit ? ` ${unit}` : ''}`;
  if (kind === 'photo') return `${photosOf(answer as string).length} foto`;
  return String(answer);
}

export async function reportPdf(query: Query, uploadDir: string, facts: WorksheetFacts): Promise<Readable> {
  const company = (await businessOf(query, 'Kantor')).name;
  const row = facts.row!;
  const materials = await materialsOf(query, facts.job.id);
  const photoItems = row.items.filter((i) => i.kind === 'photo');
  const photos = new Map<string, Buffer[]>();
  for (const item of photoItems) {
    const images = await Promise.all(
      photosOf(row.answers[item.key]).map((p) => thumbnail(uploadDir, p, 240)),
    );
    photos.set(
      item.key,
      images.filter((b): b is Buffer => b !== null),
    );
  }
  const signature = row.tanda_tangan ? await thumbnail(uploadDir, row.tanda_tangan, 400) : null;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Laporan Servis ${facts.sub.nama_sub_pekerjaan}` },
  });
  const out = new PassThrough();
  doc.pipe(out);
  const left = 48;
  const width = doc.page.width - 96;
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - 60) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(16).text(String(company), left, 48);
  doc.fontSize(18).text('LAPORAN SERVIS', left, 48, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(facts.job.kode_lacak ?? '', { width, align: 'right' });
  doc
    .moveTo(left, 100)
    .lineTo(left + width, 100)
    .strokeColor('#999')
    .stroke();
  doc.y = 110;

  const line = (label: string, value: string | null) => {
    if (!value) return;
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, left, doc.y, { continued: true });
    doc.font('Helvetica').text(value, { width });
  };
  line('Pekerjaan', facts.job.nama_pekerjaan);
  line('Sub pekerjaan', facts.sub.nama_sub_pekerjaan);
  line('Jenis', facts.job.jenis);
  line('Pelanggan', facts.customer.nama);
  line('Alamat', facts.job.alamat);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Daftar periksa', left);
  doc.moveDown(0.3);
  row.items.forEach((item, i) => {
    room(30);
    const answer = answerText(item.kind, row.answers[item.key], item.unit);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${i + 1}. ${item.label}`, left, doc.y, { width: width - 160 });
    const y = doc.y - doc.heightOfString(`${i + 1}. ${item.label}`, { width: width - 160 });
    doc.font('Helvetica-Bold').text(answer, left + width - 150, y, { width: 150, align: 'right' });
    doc.x = left;
    const images = photos.get(item.key) ?? [];
    if (images.length > 0) {
      room(100);
      const top = doc.y + 4;
      images.forEach((image, j) => {
        doc.image(image, left + 16 + j * 100, top, { fit: [92, 92] });
      });
      doc.y = top + 96;
    }
    doc.moveDown(0.3);
  });
  doc.moveDown();

  room(60);
  doc.font('Helvetica-Bold').fontSize(12).text('Material terpakai', left);
  doc.font('Helvetica').fontSize(10);
  if (materials.length === 0) doc.text('–');
  for (const m of materials) doc.text(`${m.nama}: ${qty(m.qty)}${m.satuan ? ` ${m.satuan}` : ''}`, left);
  doc.moveDown();

  if (facts.job.nilai_kontrak > 0) {
    room(50);
    line('Nilai pekerjaan', rp(facts.job.nilai_kontrak));
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .text(`Terbilang: ${terbilangTitle(facts.job.nilai_kontrak)}`, left);
    doc.moveDown();
  }
  if (row.catatan) line('Catatan', row.catatan);

  room(170);
  doc.font('Helvetica-Bold').fontSize(12).text('Tanda tangan pelanggan', left);
  const top = doc.y + 4;
  if (signature) doc.image(signature, left, top, { fit: [220, 100] });
  doc.y = top + 104;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(row.nama_penanda ?? '', left);
  if (row.ditandatangani_pada) doc.text(`Waktu: ${formatDateTimeLong(row.ditandatangani_pada)}`, left);
  if (row.lokasi_gps) doc.text(`Lokasi: ${row.lokasi_gps}`, left);
  doc.end();
  return out;
}
