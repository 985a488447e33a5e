// Two instances on one database and one Redis: a change made on one applies on the other's next request.
import { randomBytes } from 'node:crypto';
import { USER_ROLE_IDS } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../test/helpers.ts';

describe.runIf(process.env.REDIS_URL)('two instances sharing PostgreSQL/PGlite and Redis (REDIS_URL)', () => {
  let a: TestContext;
  let b: FastifyInstance;

  beforeAll(async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      redisPrefix: `kantor-test-${randomBytes(4).toString('hex')}:`,
    };
    a = await createTestApp(shared);
    const config = loadConfig({}, { ...a.config, ...shared });
    b = await buildApp(config, { database: a.database, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await closeTestApp(a);
  });

  const call = (
    app: FastifyInstance,
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('a token issued on A works on B', async () => {
    const token = await login(a.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    expect((await call(b, token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(200);
  });

  it('a sign-out on A is refused on B at the next request, though B remembered the session', async () => {
    const token = await login(a.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    expect((await call(b, token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(200);
    expect((await call(a.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await call(b, token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(401);
  });

  it('a rule added on A applies on B at the next request', async () => {
    const admin = await login(a.app, 'admin', TEST_ADMIN_PASSWORD);
    const teknisi = await login(a.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    expect((await call(b, teknisi, 'GET', '/api/rabsensi')).statusCode).toBe(200); // B caches the rules now
    const rule = await call(a.app, admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/rabsensi',
      kategori: 'Blokir JSX',
      keterangan: 'Ditutup dari instance A',
    });
    expect(rule.statusCode).toBe(200);
    const onB = await call(b, teknisi, 'GET', '/api/rabsensi');
    expect(onB.statusCode).toBe(403);
    expect(onB.json().message).toBe('Ditutup dari instance A');
  });

  it('a page revoked on A is refused on B at the next request', async () => {
    const admin = await login(a.app, 'admin', TEST_ADMIN_PASSWORD);
    const teknisi = await login(a.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    expect((await call(b, teknisi, 'GET', '/api/cmumt')).statusCode).toBe(200);
    const revoke = await call(a.app, admin, 'PUT', `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`, {
      revoke: ['cmumt'],
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await call(b, teknisi, 'GET', '/api/cmumt')).statusCode).toBe(403);
  });
});
