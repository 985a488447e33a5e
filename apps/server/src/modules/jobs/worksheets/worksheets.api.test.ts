import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/auth-support.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { multipartFile } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher.ts';

// Worksheets and proof of work (issue 35, docs/jobs.md "Worksheets"). The people: the demo technician
// `teknisi` (account Dedi) who works the sub job, a second technician Andi who does not, and the
// customer Ibu Ratna with an e-mail address. Expected answers come from the issue: the admin keeps a
// checklist per job type; the technician answers it (measurements read the Indonesian way), a required
// item left open stops the signature (422 naming it), the signature closes it (409 after), the report
// is a PDF with the checklist and the amount in words, mailed to the customer and public by code.

let smtp: SmtpCatcher;
const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-worksheets-'));
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
const ctx = useTestApp(() => ({ smtpUrl: smtp.url, publicHost: 'https://kantor.test', uploadDir }), {
  signIn: ['admin', 'teknisi'],
});
const { as, addId: add } = ctx;

const CUSTOMER_MAIL = 'ratna@contoh.co.id';
const ids: Record<string, number> = {};
let andi = '';
const keys: Record<string, string> = {};

async function upload(token: string, name: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const form = multipartFile(png, { name, type: 'image/png' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path;
}

beforeAll(async () => {
  const andiLogin = await insertUser(ctx.database, { username: 'andi', email: 'andi@contoh.co.id' });
  andi = await ctx.login('andi', 'Kopi-Tubruk-Pagi-7');
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.andi = await add('akun', { nama: 'Andi', jenis_akun: 'Teknisi', id_login: andiLogin });
  ids.customer = await add('akun', {
    nama: 'Ibu Ratna',
    jenis_akun: 'Pelanggan',
    email: CUSTOMER_MAIL,
    no_hp: '0812-3456-7890',
  });
  ids.type = await add('rtype', { nama_type: 'Pasang AC', jenis: 'Pekerjaan' });
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang AC Bu Ratna',
    id_akun: ids.customer,
    id_type: ids.type,
    id_teknisi: ids.dedi,
    alamat: 'Jl. Melati 5, Bandung',
    tanggal_mulai: '2026-11-20',
    nilai_kontrak: 1_250_000,
  });
  ids.sub = await add('rsubpekerjaan', {
    id_pekerjaan: ids.job,
    nama_sub_pekerjaan: 'Pasang unit',
    id_teknisi: ids.dedi,
    status: 'On Going',
  });
}, 60_000);

