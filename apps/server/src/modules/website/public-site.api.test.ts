import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { closeTestApp, createTestApp, login, TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { type As, agencyLogin, caller } from '../../test/website-support.ts';

let as: As;

const ctx = useTestApp({ publicHost: 'https://kantor.test' });
beforeAll(async () => {
  as = caller(ctx);
});

/** `GET path` as a visitor: plain HTTP, no token, no JavaScript. */
const visit = (path: string, host = 'localhost') =>
  ctx.app.inject({ method: 'GET', url: path, headers: { host } });

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('the public home page, rendered on the server', () => {
  it('shows the built-in landing before anything is set, as a light page', async () => {
    const page = ok(await visit('/'));
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="id">/);
    expect(html).toContain('<h1 id="hero-judul">Kantor: Kantor belakang untuk usaha Anda</h1>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://kantor.test/">');
    expect(html).toContain('<a class="btn" href="/login">Masuk</a>');
    // one script, deferred, of this site; landmarks for every part of the page
    // only our two small deferred scripts: the signed-in check and the chat launcher (no inline script)
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script src="/site.js" defer>',
      '<script src="/api/chat/widget.js" defer>',
    ]);
    for (const landmark of ['<header class="top">', '<nav aria-label=', '<main id="isi">', '<footer'])
      expect(html).toContain(landmark);
    expect(html).toContain('<div id="kantor-chat-widget"');
    const script = ok(await visit('/site.js'));
    expect(script.body).toContain('APP_KANTOR_TOKEN');
  });

  it('shows a changed slider title and FAQ entry on the next request', async () => {
    const slide = await as(ctx.admin, 'POST', '/api/website/items/slider', {
      judul: 'Servis AC hari ini',
      subjudul: 'Teknisi datang ke rumah',
      link: '/#harga',
      data: { tombol: 'Lihat paket' },
    });
    expect(slide.statusCode, slide.body).toBe(200);
    const faq = await as(ctx.admin, 'POST', '/api/website/items/faq', {
      judul: 'Berapa lama servis AC?',
      konten: 'Sekitar satu jam.',
    });
    expect(faq.statusCode, faq.body).toBe(200);
    let html = ok(await visit('/')).body;
    expect(html).toContain('<h1 id="hero-judul">Servis AC hari ini</h1>');
    expect(html).toContain('<summary>Berapa lama servis AC?</summary><p>Sekitar satu jam.</p>');

    await as(ctx.admin, 'PUT', `/api/website/items/slider/${slide.json().record.id}`, {
      judul: 'Cuci AC mulai Rp85.000',
    });
    await as(ctx.admin, 'PUT', `/api/website/items/faq/${faq.json().record.id}`, {
      judul: 'Apakah bergaransi?',
    });
    html = ok(await visit('/')).body;
    expect(html).toContain('<h1 id="hero-judul">Cuci AC mulai Rp85.000</h1>');
    expect(html).toContain('<summary>Apakah bergaransi?</summary>');
    expect(html).not.toContain('Servis AC hari ini');
    expect(html).not.toContain('Berapa lama servis AC?');
  });

  it('names the site one way everywhere: renaming it in Umum renames the tab, link preview, header and footer', async () => {
    const save = async (key: string, body: object) => {
      const response = await as(ctx.admin, 'PUT', `/api/website/single/${key}`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await save('laman', { judul: 'Servis AC Bandung', subjudul: 'Servis dan cuci AC bergaransi.' });
    await save('head_footer', { konten: 'Bengkel keluarga sejak 2012.' });
    for (const name of ['Bengkel Maju Jaya', 'Maju Jaya Teknik']) {
      await save('umum', { judul: name });
      const html = ok(await visit('/')).body;
      const title = `${name} — Servis AC Bandung`;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toMatch(new RegExp(`<footer[^]*<h2>${name}</h2><p>Bengkel keluarga sejak 2012.</p>`));
      expect(html).toContain(`© ${new Date().getFullYear()} ${name}`);
    }
    expect(ok(await visit('/')).body).not.toContain('Bengkel Maju Jaya');
  });

  it('renders stored script in a setting as text and strips it from rich text', async () => {
    await as(ctx.admin, 'POST', '/api/website/items/faq', {
      judul: '<script>alert("judul")</script>',
      konten:
        '<p>Jawab<img src="/x.png" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    });
    await as(ctx.admin, 'PUT', '/api/website/single/kontak', {
      judul: 'Kontak"><svg onload=alert(4)>',
      data: { alamat: '</address><script>alert(5)</script>' },
    });
    const html = ok(await visit('/')).body;
    expect(html).toContain('<summary>&lt;script&gt;alert(&quot;judul&quot;)&lt;/script&gt;</summary>');
    expect(html).toContain('Kontak&quot;&gt;&lt;svg onload=alert(4)&gt;');
    expect(html).toContain('&lt;/address&gt;&lt;script&gt;alert(5)&lt;/script&gt;');
    expect(html).not.toMatch(/<script>alert|onerror=|onload=alert\(4\)>|javascript:/);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe('the blog, the sitemap and robots.txt', () => {
  it('sanitises posts on the server and lists only published ones in the sitemap', async () => {
    const post = await as(ctx.admin, 'POST', '/api/rpostingan/add', {
      judul: 'Tips <b>AC</b> hemat',
      slug: 'tips-ac-hemat',
      ringkasan: 'Ringkas',
      konten:
        '<h1>Judul</h1><p onclick="alert(1)">Bersihkan filter</p><script>alert(2)</script><iframe src="https://x"></iframe><a href="javascript:alert(3)">a</a><a href="https://contoh.id">b</a>',
      status: 'Terbit',
      tanggal_terbit: '2026-01-10T02:00:00.000Z',
    });
    expect(post.statusCode, post.body).toBe(200);
    await as(ctx.admin, 'POST', '/api/rpostingan/add', {
      judul: 'Draf',
      slug: 'draf',
      konten: 'x',
      status: 'Draft',
    });

    const page = ok(await visit('/blog/tips-ac-hemat')).body;
    expect(page).toContain('<h1>Tips &lt;b&gt;AC&lt;/b&gt; hemat</h1>');
    expect(page).toContain('<h2>Judul</h2><p>Bersihkan filter</p>');
    expect(page).toContain('<a href="https://contoh.id" rel="noopener nofollow ugc">b</a>');
    expect(page).not.toMatch(/onclick|<script>alert|<iframe|javascript:/);
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(ok(await visit('/blog')).body).toContain('href="/blog/tips-ac-hemat"');
    expect((await visit('/blog/draf')).statusCode).toBe(404);

    const sitemap = ok(await visit('/sitemap.xml'));
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://kantor.test/blog/tips-ac-hemat</loc><lastmod>');
    expect(sitemap.body).not.toContain('/blog/draf');
    expect(ok(await visit('/robots.txt')).body).toContain('Sitemap: https://kantor.test/sitemap.xml');
  });
});

describe('an agency’s own site, chosen by the host', () => {
  it('serves the agency’s settings on its domain and the main site elsewhere', async () => {
    const agency = await agencyLogin(ctx, 'agensi.kota');
    const agencyAs = (method: 'POST' | 'PUT', url: string, payload: object) =>
      as(agency.token, method, url, payload);
    expect(
      (
        await agencyAs('PUT', '/api/website/single/umum', {
          judul: 'Agensi Kota',
          data: { domain: 'agensi.test' },
        })
      ).statusCode,
    ).toBe(200);
    await agencyAs('POST', '/api/website/items/slider', { judul: 'Website untuk UMKM' });
    await agencyAs('POST', '/api/rpostingan/add', {
      judul: 'Kabar agensi',
      slug: 'kabar-agensi',
      konten: 'Halo',
      status: 'Terbit',
    });

    const own = ok(await visit('/', 'www.agensi.test:8080')).body;
    expect(own).toContain('<h1 id="hero-judul">Website untuk UMKM</h1>');
    expect(own).toContain('<link rel="canonical" href="http://www.agensi.test:8080/">');
    const main = ok(await visit('/', 'kantor.test')).body;
    expect(main).toContain('Cuci AC mulai Rp85.000');
    expect(main).not.toContain('Website untuk UMKM');
    // a post belongs to its own site only
    expect((await visit('/blog/kabar-agensi', 'kantor.test')).statusCode).toBe(404);
    expect((await visit('/blog/kabar-agensi', 'agensi.test')).statusCode).toBe(200);
    expect(ok(await visit('/sitemap.xml', 'agensi.test')).body).toContain(
      '<loc>http://agensi.test/blog/kabar-agensi</loc>',
    );
  });
});

describe('email templates', () => {
  it('the mailer sends the stored reset template, and the built-in text without one', async () => {
    await insertUser(ctx.database, { username: 'ayu', email: 'ayu@contoh.id' });
    const outbox = async () =>
      (
        await ctx.database.query<{ subject: string; text_body: string; html_body: string }>(
          'SELECT subject, text_body, html_body FROM mail_outbox ORDER BY id DESC LIMIT 1',
        )
      )[0]!;
    await as(ctx.admin, 'POST', '/api/auth/password/forgot', { email: 'ayu@contoh.id' });
    await ctx.app.mailer.idle();
    expect((await outbox()).subject).toBe('Kantor: Reset your password');

    const saved = await as(ctx.admin, 'PUT', '/api/website/single/email_reset', {
      judul: 'Atur ulang sandi {{aplikasi}} untuk {{nama}}',
      konten: 'Halo {{nama}},\n\nBuka {{tautan}} dalam {{menit}} menit. <b>tebal</b>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'ayu@contoh.id' },
    });
    await ctx.app.mailer.idle();
    const mail = await outbox();
    expect(mail.subject).toBe('Atur ulang sandi Kantor untuk ayu');
    expect(mail.text_body).toMatch(
      /^Halo ayu,\n\nBuka https:\/\/kantor\.test\/reset-password\?token=\S+ dalam 60 menit\./,
    );
    expect(mail.html_body).toMatch(/<a href="https:\/\/kantor\.test\/reset-password\?token=[^"]+">/);
    expect(mail.html_body).toContain('&lt;b&gt;tebal&lt;/b&gt;');
  });

  it('a test send reaches the SMTP server', async () => {
    const smtp = await startSmtpCatcher();
    const mailing = await createTestApp({ smtpUrl: smtp.url, publicHost: 'https://kantor.test' });
    try {
      const token = await login(mailing.app, 'admin', TEST_ADMIN_PASSWORD);
      const send = await mailing.app.inject({
        method: 'POST',
        url: '/api/website/emailtemplate/test',
        headers: { authorization: `Bearer ${token}` },
        payload: { jenis: 'otp', judul: 'Kode {{kode}}', konten: 'Halo {{nama}}, kode Anda {{kode}}.' },
      });
      expect(send.statusCode, send.body).toBe(200);
      await mailing.app.mailer.idle();
      const mail = await smtp.waitFor('admin@kantor.local');
      expect(mail.subject).toBe('Kode 123456');
      expect(mail.text).toContain('Halo admin, kode Anda 123456.');
      const missing = await mailing.app.inject({
        method: 'POST',
        url: '/api/website/emailtemplate/test',
        headers: { authorization: `Bearer ${token}` },
        payload: { jenis: 'verifikasi' },
      });
      expect(missing.statusCode).toBe(422);
    } finally {
      await closeTestApp(mailing);
      await smtp.close();
    }
  });
});
