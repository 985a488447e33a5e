import { describe, expect, it } from 'vitest';
import { call, insertUser, post } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';
import { firstLink, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { createMailer } from './mailer.ts';

const ctx = useTestApp({ publicHost: 'http://kantor.test' }, { signIn: [] });

describe('mail without SMTP: the in-app outbox', () => {
  it('keeps every message, which an admin reads and others cannot', async () => {
    expect(ctx.app.mailer.transport).toBe('outbox');
    await insertUser(ctx.database, { username: 'ayu', email: 'ayu@contoh.id' });
    await post(ctx.app, '/api/auth/password/forgot', { email: 'ayu@contoh.id' });
    await ctx.app.mailer.idle();
    const admin = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const list = await call(ctx.app, 'GET', '/api/mail/outbox', undefined, { token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalRecords: 1, page: 1, transport: 'outbox' });
    const [item] = list.json().records;
    expect(item).toMatchObject({ to_address: 'ayu@contoh.id', subject: 'Kantor: Reset your password' });
    const one = await call(ctx.app, 'GET', `/api/mail/outbox/${item.id}`, undefined, { token: admin });
    expect(firstLink({ text: one.json().text_body } as never)).toMatch(
      /^http:\/\/kantor\.test\/reset-password\?token=/,
    );
    expect(one.json().html_body).toContain('<a href="http://kantor.test/reset-password?token=');
    const searched = await call(ctx.app, 'GET', '/api/mail/outbox?search=nobody', undefined, {
      token: admin,
    });
    expect(searched.json().totalRecords).toBe(0);
    expect((await call(ctx.app, 'GET', '/api/mail/outbox/999', undefined, { token: admin })).statusCode).toBe(
      404,
    );
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    expect(
      (await call(ctx.app, 'GET', `/api/mail/outbox/${item.id}`, undefined, { token: teknisi })).statusCode,
    ).toBe(403);
  });
});

describe('mail over SMTP', () => {
  it('delivers through nodemailer to a real SMTP server, from MAIL_FROM, with nothing kept in the outbox', async () => {
    const smtp = await startSmtpCatcher();
    const outbox = async () => (await ctx.database.query('SELECT id FROM mail_outbox')).length;
    const kept = await outbox();
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Kantor <no-reply@kantor.test>' },
      ctx.database.query,
      {
        error: () => {},
      },
    );
    expect(mailer.transport).toBe('smtp');
    mailer.queue({
      to: 'tujuan@contoh.id',
      subject: 'Halo – ujian',
      text: 'Baris satu\nhttp://kantor.test/x?token=abc',
    });
    await mailer.idle();
    const mail = await smtp.waitFor('tujuan@contoh.id');
    expect(mail.from).toBe('no-reply@kantor.test');
    expect(mail.subject).toBe('Halo – ujian');
    expect(firstLink(mail)).toBe('http://kantor.test/x?token=abc');
    expect(await outbox()).toBe(kept);
    await mailer.close();
    await smtp.close();
  });

  it('logs a failed delivery without failing the request that queued it', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@kantor.test' },
      ctx.database.query,
      {
        error: (obj) => errors.push(obj),
      },
    );
    mailer.queue({ to: 'a@contoh.id', subject: 's', text: 't' });
    await mailer.idle();
    expect(errors).toHaveLength(1);
    await mailer.close();
  });
});
