import { describe, expect, it } from 'vitest';
import { call, insertUser, post } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';
import { firstLink, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { createMailer, RETRY_PAUSES_MINUTES } from './mailer.ts';

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
    // garbage is a 422 naming the parameter, never a 500 (the declaration, api/routes/mail.ts); a page
    // or limit that is no number is the default, as it always was; an id that is no number a 404
    for (const name of ['page', 'limit', 'search']) {
      const repeated = await call(ctx.app, 'GET', `/api/mail/outbox?${name}=1&${name}=2`, undefined, {
        token: admin,
      });
      expect(repeated.statusCode, name).toBe(422);
      expect(Object.keys(repeated.json().errors)).toEqual([name]);
    }
    // a page or limit is decimal digits only, as a maintenance id is (issue 33): `0x10` is no number
    // (never 16), so the default 25 applies, as for any other word
    for (const [query, page, limit] of [
      ['page=satu&limit=0x10', 1, 25],
      ['page=0x2&limit=1e1', 1, 25],
      ['page=1&limit=-5', 1, 25],
      ['page=%202%20&limit=16', 2, 16],
    ] as const) {
      const loose = await call(ctx.app, 'GET', `/api/mail/outbox?${query}`, undefined, { token: admin });
      expect(loose.statusCode, query).toBe(200);
      expect(loose.json(), query).toMatchObject({ page, limit });
    }
    expect((await call(ctx.app, 'GET', '/api/mail/outbox/abc', undefined, { token: admin })).statusCode).toBe(
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

  it('keeps a refused message and sends it when its time comes, from any instance', async () => {
    const quiet = { error: () => {} };
    const down = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@kantor.test' },
      ctx.database.query,
      quiet,
    );
    down.queue({ to: 'nanti@contoh.id', subject: 'Coba lagi', text: 'Isi pesan', html: '<p>Isi pesan</p>' });
    await down.idle();
    const kept = () =>
      ctx.database.query<{ id: number; attempts: number; wait_min: number; failed: boolean }>(
        `SELECT id, attempts, round(extract(epoch FROM next_try_at - now()) / 60)::int AS wait_min,
                failed_at IS NOT NULL AS failed
           FROM mail_retries WHERE to_address = 'nanti@contoh.id'`,
      );
    const [first] = await kept();
    expect(first).toMatchObject({ attempts: 1, wait_min: 1, failed: false });

    // not yet due: nothing is sent
    const smtp = await startSmtpCatcher();
    const up = createMailer({ smtpUrl: smtp.url, mailFrom: 'y@kantor.test' }, ctx.database.query, quiet);
    expect(await up.retryDue()).toBe(0);
    // due (another instance, now with a working server): sent once, and no longer kept
    await ctx.database.query(
      "UPDATE mail_retries SET next_try_at = now() - interval '1 second' WHERE to_address = 'nanti@contoh.id'",
    );
    expect(await up.retryDue()).toBe(1);
    expect(await up.retryDue()).toBe(0);
    const mail = await smtp.waitFor('nanti@contoh.id');
    expect([mail.subject, mail.text.trim()]).toEqual(['Coba lagi', 'Isi pesan']);
    expect(await kept()).toEqual([]);
    await up.close();
    await smtp.close();
    await down.close();
  });

  it('waits longer after each refusal and gives up after the sixth try', async () => {
    const quiet = { error: () => {} };
    const down = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@kantor.test' },
      ctx.database.query,
      quiet,
    );
    down.queue({ to: 'salah@contoh.id', subject: 's', text: 't' });
    await down.idle();
    const row = async () =>
      (
        await ctx.database.query<{ attempts: number; wait_min: number; failed: boolean }>(
          `SELECT attempts, round(extract(epoch FROM next_try_at - now()) / 60)::int AS wait_min,
                  failed_at IS NOT NULL AS failed
             FROM mail_retries WHERE to_address = 'salah@contoh.id'`,
        )
      )[0]!;
    const seen: number[] = [(await row()).wait_min];
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await ctx.database.query(
        "UPDATE mail_retries SET next_try_at = now() WHERE to_address = 'salah@contoh.id'",
      );
      expect(await down.retryDue()).toBe(0);
      const now = await row();
      expect(now.attempts).toBe(attempt);
      if (attempt < 6) seen.push(now.wait_min);
      else expect(now.failed).toBe(true);
    }
    // 1, 5, 30 minutes, 2 hours, 12 hours: the pauses written in the docs
    expect(seen).toEqual([1, 5, 30, 120, 720]);
    expect(RETRY_PAUSES_MINUTES).toHaveLength(5);
    await ctx.database.query(
      "UPDATE mail_retries SET next_try_at = now() WHERE to_address = 'salah@contoh.id'",
    );
    expect(await down.retryDue()).toBe(0);
    expect((await row()).attempts).toBe(6);
    await down.close();
  });
});
