import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignerTemplate, DocumentBatchStatus } from '@kantor/core';
import { unzipSync } from 'fflate';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { assignJobTo } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { pdfCidText } from '../../test/pdf-cid-text.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { invoiceTemplate, WORK_ORDER_BLOCKS } from './demo-templates.ts';
import { buildDocx } from './docx-build.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-documents-'));
const ids: Record<string, number> = {};

async function upload(bytes: Buffer, name: string): Promise<string> {
  const form = multipartFile(bytes, { name });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.admin}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path as string;
}

const documentXml = (docx: Buffer) => new PizZip(docx).file('word/document.xml')!.asText();
const waitForJob = async (token: string, job: string) => {
  for (let i = 0; i < 200; i++) {
    const status = (await as(token, 'GET', `/api/documents/jobs/${job}`)).json();
    if (status.status !== 'running') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the batch did not finish');
};

const ctx = useTestApp({ uploadDir }, { signIn: ['admin', 'teknisi'] });
const { as, add } = ctx;
beforeAll(async () => {
  const customer = await add('akun', { nama: 'PT Sinar Jaya Abadi', jenis_akun: 'Pelanggan' });
  const other = await add('akun', { nama: 'Toko Makmur Sentosa', jenis_akun: 'Pelanggan' });
  const tech = await add('akun', { nama: 'Dedi Kurniawan', jenis_akun: 'Teknisi' });
  ids.customer = Number(customer.id);
  for (const [key, akun] of [
    ['invoice', customer],
    ['invoice2', other],
  ] as const) {
    const invoice = await add('rinvoice', {
      tanggal: '2026-11-20',
      id_akun: akun.id,
      keterangan: 'Harga {1+1}',
    });
    ids[key] = Number(invoice.id);
    await add('rsubinvoice', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      nama_item: 'Servis AC 1 PK',
      qty: 2,
      harga: 750000,
    });
    const issued = await as(ctx.admin, 'PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' });
    expect(issued.statusCode, issued.body).toBe(200);
  }
  const job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang AC ruang rapat',
    id_akun: customer.id,
    id_teknisi: tech.id,
    tanggal_mulai: '2026-11-21',
    nilai_kontrak: 2500000,
  });
  ids.job = Number(job.id);
  await add('rsubpekerjaan', { id_pekerjaan: job.id, nama_sub_pekerjaan: 'Pasang unit indoor' });
  await add('rsubpekerjaan', { id_pekerjaan: job.id, nama_sub_pekerjaan: 'Uji coba dingin' });
  const pdfTemplate = await add('dokumengenerator', {
    nama_dokumen: 'Invoice A4',
    jenis: 'Template',
    kategori: 'rinvoice',
    variabel: { engine: 'pdfme', template: invoiceTemplate() },
  });
  ids.pdfTemplate = Number(pdfTemplate.id);
  const docxTemplate = await add('dokumengenerator', {
    nama_dokumen: 'SPK',
    jenis: 'Template',
    kategori: 'rpekerjaan',
    variabel: { engine: 'docx' },
    file_hasil: await upload(buildDocx(WORK_ORDER_BLOCKS), 'spk.docx'),
  });
  ids.docxTemplate = Number(docxTemplate.id);
}, 60_000);

afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('printing with templates', () => {
  it('lists the templates of a resource for whoever may view it', async () => {
    const list = await as(ctx.admin, 'GET', '/api/documents/rinvoice/templates');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().records).toEqual([
      { id: ids.pdfTemplate, nama_dokumen: 'Invoice A4', engine: 'pdfme' },
    ]);
    expect((await as(ctx.teknisi, 'GET', '/api/documents/rinvoice/templates')).statusCode).toBe(403);
  });

  it('lists the PDF designs for the designer, with their pdfme template', async () => {
    const list = await as(ctx.admin, 'GET', '/api/documents/designer/templates');
    expect(list.statusCode, list.body).toBe(200);
    const design = list.json().records.find((r: DesignerTemplate) => r.id === ids.pdfTemplate);
    expect(Object.keys(design).sort()).toEqual(
      Object.keys({
        id: true,
        nama_dokumen: true,
        kategori: true,
        template: true,
      } satisfies Record<keyof DesignerTemplate, true>).sort(),
    );
    expect(design.template).toHaveProperty('schemas');
  });

  it('makes the PDF of an invoice from a designer template: number, customer, lines and words', async () => {
    const response = await as(
      ctx.admin,
      'GET',
      `/api/documents/rinvoice/generate/${ids.invoice}?template=${ids.pdfTemplate}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/attachment; filename=".+\.pdf"/);
    const text = pdfCidText(response.rawPayload);
    const [invoice] = await ctx.database.query<{ no_invoice: string }>(
      'SELECT no_invoice FROM rinvoice WHERE id = $1',
      [ids.invoice],
    );
    expect(text).toContain(invoice!.no_invoice);
    expect(text).toContain('PT Sinar Jaya Abadi');
    expect(text).toContain('Servis AC 1 PK');
    expect(text).toContain('Terbilang: Satu Juta Lima Ratus Ribu Rupiah');
    // a record's text is printed as written, never evaluated as a pdfme expression
    expect(text).toContain('Harga {1+1}');
  });

  it('fills a DOCX template with a job and its sub jobs, and makes its plain PDF', async () => {
    const url = `/api/documents/rpekerjaan/generate/${ids.job}?template=${ids.docxTemplate}`;
    const docx = await as(ctx.admin, 'GET', url);
    expect(docx.statusCode, docx.body).toBe(200);
    const xml = documentXml(docx.rawPayload);
    expect(xml).toContain('Pekerjaan: Pasang AC ruang rapat');
    expect(xml).toContain('Pelanggan: PT Sinar Jaya Abadi');
    expect(xml).toContain('Rp\u00a02.500.000 (Dua Juta Lima Ratus Ribu Rupiah)');
    expect(xml).toContain('Pasang unit indoor');
    expect(xml).toContain('Uji coba dingin');
    expect(xml).not.toContain('{');
    const pdf = await as(ctx.admin, 'GET', `${url}&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('SURAT PERINTAH KERJA');
    expect(text).toContain('Pekerjaan: Pasang AC ruang rapat');
    expect(text).toContain('Uji coba dingin');
  });

  it('makes one file per record of the filtered list, as a ZIP, with progress', async () => {
    const started = await as(
      ctx.admin,
      'POST',
      `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}&status=Terbit`,
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ total: 2 });
    // the answer's keys are exactly core's DocumentBatchStatus (the literal must name them all to compile)
    const statusKeys = Object.keys({
      id: true,
      status: true,
      done: true,
      total: true,
      error: true,
    } satisfies Record<keyof DocumentBatchStatus, true>).sort();
    expect(Object.keys(started.json()).sort()).toEqual(statusKeys);
    const finished = await waitForJob(ctx.admin, started.json().id);
    expect(finished).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect(Object.keys(finished).sort()).toEqual(statusKeys);
    // another login does not see the job
    expect((await as(ctx.teknisi, 'GET', `/api/documents/jobs/${started.json().id}`)).statusCode).toBe(404);
    const zip = await as(ctx.admin, 'GET', `/api/documents/jobs/${started.json().id}/download`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toHaveLength(2);
    const customers = Object.values(files).map((f) => pdfCidText(Buffer.from(f)));
    expect(customers.some((t) => t.includes('PT Sinar Jaya Abadi'))).toBe(true);
    expect(customers.some((t) => t.includes('Toko Makmur Sentosa'))).toBe(true);
    // the list's filter applies: one customer, one file
    const one = await as(
      ctx.admin,
      'POST',
      `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}&id_akun=${ids.customer}`,
    );
    expect((await waitForJob(ctx.admin, one.json().id)).total).toBe(1);
    const none = await as(
      ctx.admin,
      'POST',
      `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}&status=Batal`,
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.records).toBeDefined();
  });

  it('keeps a batch where every instance finds it: polled and downloaded on a second instance', async () => {
    const other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    try {
      const started = await as(
        ctx.admin,
        'POST',
        `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}`,
      );
      expect(started.statusCode, started.body).toBe(200);
      const id = started.json().id as string;
      await waitForJob(ctx.admin, id);
      const headers = { authorization: `Bearer ${ctx.admin}` };
      const polled = await other.inject({ method: 'GET', url: `/api/documents/jobs/${id}`, headers });
      expect(polled.json()).toMatchObject({ status: 'done', done: 2, total: 2 });
      const zip = await other.inject({ method: 'GET', url: `/api/documents/jobs/${id}/download`, headers });
      expect(zip.statusCode).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('calls a batch whose instance stopped beating failed, and frees the login for a new one', async () => {
    await ctx.database.query(
      `INSERT INTO document_jobs (id, owner, status, total, file_name, beat_at)
       SELECT 'hilang' || n, u.id, 'running', 5, 'x.zip', now() - interval '10 minutes'
         FROM users u, generate_series(1, 2) n WHERE u.username = 'admin'`,
    );
    const lost = (await as(ctx.admin, 'GET', '/api/documents/jobs/hilang1')).json();
    expect(lost).toMatchObject({ status: 'failed', error: expect.stringContaining('stopped') });
    // two lost jobs do not count against the limit of two running batches
    const started = await as(ctx.admin, 'POST', `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}`);
    expect(started.statusCode, started.body).toBe(200);
    await waitForJob(ctx.admin, started.json().id);
  });

  it('denies a user who may not view the record: no pages 403, outside the row scope 404', async () => {
    const invoice = await as(
      ctx.teknisi,
      'GET',
      `/api/documents/rinvoice/generate/${ids.invoice}?template=${ids.pdfTemplate}`,
    );
    expect(invoice.statusCode).toBe(403);
    const batch = await as(ctx.teknisi, 'POST', `/api/documents/rinvoice/batch?template=${ids.pdfTemplate}`);
    expect(batch.statusCode).toBe(403);
    // the technician views jobs, but only those assigned to them
    const job = `/api/documents/rpekerjaan/generate/${ids.job}?template=${ids.docxTemplate}`;
    expect((await as(ctx.teknisi, 'GET', job)).statusCode).toBe(404);
    await assignJobTo(ctx.app, ctx.admin, ids.job, 'teknisi');
    expect((await as(ctx.teknisi, 'GET', job)).statusCode).toBe(200);
    // a template of another resource is not found
    const wrong = await as(
      ctx.admin,
      'GET',
      `/api/documents/rpekerjaan/generate/${ids.job}?template=${ids.pdfTemplate}`,
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses bad templates with 422 naming the field, never a 500', async () => {
    const bad = (payload: object) =>
      as(ctx.admin, 'POST', '/api/dokumengenerator/add', {
        jenis: 'Template',
        nama_dokumen: 'Rusak',
        ...payload,
      });
    const shape = await bad({
      kategori: 'rinvoice',
      variabel: { engine: 'pdfme', template: { basePdf: 3, schemas: 'x' } },
    });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.variabel[0]).toMatch(/schemas/);
    const unknown = await bad({
      kategori: 'tidakada',
      variabel: { engine: 'pdfme', template: invoiceTemplate() },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['kategori']);
    const remote = invoiceTemplate();
    remote.schemas[0]!.push({
      name: 'logo',
      type: 'image',
      content: 'http://169.254.169.254/x.png',
      position: { x: 0, y: 0 },
      width: 10,
      height: 10,
    });
    expect(
      (await bad({ kategori: 'rinvoice', variabel: { engine: 'pdfme', template: remote } })).json().errors
        .variabel[0],
    ).toMatch(/embedded/);
    const broken = await upload(buildDocx([{ text: 'Halo {nama_pekerjaan' }]), 'rusak.docx');
    const docx = await bad({ kategori: 'rpekerjaan', variabel: { engine: 'docx' }, file_hasil: broken });
    expect(docx.statusCode).toBe(422);
    expect(docx.json().errors.file_hasil.join(' ')).toMatch(/nama_pekerjaan/);
    expect(
      (await bad({ kategori: 'rpekerjaan', variabel: { engine: 'docx' } })).json().errors.file_hasil,
    ).toBeDefined();
    // a format the template cannot make, or no template at all
    const url = `/api/documents/rinvoice/generate/${ids.invoice}`;
    expect(
      (await as(ctx.admin, 'GET', `${url}?template=${ids.pdfTemplate}&format=docx`)).json().errors.format,
    ).toBeDefined();
    expect((await as(ctx.admin, 'GET', url)).json().errors.template).toBeDefined();
  });

  it('a barcode that cannot encode the value is left out of the PDF, never a 500', async () => {
    const template = invoiceTemplate();
    template.schemas[0]!.push({
      name: 'no_invoice_ean',
      type: 'ean13',
      content: 'ABC',
      position: { x: 15, y: 270 },
      width: 40,
      height: 12,
    });
    const record = await add('dokumengenerator', {
      nama_dokumen: 'EAN',
      jenis: 'Template',
      kategori: 'rinvoice',
      variabel: { engine: 'pdfme', template },
    });
    const response = await as(
      ctx.admin,
      'GET',
      `/api/documents/rinvoice/generate/${ids.invoice}?template=${record.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfCidText(response.rawPayload)).toContain('PT Sinar Jaya Abadi');
  });
});
