import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { insertUser } from '../test/auth-support.ts';
import { useTestApp } from '../test/fixture.ts';
import { login, TEST_TEKNISI_PASSWORD } from '../test/helpers.ts';
import { connectRealtime, type RealtimeTestClient } from '../test/realtime-client.ts';
import { REALTIME_SESSION_ENDED, SESSION_CHECK_MS } from './realtime.ts';

// Issue 32, "Sockets outlive their session": a blocked technician's open socket still received
// notifications (sockets were kept by user id only). Expected (rule R6, docs/architecture.md
// "Realtime"): each socket is bound to its session; a logout, an expiry, a block, a role change or a
// password change closes that session's sockets within seconds, on every instance.

const PASSWORD = 'Kopi-Tubruk-Pagi-7';
/** "Within seconds": two checks and the close handshake, with room for a busy test machine. */
const WITHIN_MS = 3 * SESSION_CHECK_MS + 2_000;

let url: string;
const redis = process.env.REDIS_URL
  ? { redisUrl: process.env.REDIS_URL, redisPrefix: `kantor-test-${randomBytes(4).toString('hex')}:` }
  : {};

type Method = 'GET' | 'POST' | 'PUT';
const as = (app: FastifyInstance, token: string, method: Method, path: string, payload?: object) =>
  app.inject({ method, url: path, payload, headers: { authorization: `Bearer ${token}` } });

/** The close code within `ms`, or null while the socket is still open. */
const closedWithin = (client: RealtimeTestClient, ms = WITHIN_MS) =>
  Promise.race([client.closed, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

async function signedInSocket(base: string, token: string): Promise<RealtimeTestClient> {
  const client = await connectRealtime(base, `bearer.${token}`);
  await client.next('ready');
  return client;
}

/** A login of its own for each case, so one case's ending does not touch another's. */
async function person(username: string): Promise<{ id: number; token: string }> {
  const id = await insertUser(ctx.database, { username, email: `${username}@contoh.co.id` });
  return { id, token: await ctx.login(username, PASSWORD) };
}

const ctx = useTestApp(redis);
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

describe('a socket lives as long as its session', () => {
  it('a blocked technician’s open socket is closed within seconds and hears nothing more', async () => {
    const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    const socket = await signedInSocket(url, teknisi);
    const block = await as(ctx.app, ctx.admin, 'PUT', `/api/users/edit/${tek!.id}`, { status: 'Blocked' });
    expect(block.statusCode, block.body).toBe(200);
    expect(await closedWithin(socket)).toBe(REALTIME_SESSION_ENDED);
    const framesAtClose = socket.frames.length;
    // a notice for him now reaches no socket of his, and his token opens none
    await ctx.app.realtime.publish([tek!.id], { type: 'notification', data: { unread: 9 } });
    expect(ctx.app.realtime.connections(tek!.id)).toBe(0);
    expect(socket.frames.length).toBe(framesAtClose);
    await expect(connectRealtime(url, `bearer.${teknisi}`)).rejects.toThrow(/401/);
  });

  it('a logout closes that session’s socket', async () => {
    const { token } = await person('keluar');
    const socket = await signedInSocket(url, token);
    expect((await as(ctx.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(REALTIME_SESSION_ENDED);
  });

  it('an expired session’s socket is closed', async () => {
    const { id, token } = await person('kedaluwarsa');
    const socket = await signedInSocket(url, token);
    await ctx.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [id],
    );
    expect(await closedWithin(socket)).toBe(REALTIME_SESSION_ENDED);
  });

  it('a role change closes the login’s sockets', async () => {
    const { id, token } = await person('pindahperan');
    const socket = await signedInSocket(url, token);
    const change = await as(ctx.app, ctx.admin, 'PUT', `/api/users/edit/${id}`, { user_role_id: 54 });
    expect(change.statusCode, change.body).toBe(200);
    expect(await closedWithin(socket)).toBe(REALTIME_SESSION_ENDED);
  });

  it('a password change closes the other sessions’ sockets and keeps the one that changed it', async () => {
    const { token: first } = await person('gantisandi');
    const second = await ctx.login('gantisandi', PASSWORD);
    const other = await signedInSocket(url, first);
    const own = await signedInSocket(url, second);
    const change = await as(ctx.app, second, 'POST', '/api/auth/password/change', {
      current_password: PASSWORD,
      password: 'Teh-Manis-Sore-8',
      password_confirmation: 'Teh-Manis-Sore-8',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await closedWithin(other)).toBe(REALTIME_SESSION_ENDED);
    // the session that made the change goes on, and so does its socket
    expect(await closedWithin(own, 2 * SESSION_CHECK_MS)).toBeNull();
    own.socket.close();
  });
});

describe('on every instance', () => {
  it('a block made on instance A closes the socket held by instance B', async () => {
    // instance B: another app on the same database (and, with REDIS_URL, the same Redis)
    const b = await buildApp(
      loadConfig(
        {},
        { logLevel: 'silent', webDist: '/nonexistent', dataDir: 'memory://', seedDemo: false, ...redis },
      ),
      { database: ctx.database, logger: false },
    );
    try {
      const urlB = await b.listen({ port: 0, host: '127.0.0.1' });
      const { id } = await person('duainstansi');
      const socket = await signedInSocket(urlB, await login(b, 'duainstansi', PASSWORD));
      expect(b.realtime.connections(id)).toBe(1);
      const block = await as(ctx.app, ctx.admin, 'PUT', `/api/users/edit/${id}`, { status: 'Blocked' });
      expect(block.statusCode, block.body).toBe(200);
      expect(await closedWithin(socket)).toBe(REALTIME_SESSION_ENDED);
      expect(b.realtime.connections(id)).toBe(0);
    } finally {
      await b.close();
    }
  });
});
