import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';
import { otpCode, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
// OTP for the Teknisi role by name, and for single accounts by their own flag.
const ctx = useTestApp(() => ({ smtpUrl: smtp.url, otpRoles: ['teknisi'] }), { signIn: [] });
beforeAll(async () => {
  await insertUser(ctx.database, { username: 'nina', email: 'nina@contoh.id', roleId: 52, otp: true });
});

async function start(username: string, password: string, remember = false) {
  const email = username === 'teknisi' ? 'teknisi@kantor.local' : `${username}@contoh.id`;
  const seen = smtp.count(email);
  const response = await post(ctx.app, '/api/auth/login', { username, password, remember });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const mail = await smtp.waitFor(email, { since: seen });
  return { body, otpToken: body.otpToken as string, code: otpCode(mail), mail };
}
const verify = (otpToken: string, code: string, lang?: string) =>
  post(ctx.app, '/api/auth/otp/verify', { otpToken, code }, { lang });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('OTP second step', () => {
  it('asks an account with OTP on for the mailed 6-digit code, then answers the token', async () => {
    const { body, otpToken, code, mail } = await start('nina', 'Kopi-Tubruk-Pagi-7', true);
    expect(Object.keys(body).sort()).toEqual(['message', 'otp', 'otpToken']);
    expect(body).toMatchObject({ otp: true, message: 'OTP Sent Successfully' });
    expect(mail.subject).toBe(`Kantor: OTP code ${code}`);
    expect(code).toMatch(/^\d{6}$/);
    const done = await verify(otpToken, code);
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json())).toEqual(['token']);
    const [session] = await ctx.database.query<{ remember: boolean }>(
      'SELECT remember FROM sessions ORDER BY id DESC LIMIT 1',
    );
    expect(session!.remember).toBe(true);
    // The challenge is single-use.
    expect((await verify(otpToken, code)).json()).toEqual({
      message: 'This sign-in has ended, please sign in again',
    });
  });

  it('asks every account of a role listed in OTP_ROLES, and not the others', async () => {
    const teknisi = await start('teknisi', TEST_TEKNISI_PASSWORD);
    expect(teknisi.body.otp).toBe(true);
    expect((await verify(teknisi.otpToken, teknisi.code)).statusCode).toBe(200);
    const admin = await post(ctx.app, '/api/auth/login', {
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(Object.keys(admin.json())).toEqual(['token']);
  });

  it('refuses a wrong, malformed or missing code with exact messages and no session', async () => {
    const { otpToken, code } = await start('nina', 'Kopi-Tubruk-Pagi-7');
    const before = await snapshot(ctx.database);
    const wrong = await verify(otpToken, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The OTP code is invalid',
      errors: { code: ['The OTP code is invalid'] },
    });
    const malformed = await verify(otpToken, '12ab', 'id-ID');
    expect(malformed.json()).toEqual({
      message: 'Formulir tidak valid',
      errors: { code: ['Kode OTP tidak valid'] },
    });
    const missing = await post(ctx.app, '/api/auth/otp/verify', {});
    expect(missing.json()).toEqual({
      message: 'Form is invalid',
      errors: { otpToken: ['This field is required'], code: ['This field is required'] },
    });
    const unknown = await verify('bukan-token', code);
    expect(unknown.json()).toEqual({ message: 'This sign-in has ended, please sign in again' });
    expect(await snapshot(ctx.database)).toEqual(before);
    expect((await verify(otpToken, code)).statusCode).toBe(200);
  });

  it("answers 'OTP has expired' after 5 minutes, and a resent code works", async () => {
    const { otpToken, code } = await start('nina', 'Kopi-Tubruk-Pagi-7');
    const [row] = await ctx.database.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM otp_challenges ORDER BY id DESC LIMIT 1',
    );
    expect(row!.minutes).toBe(5);
    await ctx.database.query("UPDATE otp_challenges SET expires_at = now() - interval '1 second'");
    const expired = await verify(otpToken, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: 'OTP has expired', errors: { code: ['OTP has expired'] } });
    expect((await verify(otpToken, code, 'id-ID')).json().message).toBe('OTP telah kedaluwarsa');

    const seen = smtp.count('nina@contoh.id');
    const resent = await post(ctx.app, '/api/auth/otp/resend', { otpToken });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'OTP Sent Successfully' });
    const fresh = otpCode(await smtp.waitFor('nina@contoh.id', { since: seen }));
    if (fresh !== code) expect((await verify(otpToken, code)).statusCode).toBe(422);
    expect((await verify(otpToken, fresh)).statusCode).toBe(200);
  });

  it("allows 3 resends, then answers 'Unable to resend otp'", async () => {
    const { otpToken } = await start('nina', 'Kopi-Tubruk-Pagi-7');
    for (let i = 0; i < 3; i++)
      expect((await post(ctx.app, '/api/auth/otp/resend', { otpToken })).statusCode).toBe(200);
    const refused = await post(ctx.app, '/api/auth/otp/resend', { otpToken });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Unable to resend otp' });
    const id = await post(ctx.app, '/api/auth/otp/resend', { otpToken }, { lang: 'id-ID' });
    expect(id.json()).toEqual({ message: 'Tidak dapat mengirim ulang OTP' });
  });

  it("bounds the tries: after 5 wrong codes even the right one gets 'Too Many Attempts.'", async () => {
    const { otpToken, code } = await start('nina', 'Kopi-Tubruk-Pagi-7');
    for (let i = 0; i < 5; i++) expect((await verify(otpToken, wrongCode(code))).statusCode).toBe(422);
    const locked = await verify(otpToken, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A new sign-in does not reset the count of the account.
    const again = await start('nina', 'Kopi-Tubruk-Pagi-7');
    expect((await verify(again.otpToken, again.code)).statusCode).toBe(429);
    await ctx.database.query('DELETE FROM auth_throttle');
  });

  it('gives no token when the account was blocked while the code was on its way', async () => {
    await insertUser(ctx.database, { username: 'rama', email: 'rama@contoh.id', otp: true });
    const { otpToken, code } = await start('rama', 'Kopi-Tubruk-Pagi-7');
    await ctx.database.query("UPDATE users SET status = 'Blocked' WHERE username = 'rama'");
    const refused = await verify(otpToken, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your account has been blocked', status: 'Blocked' });
  });
});