describe('the checklist template of a job type', () => {
  it('is kept by the admin, each item keyed, and refused by field when malformed', async () => {
    const bad = await as(ctx.admin, 'PUT', `/api/worksheets/templates/${ids.type}`, {
      items: [{ kind: 'dance', label: '' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['items.0.kind', 'items.0.label']);

    const saved = await as(ctx.admin, 'PUT', `/api/worksheets/templates/${ids.type}`, {
      items: [
        { kind: 'check', label: 'Unit terpasang rata', required: true },
        { kind: 'measure', label: 'Tekanan freon', unit: 'psi', required: true },
        { kind: 'photo', label: 'Foto unit', required: true },
        { kind: 'text', label: 'Catatan', required: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = saved.json().template.items as { key: string; kind: string; unit: string | null }[];
    expect(items.map((i) => i.key)).toEqual(['i1', 'i2', 'i3', 'i4']);
    expect(items[1]!.unit).toBe('psi');
    for (const item of items) keys[item.kind] = item.key;
    const read = await as(ctx.admin, 'GET', `/api/worksheets/templates/${ids.type}`);
    expect(read.json().nama_type).toBe('Pasang AC');
  });

  it('is the admin’s: a technician is refused', async () => {
    expect((await as(ctx.teknisi, 'GET', `/api/worksheets/templates/${ids.type}`)).statusCode).toBe(403);
  });
});

describe('filling the worksheet', () => {
  it('shows the technician the type’s items before anything is saved', async () => {
    const response = await as(ctx.teknisi, 'GET', `/api/worksheets/sub/${ids.sub}`);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet.state).toBe('baru');
    expect(sheet.items).toHaveLength(4);
    expect(sheet.job.pelanggan).toBe('Ibu Ratna');
  });

  it('is out of reach of another technician', async () => {
    const read = await as(andi, 'GET', `/api/worksheets/sub/${ids.sub}`);
    expect([403, 404]).toContain(read.statusCode);
    const write = await as(andi, 'PUT', `/api/worksheets/sub/${ids.sub}`, { answers: {} });
    expect([403, 404]).toContain(write.statusCode);
  });

  it('reads a measurement the Indonesian way and names a bad one', async () => {
    const bad = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.sub}`, {
      answers: { [keys.measure!]: 'banyak' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual([`answers.${keys.measure}`]);

    const ok = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.sub}`, {
      answers: { [keys.check!]: true, [keys.measure!]: '1.250,5' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().worksheet.state).toBe('diisi');
    expect(ok.json().worksheet.answers[keys.measure!]).toBe(1250.5);
  });

  it('takes only photos this server issued', async () => {
    const response = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.sub}`, {
      answers: { [keys.photo!]: 'https://elsewhere.example/x.jpg' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([`answers.${keys.photo}`]);
  });
});

describe('the signature', () => {
  it('is refused while a required item is open, naming each one', async () => {
    const signature = await upload(ctx.teknisi, 'ttd.png');
    const response = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.sub}/sign`, {
      nama_penanda: 'Ibu Ratna',
      tanda_tangan: signature,
    });
    expect(response.statusCode).toBe(422);
    // the tick and the measurement are in; the photo is not (the text is optional)
    expect(Object.keys(response.json().errors)).toEqual([`answers.${keys.photo}`]);
    const still = await as(ctx.teknisi, 'GET', `/api/worksheets/sub/${ids.sub}`);
    expect(still.json().state).toBe('diisi');
  });

  it('needs a name and a signature', async () => {
    const response = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.sub}/sign`, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['nama_penanda', 'tanda_tangan']);
  });

  it('closes the worksheet and mails the customer the report link', async () => {
    const photo = await upload(ctx.teknisi, 'unit.png');
    const signature = await upload(ctx.teknisi, 'ttd.png');
    const before = smtp.count(CUSTOMER_MAIL);
    const response = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.sub}/sign`, {
      answers: { [keys.photo!]: photo },
      nama_penanda: ' Ibu Ratna ',
      tanda_tangan: signature,
      lokasi_gps: '-6.9147,107.6098',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.mailed).toBe(true);
    expect(body.worksheet.state).toBe('ditandatangani');
    expect(body.worksheet.nama_penanda).toBe('Ibu Ratna');
    expect(body.worksheet.laporan).toBe(`/api/worksheets/sub/${ids.sub}/laporan`);

    const [job] = await ctx.database.query<{ kode_lacak: string }>(
      'SELECT kode_lacak FROM rpekerjaan WHERE id = $1',
      [ids.job],
    );
    const mail = await smtp.waitFor(CUSTOMER_MAIL, { since: before });
    expect(mail.subject).toContain('Laporan Servis: Pasang AC Bu Ratna');
    expect(mail.text).toContain(`https://kantor.test/api/lacak/${job!.kode_lacak}/laporan/${ids.sub}`);
  });

  it('leaves a signed worksheet closed: 409 on any change', async () => {
    const save = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.sub}`, { answers: {} });
    expect(save.statusCode).toBe(409);
    const again = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.sub}/sign`, {
      nama_penanda: 'X',
      tanda_tangan: 'uploads/x.png',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a closed job', () => {
  it('takes no more answers on its worksheets: 409, as its progress', async () => {
    const job = await add('rpekerjaan', {
      nama_pekerjaan: 'Pasang kanopi',
      id_akun: ids.customer,
      id_type: ids.type,
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-11-20',
    });
    const sub = await add('rsubpekerjaan', {
      id_pekerjaan: job,
      nama_sub_pekerjaan: 'Rangka',
      id_teknisi: ids.dedi,
      status: 'On Going',
    });
    const closed = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${job}`, {
      status: 'Done',
      alasan_tutup: 'Dibatalkan pelanggan',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const save = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${sub}`, {
      answers: { [keys.check!]: true },
    });
    expect(save.statusCode, save.body).toBe(409);
  });
});

describe('the service report', () => {
  it('is a PDF with the job, the checklist’s answers and the amount in words', async () => {
    const response = await as(ctx.admin, 'GET', `/api/worksheets/sub/${ids.sub}/laporan`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'LAPORAN SERVIS',
      'Pasang AC Bu Ratna',
      'Ibu Ratna',
      'Jl. Melati 5, Bandung',
      'Unit terpasang rata',
      '1.250,5 psi',
      '1 foto',
      // 1.250.000 in words, by hand
      'Terbilang: Satu Juta Dua Ratus Lima Puluh Ribu Rupiah',
      'Lokasi: -6.9147,107.6098',
    ])
      expect(text).toContain(expected);
  });

  it('is listed under the job with its public link and a WhatsApp share', async () => {
    const response = await as(ctx.admin, 'GET', `/api/worksheets/job/${ids.job}`);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = response.json().worksheets;
    expect(row.state).toBe('ditandatangani');
    expect(row.tautan_publik).toMatch(/^https:\/\/kantor\.test\/api\/lacak\/KTR-/);
    expect(row.whatsapp).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  });

  it('is the customer’s by tracking code, without an account; an unknown code is a 404', async () => {
    const [job] = await ctx.database.query<{ kode_lacak: string }>(
      'SELECT kode_lacak FROM rpekerjaan WHERE id = $1',
      [ids.job],
    );
    const list = await ctx.app.inject({ method: 'GET', url: `/api/lacak/${job!.kode_lacak}/laporan` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().laporan).toHaveLength(1);
    const pdf = await ctx.app.inject({ method: 'GET', url: list.json().laporan[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Pasang AC Bu Ratna');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/lacak/KTR-0000-0000/laporan' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/lacak/${job!.kode_lacak}/laporan/999999` }))
        .statusCode,
    ).toBe(404);
  });
});
