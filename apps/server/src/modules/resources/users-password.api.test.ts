// Passwords and the generic users routes (issue 32, R3): `password_hash` is never written through them,
// by anyone; a password is set by its owner (profile) or on the akun screens, with the sign-in rules.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp();
const { asAdmin: as } = ctx;

const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const hashOf = async (username: string) =>
  (
    await ctx.database.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE username = $1',
      [username],
    )
  )[0]?.password_hash;

describe('the generic users routes never write a password, not even the admin’s call', () => {
  it('users/add keeps the login and leaves its password unset: it cannot sign in with the one sent', async () => {
    const response = await as('POST', '/api/users/add', {
      username: 'budi',
      email: 'budi@example.com',
      user_role_id: 53,
      status: 'Active',
      password_hash: 'Kebun-Mangga-Manis-77',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record).not.toHaveProperty('password_hash');
    expect(await hashOf('budi')).toBeNull();
    expect((await signIn('budi', 'Kebun-Mangga-Manis-77')).statusCode).toBe(401);
  });

  it('users/edit leaves the password as it was', async () => {
    const [teknisi] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'teknisi'",
    );
    const before = await hashOf('teknisi');
    const response = await as('PUT', `/api/users/edit/${teknisi!.id}`, {
      password_hash: 'Diambil-Alih-2026!',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await hashOf('teknisi')).toBe(before);
    expect((await signIn('teknisi', 'Diambil-Alih-2026!')).statusCode).toBe(401);
    expect((await signIn('teknisi', TEST_TEKNISI_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a password given on the akun screen follows the sign-in rules', () => {
  const base = {
    username: 'sari',
    email: 'sari@example.com',
    user_role_id: 53,
    status: 'Active',
  };

  it('refuses a short, a common or a username password with the policy messages, and stores nothing', async () => {
    for (const password of ['pendek', 'password123', 'sari@example.com']) {
      const response = await as('POST', '/api/akun/tambahuser', {
        ...base,
        password,
        password_confirmation: password,
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password[0]).toBeTruthy();
    }
    expect(await hashOf('sari')).toBeUndefined();
  });

  it('hashes an acceptable one with argon2id and never answers it', async () => {
    const password = 'Kebun-Mangga-Manis-77';
    const response = await as('POST', '/api/akun/tambahuser', {
      ...base,
      password,
      password_confirmation: password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record).not.toHaveProperty('password_hash');
    expect(await hashOf('sari')).toMatch(/^\$argon2id\$/);
    expect((await signIn('sari', password)).statusCode).toBe(200);
  });
});
