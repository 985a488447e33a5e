import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { login, TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { firstLink, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const ctx = useTestApp(() => ({ smtpUrl: smtp.url, publicHost: 'http://kantor.test' }), { signIn: [] });
// REGISTRATION_APPROVAL=false
const open = useTestApp(
  () => ({ smtpUrl: smtp.url, publicHost: 'http://open.test', registrationApproval: false }),
  { signIn: [] },
);

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const form = (over: Record<string, unknown> = {}) => ({
  username: 'putri',
  email: 'putri@contoh.id',
  no_hp: '0812-3456-7890',
  password: 'Teh-Manis-Dingin-5',
  password_confirmation: 'Teh-Manis-Dingin-5',
  ...over,
});

describe('registration and email verification', () => {
  it('registers a Pending account, mails a single-use link, verifies, then waits for approval', async () => {
    const response = await post(ctx.app, '/api/auth/register', form());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification email has been sent' });
    const mail = await smtp.waitFor('putri@contoh.id');
    expect(mail.subject).toBe('Kantor: Verify your email address');
    const link = firstLink(mail);
    expect(link.startsWith('http://kantor.test/verify-email?token=')).toBe(true);
    const [user] = await ctx.database.query<Record<string, unknown>>(
      "SELECT status, user_role_id, email_verified_at, user_id, id FROM users WHERE username = 'putri'",
    );
    expect(user).toMatchObject({ status: 'Pending', user_role_id: 53, email_verified_at: null });
    expect(user!.user_id).toBe(user!.id);

    // No token for an unverified, unapproved account.
    const early = await post(ctx.app, '/api/auth/login', {
      username: 'putri',
      password: 'Teh-Manis-Dingin-5',
    });
    expect(early.json()).toEqual({ message: 'Account Pending', status: 'Pending' });

    const verified = await post(ctx.app, '/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Verification completed', status: 'Pending' });
    const again = await post(ctx.app, '/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'This link is invalid or has already been used' });

    // The admin approves: the account signs in.
    const admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
    const approve = await call(
      ctx.app,
      'PUT',
      `/api/akun/ubahrolestatusverify/${user!.id}`,
      { status: 'Active' },
      { token: admin },
    );
    expect(approve.statusCode).toBe(200);
    const approvedMail = await smtp.waitFor('putri@contoh.id', { since: 1 });
    expect(approvedMail.subject).toBe('Kantor: Your account has been approved');
    const signedIn = await post(ctx.app, '/api/auth/login', {
      username: 'putri@contoh.id',
      password: 'Teh-Manis-Dingin-5',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toBeTruthy();
  });

  it('activates on verification when approval is off', async () => {
    await post(open.app, '/api/auth/register', form({ username: 'agus', email: 'agus@contoh.id' }));
    const link = firstLink(await smtp.waitFor('agus@contoh.id'));
    expect(link.startsWith('http://open.test/verify-email?token=')).toBe(true);
    const verified = await post(open.app, '/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.json()).toEqual({ message: 'Verification completed', status: 'Active' });
    const signedIn = await post(open.app, '/api/auth/login', {
      username: 'agus',
      password: 'Teh-Manis-Dingin-5',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers Indonesian callers in Indonesian and mails them in Indonesian', async () => {
    const response = await post(
      open.app,
      '/api/auth/register',
      form({ username: 'ani', email: 'ani@contoh.id' }),
      {
        lang: 'id-ID',
      },
    );
    expect(response.json()).toEqual({ message: 'Email verifikasi telah dikirim' });
    const mail = await smtp.waitFor('ani@contoh.id');
    expect(mail.subject).toBe('Kantor: Verifikasi alamat email Anda');
    expect(mail.text).toContain('Halo ani,');
  });

  it('refuses bad input with every field named, and creates nothing', async () => {
    const before = await snapshot(ctx.database);
    const empty = await post(ctx.app, '/api/auth/register', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Form is invalid',
      errors: {
        username: ['This field is required'],
        email: ['This field is required'],
        password: ['This field is required'],
      },
    });
    const bad = await post(
      ctx.app,
      '/api/auth/register',
      form({
        username: 'a b',
        email: 'bukan-email',
        no_hp: 'abc',
        password: 'sayang123',
        password_confirmation: 'x',
      }),
    );
    expect(bad.json().errors).toEqual({
      username: ['Use only letters, numbers, dots, dashes and underscores'],
      email: ['Please enter a valid email address'],
      no_hp: ['The value is invalid'],
      password: ['This password is too common and easy to guess, choose another one'],
    });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { password: 'pendek', password_confirmation: 'pendek' },
        { password: ['Minimum length of 8 characters'] },
      ],
      [
        { password: 'putri', password_confirmation: 'putri' },
        { password: ['Minimum length of 8 characters'] },
      ],
      [
        { username: 'putrisari', password: 'PutriSari', password_confirmation: 'PutriSari' },
        { password: ['The password must not be the same as the username'] },
      ],
      [
        { password: 'Bismillah2024!', password_confirmation: 'Bismillah2024!' },
        { password: ['This password is too common and easy to guess, choose another one'] },
      ],
      [
        { password_confirmation: 'Teh-Manis-Dingin-6' },
        { password_confirmation: ['Your passwords do not match'] },
      ],
    ];
    for (const [over, errors] of cases) {
      const response = await post(
        ctx.app,
        '/api/auth/register',
        form({ username: 'baru', email: 'baru@contoh.id', ...over }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await snapshot(ctx.database)).toEqual(before);
    expect(smtp.count('baru@contoh.id')).toBe(0);
  });

  it('answers a registration with a username in use exactly like a new one, and tells only the address', async () => {
    const before = await snapshot(ctx.database);
    const fresh = await post(
      ctx.app,
      '/api/auth/register',
      form({ username: 'unik9', email: 'unik9@contoh.id' }),
    );
    // the probe's request: an existing username, any address
    const taken = await post(
      ctx.app,
      '/api/auth/register',
      form({ username: 'ADMIN', email: 'lain@contoh.id' }),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(JSON.stringify(taken.json())).not.toMatch(/taken|digunakan/i);
    const notice = await smtp.waitFor('lain@contoh.id');
    expect(notice.subject).toBe('Kantor: That username is taken');
    expect(notice.text).not.toMatch(/token=/);
    expect((await snapshot(ctx.database)).users).toBe(before.users + 1); // only unik9
  });

  it('answers a registration with an address in use exactly like a new one, and mails the owner instead', async () => {
    await insertUser(ctx.database, { username: 'lama', email: 'lama@contoh.id' });
    const before = await snapshot(ctx.database);
    const fresh = await post(
      ctx.app,
      '/api/auth/register',
      form({ username: 'baru1', email: 'baru1@contoh.id' }),
    );
    const used = await post(
      ctx.app,
      '/api/auth/register',
      form({ username: 'baru2', email: 'LAMA@contoh.id' }),
    );
    expect(used.statusCode).toBe(fresh.statusCode);
    expect(used.json()).toEqual(fresh.json());
    expect(used.headers['content-length']).toBe(fresh.headers['content-length']);
    const notice = await smtp.waitFor('lama@contoh.id');
    expect(notice.subject).toBe('Kantor: Your email address is already registered');
    expect(notice.text).not.toMatch(/token=/);
    const after = await snapshot(ctx.database);
    expect(after.users).toBe(before.users + 1); // only baru1
  });

  it('resends the verification with the same answer for any address, and only unverified accounts get mail', async () => {
    await post(ctx.app, '/api/auth/register', form({ username: 'rina', email: 'rina@contoh.id' }));
    const firstMail = await smtp.waitFor('rina@contoh.id');
    const known = await post(ctx.app, '/api/auth/verify-email/resend', { email: 'rina@contoh.id' });
    const unknown = await post(ctx.app, '/api/auth/verify-email/resend', { email: 'siapa@contoh.id' });
    const verified = await post(ctx.app, '/api/auth/verify-email/resend', { email: 'admin@kantor.local' });
    for (const r of [known, unknown, verified]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ message: 'Verification email has been sent' });
    }
    const second = await smtp.waitFor('rina@contoh.id', { since: 1 });
    // Both links work until one is used; then the other is gone too.
    const ok = await post(ctx.app, '/api/auth/verify-email', { token: tokenOf(firstLink(second)) });
    expect(ok.statusCode).toBe(200);
    const old = await post(ctx.app, '/api/auth/verify-email', { token: tokenOf(firstLink(firstMail)) });
    expect(old.json()).toEqual({ message: 'This link is invalid or has already been used' });
    await ctx.app.mailer.idle();
    expect(smtp.count('siapa@contoh.id')).toBe(0);
    expect(smtp.count('admin@kantor.local')).toBe(0);
    const bad = await post(ctx.app, '/api/auth/verify-email/resend', { email: 'nope' });
    expect(bad.json()).toEqual({
      message: 'Form is invalid',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('refuses a missing, unknown or expired verification token and changes nothing', async () => {
    await post(ctx.app, '/api/auth/register', form({ username: 'yuni', email: 'yuni@contoh.id' }));
    const link = firstLink(await smtp.waitFor('yuni@contoh.id'));
    const missing = await post(ctx.app, '/api/auth/verify-email', {});
    expect(missing.json()).toEqual({
      message: 'Form is invalid',
      errors: { token: ['This field is required'] },
    });
    const unknown = await post(ctx.app, '/api/auth/verify-email', { token: 'bukan-token' });
    expect(unknown.json()).toEqual({ message: 'This link is invalid or has already been used' });
    await ctx.database.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'verify_email'",
    );
    const before = await snapshot(ctx.database);
    const expired = await post(ctx.app, '/api/auth/verify-email', { token: tokenOf(link) }, { lang: 'id' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: 'Tautan ini telah kedaluwarsa' });
    expect(await snapshot(ctx.database)).toEqual(before);
  });

  it("limits mail requests per address: 'Too Many Attempts.' with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(ctx.app, '/api/auth/verify-email/resend', { email: 'banjir@contoh.id' })).statusCode,
      ).toBe(200);
    }
    const refused = await post(ctx.app, '/api/auth/verify-email/resend', { email: 'banjir@contoh.id' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
