import { USER_ROLE_IDS } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { login, TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../test/helpers.ts';

import { useObservedApp } from '../test/observability-support.ts';

// What the logs say: the request id on every answer and log line, and the security log. Metrics and
// health: metrics.api.test.ts (the same app: test/observability-support.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const observed = useObservedApp();
const { written, logLines, eventsOf, call, bearer } = observed;

describe('request id', () => {
  it('is generated, echoed on the answer and carried by the log lines of the request', async () => {
    const response = await call({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(logLines().some((line) => line.reqId === id && line.msg === 'request completed')).toBe(true);
  });

  it("keeps a caller's sane X-Request-Id and replaces anything else", async () => {
    const kept = await call({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-42.A_b' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42.A_b');
    for (const bad of ['a'.repeat(65), 'evil id', '"},{"event":"auth.login"', '../../etc', '']) {
      const response = await call({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(response.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('is on every answer: 404, 401, static files and the web shell', async () => {
    for (const url of ['/api/nope', '/api/roles/permissionmulti/1', '/hello.txt', '/some/page']) {
      const response = await call({ method: 'GET', url, headers: { 'x-request-id': 'probe-1' } });
      expect(response.headers['x-request-id'], url).toBe('probe-1');
    }
    expect((await call({ method: 'GET', url: '/hello.txt' })).body).toBe('hello');
  });

  it('is in the body of a 500, which tells nothing of the failure', async () => {
    const response = await call({ method: 'GET', url: '/api/exploding' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('boom');
    const logged = logLines().find((line) => line.reqId === body.requestId && line.msg === 'unhandled error');
    expect(logged?.level).toBe(50);
  });
});

describe('security log', () => {
  it('logs a sign-in with the user, and never the password', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const [line] = eventsOf(response.headers['x-request-id'], 'auth.login');
    expect(line).toMatchObject({ username: 'admin', method: 'password' });
    expect(line?.userId).toEqual(expect.any(Number));
    expect(written.join('')).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('logs a failed sign-in and its 401', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Not-The-Password-1' },
    });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(eventsOf(id, 'auth.login_failed')[0]).toMatchObject({
      username: 'admin',
      reason: 'wrong_password',
      level: 40,
    });
    expect(eventsOf(id, 'access.denied')[0]).toMatchObject({
      status: 401,
      method: 'POST',
      route: '/api/auth/login',
      userId: null,
    });
    expect(written.join('')).not.toContain('Not-The-Password-1');
    const unknown = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'Whatever-123' },
    });
    expect(eventsOf(unknown.headers['x-request-id'], 'auth.login_failed')[0]).toMatchObject({
      username: 'nobody-here',
      userId: null,
      reason: 'unknown_user',
    });
  });

  it('logs a 403 with the route, the user and the reason', async () => {
    const teknisi = await login(observed.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    const response = await call({
      method: 'GET',
      url: `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`,
      headers: bearer(teknisi),
    });
    expect(response.statusCode).toBe(403);
    const [line] = eventsOf(response.headers['x-request-id'], 'access.denied');
    expect(line).toMatchObject({
      status: 403,
      method: 'GET',
      route: '/api/roles/permissionmulti/:id',
      reason: 'no_permission',
    });
    expect(line?.userId).toEqual(expect.any(Number));
    // a signed-in user refused a route is a warning
    expect(line?.level).toBe(40);
  });

  it('logs a missing or expired session as info, a refused sign-in as a warning', async () => {
    const none = await call({ method: 'GET', url: '/api/account/currentuserdata' });
    expect(none.statusCode).toBe(401);
    expect(eventsOf(none.headers['x-request-id'], 'access.denied')[0]).toMatchObject({
      status: 401,
      reason: 'not_signed_in',
      userId: null,
      level: 30,
    });
    // a token whose session is gone (signed out, expired): the same everyday 401
    const admin = await login(observed.app, 'admin', TEST_ADMIN_PASSWORD);
    expect((await call({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const ended = await call({ method: 'GET', url: '/api/account/currentuserdata', headers: bearer(admin) });
    expect(ended.statusCode).toBe(401);
    expect(eventsOf(ended.headers['x-request-id'], 'access.denied')[0]).toMatchObject({
      reason: 'not_signed_in',
      level: 30,
    });
    const wrong = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Not-The-Password-2' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(eventsOf(wrong.headers['x-request-id'], 'access.denied')[0]).toMatchObject({ level: 40 });
  });

  it('logs permission and rule changes: which role, who, what', async () => {
    const admin = await login(observed.app, 'admin', TEST_ADMIN_PASSWORD);
    const granted = await call({
      method: 'PUT',
      url: `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`,
      headers: bearer(admin),
      payload: { grant: ['rsupplier'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [change] = eventsOf(granted.headers['x-request-id'], 'roles.permissions_changed');
    expect(change).toMatchObject({
      roleId: String(USER_ROLE_IDS.teknisi),
      username: 'admin',
      route: '/api/roles/permissionmulti/:id',
      added: granted.json().added,
    });
    const rule = await call({
      method: 'POST',
      url: '/api/setupshowhideroleid/add',
      headers: bearer(admin),
      payload: {
        role_id: USER_ROLE_IDS.teknisi,
        nama_route: '/rsupplier',
        kategori: 'Hide Kolom',
        setup: 'no_hp',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(eventsOf(rule.headers['x-request-id'], 'rules.changed')[0]).toMatchObject({
      roleId: USER_ROLE_IDS.teknisi,
      username: 'admin',
      route: '/api/:resource/add',
    });
    // a read of the same resources changes nothing and logs no change
    const read = await call({ method: 'GET', url: '/api/setupshowhideroleid', headers: bearer(admin) });
    expect(eventsOf(read.headers['x-request-id'], 'rules.changed')).toEqual([]);
  });

  it('logs a password change and a sign-out', async () => {
    const teknisi = await login(observed.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    const changed = await call({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(teknisi),
      payload: {
        current_password: TEST_TEKNISI_PASSWORD,
        password: 'Teh-Manis-Hangat-77',
        password_confirmation: 'Teh-Manis-Hangat-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(eventsOf(changed.headers['x-request-id'], 'auth.password_changed')[0]).toMatchObject({
      username: 'teknisi',
    });
    expect(written.join('')).not.toContain('Teh-Manis-Hangat-77');
    const out = await call({ method: 'POST', url: '/api/auth/logout', headers: bearer(teknisi) });
    expect(out.statusCode).toBe(200);
    const [line] = eventsOf(out.headers['x-request-id'], 'auth.logout');
    expect(line).toMatchObject({ username: 'teknisi', beacon: false });
    expect(line?.userId).toEqual(expect.any(Number));
  });
});

describe('security log of account screens', () => {
  it("logs an admin's change of a login's role and password, naming the login", async () => {
    const admin = await login(observed.app, 'admin', TEST_ADMIN_PASSWORD);
    const [teknisi] = await observed.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'teknisi'",
    );
    const role = await call({
      method: 'PUT',
      url: `/api/akun/ubahrolestatusverify/${teknisi!.id}`,
      headers: bearer(admin),
      payload: { user_role_id: USER_ROLE_IDS.teknisi, status: 'Active' },
    });
    expect(role.statusCode, role.body).toBe(200);
    expect(eventsOf(role.headers['x-request-id'], 'accounts.changed')[0]).toMatchObject({
      targetId: String(teknisi!.id),
      roleId: USER_ROLE_IDS.teknisi,
      username: 'admin',
    });
    const password = await call({
      method: 'PUT',
      url: `/api/akun/setubahpassword/${teknisi!.id}`,
      headers: bearer(admin),
      payload: { password: 'Kopi-Susu-Gula-Aren-9', password_confirmation: 'Kopi-Susu-Gula-Aren-9' },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(eventsOf(password.headers['x-request-id'], 'auth.password_changed')[0]).toMatchObject({
      targetId: String(teknisi!.id),
      username: 'admin',
    });
    expect(written.join('')).not.toContain('Kopi-Susu-Gula-Aren-9');
  });
});
