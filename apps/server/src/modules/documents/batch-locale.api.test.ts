// The refusal of a third running batch comes from the module's catalogue: Indonesian for a caller that
// names no language, English when it asks (issue 9).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { callerOf } from '../../test/helpers.ts';
import { invoiceTemplate } from './demo-templates.ts';

let template: number;

const call = callerOf(
  () => ctx,
  () => ctx.admin,
);
async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
  const response = await call('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}

const ctx = useTestApp({}, { clientLanguage: null });
beforeAll(async () => {
  const customer = await add('akun', { nama: 'CV Bahasa Dua', jenis_akun: 'Pelanggan' });
  await add('rinvoice', { tanggal: '2026-11-20', id_akun: customer.id });
  const pdf = await add('dokumengenerator', {
    nama_dokumen: 'Invoice A4',
    jenis: 'Template',
    kategori: 'rinvoice',
    variabel: { engine: 'pdfme', template: invoiceTemplate() },
  });
  template = Number(pdf.id);
}, 60_000);

describe('a batch while two of the caller are still running', () => {
  it('is refused with 429 in Indonesian without Accept-Language, and in English when asked', async () => {
    // two batches of the admin still beating
    await ctx.database.query(
      `INSERT INTO document_jobs (id, owner, status, total, file_name)
       SELECT 'jalan' || n, u.id, 'running', 5, 'x.zip'
         FROM users u, generate_series(1, 2) n WHERE u.username = 'admin'`,
    );
    const url = `/api/documents/rinvoice/batch?template=${template}`;
    const refused = await call('POST', url);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toBe('Batch Anda yang lain masih berjalan; tunggu hingga selesai');
    const english = await call('POST', url, undefined, 'en');
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe('A batch of yours is still running; wait for it to finish');
  });
});
