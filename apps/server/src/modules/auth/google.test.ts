import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';

// Google's side played by this test: a key pair and its public key set served on a loopback port.
const CLIENT_ID = 'kantor-test.apps.googleusercontent.com';
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let strangerKeys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: Server;
let jwksPort: number;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  strangerKeys = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksPort = (jwks.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => jwks.close(resolve));
});
const ctx = useTestApp(
  () => ({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${jwksPort}/certs` }),
  { signIn: [] },
);
// the same server without GOOGLE_CLIENT_ID
const off = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  await insertUser(ctx.database, { username: 'citra', email: 'citra@gmail.com', verified: false });
  await insertUser(ctx.database, { username: 'blok', email: 'blok@gmail.com', status: 'Blocked' });
});

async function credential(
  claims: JWTPayload,
  options: { key?: typeof keys.privateKey; expires?: string; kid?: string } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setSubject('1234567890')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(options.key ?? keys.privateKey);
}
const google = (payload: unknown, app = ctx.app) => post(app, '/api/auth/google', payload);

describe('Google sign-in', () => {
  it('signs in to the account with the verified address and marks the address verified', async () => {
    const response = await google({ credential: await credential({ email: 'Citra@gmail.com' }) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['token']);
    const [row] = await ctx.database.query<{ email_verified_at: Date | null }>(
      "SELECT email_verified_at FROM users WHERE username = 'citra'",
    );
    expect(row!.email_verified_at).not.toBeNull();
  });

  it('accepts both spellings of the issuer', async () => {
    const bare = await google({
      credential: await credential({ email: 'citra@gmail.com', iss: 'accounts.google.com' }),
    });
    expect(bare.statusCode).toBe(200);
  });

  it('creates a Pending account for a new address, which gets the pending screen and no token', async () => {
    const response = await google({ credential: await credential({ email: 'baru.sekali@gmail.com' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Account Pending', status: 'Pending' });
    const [row] = await ctx.database.query<Record<string, unknown>>(
      "SELECT username, status, password_hash, user_role_id FROM users WHERE email = 'baru.sekali@gmail.com'",
    );
    expect(row).toMatchObject({
      username: 'baru.sekali',
      status: 'Pending',
      password_hash: null,
      user_role_id: 53,
    });
    // The second time it is the same account, still pending.
    const again = await google({ credential: await credential({ email: 'baru.sekali@gmail.com' }) });
    expect(again.json()).toEqual({ message: 'Account Pending', status: 'Pending' });
  });

  it('keeps Blocked accounts out', async () => {
    const response = await google({ credential: await credential({ email: 'blok@gmail.com' }) });
    expect(response.json()).toEqual({ message: 'Your account has been blocked', status: 'Blocked' });
  });

  it('refuses a credential with the wrong audience, issuer, signature, expiry or an unverified address', async () => {
    const before = await snapshot(ctx.database);
    const bad = [
      await credential({ email: 'citra@gmail.com', aud: 'someone-else.apps.googleusercontent.com' }),
      await credential({ email: 'citra@gmail.com', iss: 'https://evil.example' }),
      await credential({ email: 'citra@gmail.com' }, { key: strangerKeys.privateKey }),
      await credential({ email: 'citra@gmail.com' }, { expires: '-1m' }),
      await credential({ email: 'citra@gmail.com', email_verified: false }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const response = await google({ credential: token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Google sign-in failed, please try again' });
    }
    expect((await google({})).json()).toEqual({
      message: 'Form is invalid',
      errors: { credential: ['This field is required'] },
    });
    expect(await snapshot(ctx.database)).toEqual(before);
  });

  it('is not there without a client id', async () => {
    const response = await google({ credential: await credential({ email: 'citra@gmail.com' }) }, off.app);
    expect(response.statusCode).toBe(404);
  });
});
