import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { firstLink, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

let smtp: SmtpCatcher;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const ctx = useTestApp(() => ({ smtpUrl: smtp.url }), { signIn: [] });
beforeAll(async () => {
  await insertUser(ctx.database, {
    username: 'mega',
    email: 'mega@contoh.id',
    password: 'Kopi-Tubruk-Pagi-7',
  });
  await insertUser(ctx.database, { username: 'dian', email: 'dian@contoh.id' });
  token = (
    await post(ctx.app, '/api/auth/login', { username: 'mega', password: 'Kopi-Tubruk-Pagi-7' })
  ).json().token;
});

const put = (payload: unknown, lang?: string) =>
  call(ctx.app, 'PUT', '/api/account/profile', payload, { token, lang });

describe('account detail and edit', () => {
  it('shows the own account without secrets, and nothing to nobody', async () => {
    expect((await call(ctx.app, 'GET', '/api/account/profile')).statusCode).toBe(401);
    const response = await call(ctx.app, 'GET', '/api/account/profile', undefined, { token });
    expect(response.json()).toMatchObject({
      username: 'mega',
      email: 'mega@contoh.id',
      role: 'Teknisi',
      status: 'Active',
      otp_enabled: false,
      has_password: true,
    });
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('edits username, phone and OTP; refuses bad values and changes nothing then', async () => {
    const before = await snapshot(ctx.database);
    const bad = await put({ username: 'DIAN', no_hp: 'telepon', otp_enabled: 'kadang', email: 'bukan' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      username: ['This value has already been taken'],
      no_hp: ['The value is invalid'],
      otp_enabled: ['The value must be yes or no'],
      email: ['Please enter a valid email address'],
    });
    expect(await snapshot(ctx.database)).toEqual(before);
    const ok = await put({ username: 'mega.wati', no_hp: '0812 3456 7890', otp_enabled: true }, 'id-ID');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Data berhasil diperbarui',
      emailPending: false,
      profile: { username: 'mega.wati', no_hp: '0812 3456 7890', otp_enabled: true },
    });
  });

  it('changes the address only through a link mailed to the new one', async () => {
    const response = await put({ email: 'mega.baru@contoh.id' });
    expect(response.json()).toMatchObject({
      message: 'Verification email has been sent',
      emailPending: true,
    });
    expect(response.json().profile.email).toBe('mega@contoh.id');
    const link = firstLink(await smtp.waitFor('mega.baru@contoh.id'));
    const done = await post(ctx.app, '/api/auth/verify-email', {
      token: new URL(link).searchParams.get('token'),
    });
    expect(done.json()).toEqual({ message: 'Verification completed', status: 'Active' });
    const profile = await call(ctx.app, 'GET', '/api/account/profile', undefined, { token });
    expect(profile.json().email).toBe('mega.baru@contoh.id');
  });

  it('answers an address in use exactly like a free one and only warns its owner', async () => {
    const taken = await put({ email: 'dian@contoh.id' });
    const free = await put({ email: 'mega.lain@contoh.id' });
    expect(taken.json().message).toBe(free.json().message);
    expect(taken.json().emailPending).toBe(true);
    const notice = await smtp.waitFor('dian@contoh.id');
    expect(notice.subject).toBe('Kantor: Your email address is already registered');
    const [row] = await ctx.database.query<{ email: string }>(
      "SELECT email FROM users WHERE username = 'dian'",
    );
    expect(row!.email).toBe('dian@contoh.id');
  });
});
