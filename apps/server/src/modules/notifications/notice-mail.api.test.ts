import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

// Notices by e-mail (issue 35): a user chooses on their profile which kinds of notice also reach their
// mailbox; the mail goes out through the real SMTP peer below once the notice's write commits.

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const ctx = useTestApp(() => ({ smtpUrl: smtp.url, publicHost: 'https://kantor.test' }), {
  signIn: ['admin', 'teknisi'],
});
const { as, addId: add } = ctx;

const TECH_MAIL = 'teknisi@kantor.local';
const ADMIN_MAIL = 'admin@kantor.local';

const ids = { tech: 0, customer: 0 };
beforeAll(async () => {
  const [tech] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.tech = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tech!.id });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan', no_hp: '0812-3456-7890' });
});

const newJob = (nama_pekerjaan: string) =>
  add('rpekerjaan', {
    nama_pekerjaan,
    id_akun: ids.customer,
    id_teknisi: ids.tech,
    tanggal_mulai: '2026-11-25',
  });

describe('the profile’s choice', () => {
  it('starts with nothing by e-mail, in Indonesian, to the account’s address', async () => {
    const response = await as(ctx.teknisi, 'GET', '/api/account/notice-mail');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ topics: [], locale: 'id-ID', email: TECH_MAIL });
  });

  it('refuses an unknown kind or language by field, and keeps the choice as it was', async () => {
    const response = await as(ctx.teknisi, 'PUT', '/api/account/notice-mail', {
      topics: ['job_assigned', 'gossip'],
      locale: 'fr-FR',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['locale', 'topics.1']);
    expect((await as(ctx.teknisi, 'GET', '/api/account/notice-mail')).json().topics).toEqual([]);
  });

  it('saves the kinds in the profile’s order, each once', async () => {
    const response = await as(ctx.teknisi, 'PUT', '/api/account/notice-mail', {
      topics: ['job_progress', 'job_assigned', 'job_assigned'],
      locale: 'id-ID',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().topics).toEqual(['job_assigned', 'job_progress']);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/notice-mail' })).statusCode).toBe(401);
  });
});

describe('a notice by e-mail', () => {
  it('mails a job given to a technician who chose it, with the link and without the quoted name', async () => {
    const before = smtp.count(TECH_MAIL);
    const job = await newJob('Servis AC Pak Budi');
    const mail = await smtp.waitFor(TECH_MAIL, { since: before });
    expect(mail.subject).toBe('Kantor: Pekerjaan baru untuk Anda');
    expect(mail.text).toContain(`https://kantor.test/rpekerjaan/view/${job}`);
    expect(mail.text).toContain('https://kantor.test/account');
    // the job's name is a quoted value: the reader's own view shows it when they open the link
    expect(mail.text).not.toContain('Servis AC Pak Budi');
  });

  it('mails nobody who did not choose the kind, and words it in the reader’s language', async () => {
    const job = await newJob('Cuci AC Ibu Rina');
    const subId = await add('rsubpekerjaan', {
      id_pekerjaan: job,
      nama_sub_pekerjaan: 'Cuci unit',
      bobot: 100,
      id_teknisi: ids.tech,
    });
    // the admin has chosen nothing yet: a progress entry reaches the bell only
    const adminBefore = smtp.count(ADMIN_MAIL);
    const first = await as(ctx.teknisi, 'POST', '/api/rsubptrackprogres/trackadd', {
      id_subpekerjaan: subId,
      persentase: 40,
    });
    expect(first.statusCode, first.body).toBe(200);
    await ctx.app.mailer.idle();
    expect(smtp.count(ADMIN_MAIL)).toBe(adminBefore);

    const chosen = await as(ctx.admin, 'PUT', '/api/account/notice-mail', {
      topics: ['job_progress'],
      locale: 'en-US',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const second = await as(ctx.teknisi, 'POST', '/api/rsubptrackprogres/trackadd', {
      id_subpekerjaan: subId,
      persentase: 80,
    });
    expect(second.statusCode, second.body).toBe(200);
    const mail = await smtp.waitFor(ADMIN_MAIL, { since: adminBefore });
    expect(mail.subject).toBe('Kantor: Job progress was updated');
    expect(mail.text).toContain('Hello admin,');
    expect(mail.text).toContain(`https://kantor.test/rpekerjaan/view/${job}`);
  });

  it('rings every agent’s bell for a new chat, and mails those who chose it', async () => {
    const chosen = await as(ctx.admin, 'PUT', '/api/account/notice-mail', {
      topics: ['job_progress', 'new_chat'],
      locale: 'id-ID',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const before = smtp.count(ADMIN_MAIL);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/start',
      payload: { nama: 'Bu Wulan', no_hp: '0812-5555-6666', pesan: 'AC kantor tidak dingin' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const code = started.json().conversation.code;
    const mail = await smtp.waitFor(ADMIN_MAIL, { since: before });
    expect(mail.subject).toBe('Kantor: Percakapan baru');
    expect(mail.text).toContain('Percakapan baru dari Bu Wulan');
    expect(mail.text).toContain(`https://kantor.test/rchatadmin/admincs?c=${code}`);
    const bell = (await as(ctx.admin, 'GET', '/api/rnotifikasi/mine')).json();
    expect(bell.records[0]).toMatchObject({
      judul: 'Percakapan baru dari Bu Wulan',
      link: `/rchatadmin/admincs?c=${code}`,
    });
    // the technician is no agent: nothing on their bell
    const tech = (await as(ctx.teknisi, 'GET', '/api/rnotifikasi/mine')).json();
    expect(tech.records.some((r: { judul: string }) => r.judul.includes('Bu Wulan'))).toBe(false);
  });
});
