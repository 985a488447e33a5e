import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { invoiceTemplate, WORK_ORDER_BLOCKS } from './demo-templates.ts';
import { buildDocx } from './docx-build.ts';

export const DEMO_INVOICE_TEMPLATE = 'Invoice standar (A4)';
export const DEMO_WORK_ORDER_TEMPLATE = 'Surat Perintah Kerja';

/**
 * Stores a DOCX in the uploads folder (as an upload would: `uploads/…`, listed in `media`) and answers
 * its path. The name is the content's hash, so a second seed of the same bytes writes the same file.
 */
export async function storeDocx(s: SeedContext, bytes: Buffer, name: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const dir = join(s.app.config.uploadDir, 'templates');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${hash}.docx`), bytes);
  const path = `uploads/templates/${hash}.docx`;
  if (!(await s.find('media', { path })))
    await s.add(
      'media',
      { nama_file: name, path, folder: 'uploads/templates' },
      {
        values: {
          tipe_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ukuran: bytes.length,
        },
      },
    );
  return path;
}

/**
 * The demo templates, written through the engine (the template hook checks them like a user's): the
 * invoice design for `rinvoice` and the work order DOCX for `rpekerjaan`.
 */
export async function seedDocuments(s: SeedContext): Promise<void> {
  if (!(await s.find('dokumengenerator', { nama_dokumen: DEMO_INVOICE_TEMPLATE }))) {
    await s.add('dokumengenerator', {
      nama_dokumen: DEMO_INVOICE_TEMPLATE,
      jenis: 'Template',
      kategori: 'rinvoice',
      tanggal: s.today,
      status: 'Final',
      variabel: { engine: 'pdfme', template: invoiceTemplate() },
    });
  }
  if (!(await s.find('dokumengenerator', { nama_dokumen: DEMO_WORK_ORDER_TEMPLATE }))) {
    const path = await storeDocx(s, buildDocx(WORK_ORDER_BLOCKS), 'surat-perintah-kerja.docx');
    await s.add('dokumengenerator', {
      nama_dokumen: DEMO_WORK_ORDER_TEMPLATE,
      jenis: 'Template',
      kategori: 'rpekerjaan',
      tanggal: s.today,
      status: 'Final',
      variabel: { engine: 'docx' },
      file_hasil: path,
    });
  }
}
