import { beforeAll, describe, expect, it } from 'vitest';
import { freshIp, insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp({ authMaxAttempts: 5, authIpMaxAttempts: 8, authLockMinutes: 15 }, { signIn: [] });
beforeAll(async () => {
  await insertUser(ctx.database, {
    username: 'budi',
    email: 'budi@contoh.id',
    password: 'Kopi-Tubruk-Pagi-7',
  });
  await insertUser(ctx.database, { username: 'sari', email: 'sari@contoh.id', status: 'Pending' });
  await insertUser(ctx.database, { username: 'joko', email: 'joko@contoh.id', status: 'Blocked' });
});

const login = (payload: unknown, ip = freshIp(), lang?: string) =>
  post(ctx.app, '/api/auth/login', payload, { ip, lang });

describe('sign-in answers', () => {
  it('answers 422 with each missing field, in English and in Indonesian', async () => {
    const en = await login({ username: '  ' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Form is invalid',
      errors: { username: ['This field is required'], password: ['This field is required'] },
    });
    const id = await login({}, freshIp(), 'id-ID,id;q=0.9');
    expect(id.json()).toEqual({
      message: 'Formulir tidak valid',
      errors: { username: ['Kolom ini wajib diisi'], password: ['Kolom ini wajib diisi'] },
    });
  });

  it('signs in by username or by email, case-insensitively, answering only a token', async () => {
    for (const username of ['budi', 'BUDI@contoh.id']) {
      const response = await login({ username, password: 'Kopi-Tubruk-Pagi-7' });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['token']);
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login({ username: 'budi', password: 'Salah-Sandi-123' });
    const unknown = await login({ username: 'tidakada@contoh.id', password: 'Salah-Sandi-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
    expect(unknown.json()).toEqual(wrong.json());
    const id = await login({ username: 'budi', password: 'x' }, freshIp(), 'id-ID');
    expect(id.json()).toEqual({ message: 'Data masuk ini tidak cocok dengan catatan kami.' });
  });

  it('shows Pending and Blocked only after a correct password, and gives them no token', async () => {
    const before = await snapshot(ctx.database);
    const pending = await login({ username: 'sari', password: 'Kopi-Tubruk-Pagi-7' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ message: 'Account Pending', status: 'Pending' });
    const blocked = await login({ username: 'joko', password: 'Kopi-Tubruk-Pagi-7' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Your account has been blocked', status: 'Blocked' });
    for (const username of ['sari', 'joko']) {
      const wrong = await login({ username, password: 'Bukan-Sandinya-9' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
    }
    expect((await snapshot(ctx.database)).sessions).toBe(before.sessions);
  });

  it('signs in with the remember flag for the longer lifetime', async () => {
    const response = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, remember: true });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
         FROM sessions WHERE remember = true ORDER BY id DESC LIMIT 1`,
    );
    expect(row!.days).toBe(30);
  });
});

describe('sign-in throttle (database counters)', () => {
  it('locks an account after 5 failures from any address: 429 with Retry-After, even with the right password', async () => {
    await insertUser(ctx.database, { username: 'rudi', email: 'rudi@contoh.id' });
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: 'rudi', password: `Salah-${i}-xyz` })).statusCode).toBe(401);
    }
    const before = await snapshot(ctx.database);
    const locked = await login({ username: 'rudi', password: 'Kopi-Tubruk-Pagi-7' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The lock holds for the address typed another way too, and nothing changed.
    expect((await login({ username: 'RUDI', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(429);
    expect(await snapshot(ctx.database)).toEqual(before);
    const id = await login({ username: 'rudi', password: 'x' }, freshIp(), 'id-ID');
    expect(id.json()).toEqual({ message: 'Terlalu Banyak Percobaan.' });
  });

  it('locks unknown names exactly like known ones (no enumeration through the throttle)', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'hantu@contoh.id', password: `Salah-${i}-xyz` });
    const locked = await login({ username: 'hantu@contoh.id', password: 'Salah-9-xyz' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('locks an address after 8 failures across accounts, and other addresses still sign in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) {
      expect((await login({ username: `orang${i}`, password: 'Salah-Sandi-1' }, ip)).statusCode).toBe(401);
    }
    const refused = await login({ username: 'budi', password: 'Kopi-Tubruk-Pagi-7' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ username: 'budi', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    await insertUser(ctx.database, { username: 'wati', email: 'wati@contoh.id' });
    for (let i = 0; i < 4; i++) await login({ username: 'wati', password: 'Salah-Sandi-1' });
    expect((await login({ username: 'wati', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ username: 'wati', password: 'Salah-Sandi-1' });
    expect((await login({ username: 'wati', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(200);
  });

  it('starts over when the window has passed', async () => {
    await insertUser(ctx.database, { username: 'tono', email: 'tono@contoh.id' });
    for (let i = 0; i < 5; i++) await login({ username: 'tono', password: 'Salah-Sandi-1' });
    expect((await login({ username: 'tono', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(429);
    await ctx.database.query("UPDATE auth_throttle SET reset_at = now() - interval '1 second'");
    expect((await login({ username: 'tono', password: 'Kopi-Tubruk-Pagi-7' })).statusCode).toBe(200);
  });
});
