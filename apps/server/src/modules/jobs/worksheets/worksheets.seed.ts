import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyedItems, type SentItem } from '@kantor/core';
import sharp from 'sharp';
import type { SeedContext } from '../../../db/demo/seed-demo.ts';
import { messagesFor } from '../../resources/index.ts';
import { signWorksheet } from './worksheet.service.ts';

/** The installer's checklist for the demo type "Pemasangan". */
const INSTALL_CHECKLIST: SentItem[] = [
  { kind: 'check', label: 'Unit indoor terpasang rata (waterpass)', required: true },
  { kind: 'check', label: 'Pipa & kabel dirapikan dengan ducting', required: true },
  { kind: 'measure', label: 'Tekanan freon', unit: 'psi', required: true },
  { kind: 'measure', label: 'Suhu udara keluar', unit: '°C', required: true },
  { kind: 'photo', label: 'Foto unit terpasang', required: true },
  { kind: 'text', label: 'Catatan untuk pelanggan', required: false },
];

/** A drawn signature as the canvas would upload it: a PNG stroke on white. */
async function demoSignature(s: SeedContext): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><rect width="400" height="160" fill="#fff"/>
    <path d="M20 120 C60 20, 100 150, 140 70 S220 40, 260 110 S340 60, 380 90" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  const dir = join(s.app.config.uploadDir, 'demo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tanda-tangan-demo.png'), bytes);
  const path = 'uploads/demo/tanda-tangan-demo.png';
  if (!(await s.find('media', { path })))
    await s.add(
      'media',
      { nama_file: 'tanda-tangan-demo.png', path, folder: 'uploads/demo' },
      { values: { tipe_mime: 'image/png', ukuran: bytes.length } },
    );
  return path;
}

/**
 * A checklist template for "Pemasangan", and the first demo job's first sub job (done) signed by its
 * customer through the service, so the job's view, `/lacak` and the report show one.
 */
export async function seedWorksheets(s: SeedContext): Promise<void> {
  const type = await s.find('rtype', { nama_type: 'Pemasangan' });
  if (!type) return;
  const items = keyedItems(INSTALL_CHECKLIST);
  await s.app.db.query(
    `INSERT INTO worksheet_templates (id_type, items) VALUES ($1, $2::jsonb)
     ON CONFLICT (id_type) DO NOTHING`,
    [type.id, JSON.stringify(items)],
  );
  const [sub] = await s.app.db.query<{ id: number; pelanggan: string }>(
    `SELECT s.id, a.nama AS pelanggan FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan
       JOIN akun a ON a.id = j.id_akun
      WHERE j.id_type = $1 AND s.progres >= 100 AND NOT EXISTS (SELECT 1 FROM worksheets w WHERE w.id_subpekerjaan = s.id)
      ORDER BY j.tanggal_mulai, s.id LIMIT 1`,
    [type.id],
  );
  if (!sub) return;
  const signature = await demoSignature(s);
  const answers: Record<string, unknown> = {};
  for (const item of items) {
    if (item.kind === 'check') answers[item.key] = true;
    if (item.kind === 'measure') answers[item.key] = item.unit === 'psi' ? '135' : '14,5';
    if (item.kind === 'photo') answers[item.key] = signature;
    if (item.kind === 'text') answers[item.key] = 'Filter dibersihkan tiap 2 minggu.';
  }
  await signWorksheet(
    s.write,
    Number(sub.id),
    answers,
    { nama_penanda: sub.pelanggan, tanda_tangan: signature, lokasi_gps: '-6.9147,107.6098' },
    messagesFor('id-ID'),
  );
}
