// Issue 32 (High): an agency took over the main public site and its password-reset mail by listing
// `localhost` in its site's domains, and read the admin's NPWP, QRIS and NSFP through the generic list.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { type As, agencyLogin, caller } from '../../test/website-support.ts';
import { invoiceSettings } from '../invoicing/settings.ts';

let as: As;
let agency: { token: string; id: number };
let other: { token: string; id: number };

// The admin's company profile: tax and payment settings an agency must never read or write.
const NPWP = '01.234.567.8-901.000';
const QRIS = '00020101021126570011ID.DANA.WWW011893600915302259148102090225914810303UMI51440014ID.CO.QRIS';
const NSFP = '0102600000001-0102600000100';

const ctx = useTestApp({ publicHost: 'https://kantor.test' });
beforeAll(async () => {
  as = caller(ctx);
  agency = await agencyLogin(ctx, 'agensi.jahat');
  other = await agencyLogin(ctx, 'agensi.lain');
  const profile = await as(ctx.admin, 'PUT', '/api/website/single/umum', {
    judul: 'CV Sinar Teknik',
    data: { nama_usaha: 'CV Sinar Teknik', npwp: NPWP, pkp: true, qris: QRIS, nsfp: [NSFP], ppn_persen: 11 },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const slide = await as(ctx.admin, 'POST', '/api/website/items/slider', { judul: 'Situs utama Sinar' });
  expect(slide.statusCode, slide.body).toBe(200);
});

const visit = (host: string) => ctx.app.inject({ method: 'GET', url: '/', headers: { host } });
const claim = (token: string, domain: string) =>
  as(token, 'PUT', '/api/website/single/umum', { judul: 'Situs agensi', data: { domain } });

describe('a domain belongs to one site, and never to the main site’s hosts', () => {
  it('refuses `localhost` and the main host, in any spelling, naming data.domain (422)', async () => {
    for (const domain of [
      'localhost',
      'LOCALHOST.',
      'http://localhost:3000/login',
      'kantor.test',
      'https://WWW.Kantor.Test:443/',
      'app.localhost',
      '127.0.0.1',
      '[::1]',
    ]) {
      const refused = await claim(agency.token, domain);
      expect(refused.statusCode, `${domain}: ${refused.body}`).toBe(422);
      expect(Object.keys(refused.json().errors), domain).toEqual(['data.domain']);
    }
  });

  it('stores a domain in its one normal form and refuses it to a second site (422)', async () => {
    const own = await claim(agency.token, 'HTTPS://WWW.Agensi-Jahat.TEST:8443/beranda\nbücher.example.');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().record.data.domain).toEqual(['agensi-jahat.test', 'xn--bcher-kva.example']);
    for (const domain of ['agensi-jahat.test', 'www.AGENSI-JAHAT.test.', 'xn--bcher-kva.example']) {
      const taken = await claim(other.token, domain);
      expect(taken.statusCode, `${domain}: ${taken.body}`).toBe(422);
      expect(taken.json().errors['data.domain'][0]).toContain('already belongs to another site');
    }
    const fresh = await claim(other.token, 'agensi-lain.test');
    expect(fresh.statusCode, fresh.body).toBe(200);
    // the generic routes check the same
    const row = own.json().record.id;
    for (const domain of [['localhost'], ['agensi-lain.test']]) {
      const edit = await as(agency.token, 'PUT', `/api/rsetwebsite/edit/${row}`, { data: { domain } });
      expect(edit.statusCode, edit.body).toBe(422);
      expect(Object.keys(edit.json().errors)).toEqual(['data.domain']);
    }
    // the agency's own site is served at its domain, the main site everywhere else
    expect((await visit('agensi-jahat.test')).body).toContain('Situs agensi');
    expect((await visit('localhost')).body).toContain('Situs utama Sinar');
  });

  it('shows the main site at its hosts even where an older row claims them', async () => {
    // what the old code let through: the agency's profile listing localhost and the main host
    await ctx.database.query(
      `UPDATE rsetwebsite SET data = jsonb_set(data, '{domain}', '["localhost", "kantor.test", "agensi-jahat.test"]')
        WHERE user_id = $1 AND bagian = 'umum'`,
      [agency.id],
    );
    await as(agency.token, 'POST', '/api/website/items/slider', { judul: 'Diambil alih' });
    for (const host of ['localhost', 'localhost:3000', 'kantor.test', '127.0.0.1:3000']) {
      const page = await visit(host);
      expect(page.statusCode).toBe(200);
      expect(page.body, host).toContain('Situs utama Sinar');
      expect(page.body, host).not.toContain('Diambil alih');
    }
  });
});

describe('account mails are the main site’s', () => {
  it('a password reset to another user never uses an agency’s template or link, whatever the host', async () => {
    const template = await as(agency.token, 'PUT', '/api/website/single/email_reset', {
      judul: 'Atur ulang sandi {{aplikasi}}',
      konten: 'Halo {{nama}}, masuk di https://evil.test/login lalu buka {{tautan}}.',
    });
    expect(template.statusCode, template.body).toBe(200);
    await insertUser(ctx.database, { username: 'korban', email: 'korban@contoh.id' });
    for (const host of ['localhost', 'agensi-jahat.test', 'kantor.test']) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        headers: { host },
        payload: { email: 'korban@contoh.id' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      await ctx.app.mailer.idle();
      const [mail] = await ctx.database.query<{ subject: string; text_body: string; html_body: string }>(
        "SELECT subject, text_body, html_body FROM mail_outbox WHERE to_address = 'korban@contoh.id' ORDER BY id DESC LIMIT 1",
      );
      expect(mail, host).toBeDefined();
      expect(`${mail!.subject}${mail!.text_body}${mail!.html_body}`, host).not.toContain('evil.test');
      expect(mail!.text_body, host).toMatch(/https:\/\/kantor\.test\/reset-password\?token=/);
    }
  });
});

describe('company tax and payment settings are the admin’s only', () => {
  const secrets = [NPWP, 'ID.DANA.WWW', '0102600000001', 'npwp', 'qris', 'nsfp', 'ppn_persen', 'pkp'];
  const expectNone = (body: string, where: string) => {
    for (const secret of secrets) expect(body, `${where}: ${secret}`).not.toContain(secret);
  };
  let adminRow: number;

  beforeAll(async () => {
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT w.id FROM rsetwebsite w JOIN users u ON u.id = w.user_id WHERE u.username = 'admin' AND w.bagian = 'umum'",
    );
    adminRow = row!.id;
  });

  it('are in no answer to the agency: list, view, history, export, its own settings', async () => {
    const list = await as(agency.token, 'GET', '/api/rsetwebsite?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('CV Sinar Teknik'); // the row is listed, without its tax keys
    expectNone(list.body, 'list');
    const view = await as(agency.token, 'GET', `/api/rsetwebsite/view/${adminRow}`);
    expect(view.statusCode).toBe(200);
    expectNone(view.body, 'view');
    const history = await as(agency.token, 'GET', `/api/rsetwebsite/history/${adminRow}`);
    expect(history.statusCode).toBe(200);
    expectNone(history.body, 'history');
    for (const format of ['csv', 'xlsx']) {
      const file = await as(agency.token, 'GET', `/api/rsetwebsite/export?format=${format}`);
      expect(file.statusCode, format).toBe(200);
      if (format === 'csv') expectNone(file.body, 'csv');
    }
    const options = await as(agency.token, 'GET', '/api/rsetwebsite/options?limit=100');
    expectNone(options.body, 'options');
    // a value that reached the agency's own row some other way is not answered either
    await ctx.database.query(
      `UPDATE rsetwebsite SET data = data || '{"qris": "ID.DANA.WWW-lama"}' WHERE user_id = $1 AND bagian = 'umum'`,
      [agency.id],
    );
    const own = await as(agency.token, 'GET', '/api/website/settings');
    expect(own.statusCode).toBe(200);
    expectNone(own.body, 'own settings');
    // the admin still reads them
    const adminView = await as(ctx.admin, 'GET', `/api/rsetwebsite/view/${adminRow}`);
    expect(adminView.json().data).toMatchObject({ npwp: NPWP, qris: QRIS, nsfp: [NSFP] });
  });

  it('are not written by the agency, through any route; the company’s invoices read the admin’s', async () => {
    const saved = await as(agency.token, 'PUT', '/api/website/single/umum', {
      judul: 'Situs agensi',
      data: {
        domain: 'agensi-jahat.test', // the older row's localhost claim has to go before it saves again
        nama_usaha: 'Agensi Jahat',
        npwp: '99.999.999.9-999.999',
        qris: 'QRIS-AGENSI',
        nsfp: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await ctx.database.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM rsetwebsite WHERE user_id = $1 AND bagian = 'umum'",
      [agency.id],
    );
    expect(stored!.data.npwp).toBeUndefined();
    expect(stored!.data.qris).toBe('ID.DANA.WWW-lama'); // kept as it was, not the agency's new value
    expect(stored!.data.nama_usaha).toBe('Agensi Jahat');
    const added = await as(agency.token, 'POST', '/api/rsetwebsite/add', {
      bagian: 'kontak',
      judul: 'Kontak',
      data: { npwp: '99.999.999.9-999.999' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().record.data).not.toHaveProperty('npwp');
    // the company profile other modules read is the admin's, even when an agency's row came first
    const third = await agencyLogin(ctx, 'agensi.tiga');
    await ctx.database.query(
      `INSERT INTO rsetwebsite (id, bagian, judul, data, user_id, status)
       VALUES (0, 'umum', 'Agensi Tiga', '{"nama_usaha": "Agensi Tiga", "qris": "QRIS-TIGA"}', $1, 'Active')`,
      [third.id],
    );
    const settings = await invoiceSettings(ctx.database.query);
    expect(settings.company).toMatchObject({ name: 'CV Sinar Teknik', npwp: NPWP });
    expect(settings.qris).toBe(QRIS);
  });
});
