import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { firstLink, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const ctx = useTestApp(() => ({ smtpUrl: smtp.url, publicHost: 'http://kantor.test' }), { signIn: [] });
beforeAll(async () => {
  await insertUser(ctx.database, {
    username: 'lina',
    email: 'lina@contoh.id',
    password: 'Kopi-Tubruk-Pagi-7',
  });
  await insertUser(ctx.database, {
    username: 'hadi',
    email: 'hadi@contoh.id',
    password: 'Kopi-Tubruk-Pagi-7',
  });
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const signIn = async (username: string, password: string) =>
  (await post(ctx.app, '/api/auth/login', { username, password })).json().token as string;
const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/account/currentuserdata',
    headers: { authorization: `Bearer ${token}` },
  });

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await post(ctx.app, '/api/auth/password/forgot', { email: 'LINA@contoh.id' });
    const unknown = await post(ctx.app, '/api/auth/password/forgot', { email: 'hilang@contoh.id' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message: 'If the address belongs to an account, a password reset link has been sent to it',
    });
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    const mail = await smtp.waitFor('lina@contoh.id');
    expect(mail.subject).toBe('Kantor: Reset your password');
    expect(firstLink(mail).startsWith('http://kantor.test/reset-password?token=')).toBe(true);
    await ctx.app.mailer.idle();
    expect(smtp.count('hilang@contoh.id')).toBe(0);
  });

  it('resets with the link once, ends every session, and the old password stops working', async () => {
    const session = await signIn('hadi', 'Kopi-Tubruk-Pagi-7');
    await post(ctx.app, '/api/auth/password/forgot', { email: 'hadi@contoh.id' });
    const token = tokenOf(firstLink(await smtp.waitFor('hadi@contoh.id')));

    // A refused new password leaves the link usable and nothing changed.
    const before = await snapshot(ctx.database);
    const weak = await post(ctx.app, '/api/auth/password/reset', {
      token,
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      password: ['This password is too common and easy to guess, choose another one'],
    });
    const mismatch = await post(ctx.app, '/api/auth/password/reset', {
      token,
      password: 'Nasi-Goreng-Pedas-3',
      password_confirmation: 'Nasi-Goreng-Pedas-4',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Your passwords do not match'] });
    const same = await post(ctx.app, '/api/auth/password/reset', {
      token,
      password: 'hadi',
      password_confirmation: 'hadi',
    });
    expect(same.json().errors).toEqual({ password: ['Minimum length of 8 characters'] });
    expect(await snapshot(ctx.database)).toEqual(before);

    const reset = await post(ctx.app, '/api/auth/password/reset', {
      token,
      password: 'Nasi-Goreng-Pedas-3',
      password_confirmation: 'Nasi-Goreng-Pedas-3',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset, you can sign in now' });
    expect((await me(session)).statusCode).toBe(401);
    expect(
      (await post(ctx.app, '/api/auth/login', { username: 'hadi', password: 'Kopi-Tubruk-Pagi-7' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, '/api/auth/login', { username: 'hadi', password: 'Nasi-Goreng-Pedas-3' }))
        .statusCode,
    ).toBe(200);

    const reused = await post(ctx.app, '/api/auth/password/reset', {
      token,
      password: 'Es-Cendol-Segar-8',
      password_confirmation: 'Es-Cendol-Segar-8',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: 'This link is invalid or has already been used' });
  });

  it('refuses missing fields, unknown and expired links, and a newer request replaces the older link', async () => {
    const missing = await post(ctx.app, '/api/auth/password/reset', {});
    expect(missing.json()).toEqual({
      message: 'Form is invalid',
      errors: {
        token: ['This field is required'],
        password: ['This field is required'],
        password_confirmation: ['This field is required'],
      },
    });
    const forgotMissing = await post(ctx.app, '/api/auth/password/forgot', {});
    expect(forgotMissing.json()).toEqual({
      message: 'Form is invalid',
      errors: { email: ['This field is required'] },
    });
    const good = { password: 'Es-Cendol-Segar-8', password_confirmation: 'Es-Cendol-Segar-8' };
    const unknown = await post(ctx.app, '/api/auth/password/reset', { token: 'palsu', ...good });
    expect(unknown.json()).toEqual({ message: 'This link is invalid or has already been used' });

    const seen = smtp.count('lina@contoh.id');
    await post(ctx.app, '/api/auth/password/forgot', { email: 'lina@contoh.id' });
    const older = tokenOf(firstLink(await smtp.waitFor('lina@contoh.id', { since: seen })));
    await post(ctx.app, '/api/auth/password/forgot', { email: 'lina@contoh.id' });
    const newer = tokenOf(firstLink(await smtp.waitFor('lina@contoh.id', { since: seen + 1 })));
    const replaced = await post(ctx.app, '/api/auth/password/reset', { token: older, ...good });
    expect(replaced.json()).toEqual({ message: 'This link is invalid or has already been used' });

    await ctx.database.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'",
    );
    const before = await snapshot(ctx.database);
    const expired = await post(ctx.app, '/api/auth/password/reset', { token: newer, ...good });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: 'This link has expired' });
    expect(await snapshot(ctx.database)).toEqual(before);
  });

  it('gives a reset link 60 minutes', async () => {
    await post(ctx.app, '/api/auth/password/forgot', { email: 'hadi@contoh.id' });
    const [row] = await ctx.database.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM auth_tokens
        WHERE purpose = 'reset_password' ORDER BY id DESC LIMIT 1`,
    );
    expect(row!.minutes).toBe(60);
  });

  it("limits reset requests per address and per caller: 'Too Many Attempts.'", async () => {
    for (let i = 0; i < 5; i++)
      await post(ctx.app, '/api/auth/password/forgot', { email: 'sering@contoh.id' });
    const refused = await post(ctx.app, '/api/auth/password/forgot', { email: 'sering@contoh.id' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      await post(ctx.app, '/api/auth/password/forgot', { email: `x${i}@contoh.id` }, { ip });
    expect(
      (await post(ctx.app, '/api/auth/password/forgot', { email: 'y@contoh.id' }, { ip })).statusCode,
    ).toBe(429);
  });
});

describe('change password', () => {
  const change = (token: string, payload: unknown, lang?: string) =>
    post(ctx.app, '/api/auth/password/change', payload, { token, lang });

  it('needs a signed-in caller', async () => {
    const response = await post(ctx.app, '/api/auth/password/change', {});
    expect(response.statusCode).toBe(401);
  });

  it('refuses bad input with exact messages and changes nothing', async () => {
    await insertUser(ctx.database, {
      username: 'tuti',
      email: 'tuti@contoh.id',
      password: 'Kopi-Tubruk-Pagi-7',
    });
    const token = await signIn('tuti', 'Kopi-Tubruk-Pagi-7');
    const before = await snapshot(ctx.database);
    const missing = await change(token, {});
    expect(missing.json()).toEqual({
      message: 'Form is invalid',
      errors: {
        current_password: ['This field is required'],
        password: ['This field is required'],
        password_confirmation: ['This field is required'],
      },
    });
    const wrong = await change(token, {
      current_password: 'Salah-Sandi-1',
      password: 'Sate-Ayam-Madura-2',
      password_confirmation: 'Sate-Ayam-Madura-2',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The current password is incorrect',
      errors: { current_password: ['The current password is incorrect'] },
    });
    const mismatch = await change(
      token,
      {
        current_password: 'Kopi-Tubruk-Pagi-7',
        password: 'Sate-Ayam-Madura-2',
        password_confirmation: 'Sate-Ayam-Madura-3',
      },
      'id-ID',
    );
    expect(mismatch.json()).toEqual({
      message: 'Formulir tidak valid',
      errors: { password_confirmation: ['Kata sandi Anda tidak cocok'] },
    });
    const common = await change(token, {
      current_password: 'Kopi-Tubruk-Pagi-7',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(common.json().errors).toEqual({
      password: ['This password is too common and easy to guess, choose another one'],
    });
    expect(await snapshot(ctx.database)).toEqual(before);
  });

  it('changes the password and ends the other sessions of the account, keeping this one', async () => {
    await insertUser(ctx.database, {
      username: 'bayu',
      email: 'bayu@contoh.id',
      password: 'Kopi-Tubruk-Pagi-7',
    });
    const here = await signIn('bayu', 'Kopi-Tubruk-Pagi-7');
    const elsewhere = await signIn('bayu', 'Kopi-Tubruk-Pagi-7');
    const other = await signIn('lina', 'Kopi-Tubruk-Pagi-7'); // another account keeps its session
    const response = await change(here, {
      current_password: 'Kopi-Tubruk-Pagi-7',
      password: 'Sate-Ayam-Madura-2',
      password_confirmation: 'Sate-Ayam-Madura-2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed successfully' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect(
      (await post(ctx.app, '/api/auth/login', { username: 'bayu', password: 'Sate-Ayam-Madura-2' }))
        .statusCode,
    ).toBe(200);
  });

  it("locks after 5 wrong current passwords: 'Too Many Attempts.'", async () => {
    await insertUser(ctx.database, {
      username: 'dodi',
      email: 'dodi@contoh.id',
      password: 'Kopi-Tubruk-Pagi-7',
    });
    const token = await signIn('dodi', 'Kopi-Tubruk-Pagi-7');
    const attempt = {
      current_password: 'Salah-Sandi-1',
      password: 'Sate-Ayam-Madura-2',
      password_confirmation: 'Sate-Ayam-Madura-2',
    };
    for (let i = 0; i < 5; i++) expect((await change(token, attempt)).statusCode).toBe(422);
    const refused = await change(token, { ...attempt, current_password: 'Kopi-Tubruk-Pagi-7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
