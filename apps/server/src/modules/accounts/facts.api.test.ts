// Issue 37, the user context on the screens: `GET /api/account/facts` answers what rule conditions read
// about the signed-in user (as the server's rules read it), and `GET /api/users/:id/facts` another
// login's, for a caller who may view that login (the rule preview "as a user"): 403 without the page,
// 404 for a login that is not there.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Logins, makeLogins } from '../../test/escalation-support.ts';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp({}, { signIn: [] });
const { as } = ctx;
let who: Logins;
let teknisiRole: number;

beforeAll(async () => {
  who = await makeLogins(ctx);
  const [tek] = await ctx.database.query<{ user_role_id: number }>(
    "SELECT user_role_id FROM users WHERE username = 'teknisi'",
  );
  teknisiRole = Number(tek!.user_role_id);
  // the technician works at Bandung and their role is in one active group and one inactive
  const branch = await as(who.admin, 'PUT', `/api/users/edit/${who.teknisiId}`, { cabang: 'Bandung' });
  expect(branch.statusCode, branch.body).toBe(200);
  for (const [nama_group, status] of [
    ['Lapangan', 'Active'],
    ['Lama', 'Inactive'],
  ] as const) {
    const group = await as(who.admin, 'POST', '/api/grouproleid/add', {
      nama_group,
      role_ids: [teknisiRole],
      status,
    });
    expect(group.statusCode, group.body).toBe(200);
  }
});

describe('GET /api/account/facts', () => {
  it('answers the signed-in user’s facts: login, roles, active groups, branch, the day', async () => {
    const answer = await as(who.teknisi, 'GET', '/api/account/facts');
    expect(answer.statusCode, answer.body).toBe(200);
    const facts = answer.json();
    expect(facts.user).toMatchObject({
      id: who.teknisiId,
      username: 'teknisi',
      role_id: teknisiRole,
      role_ids: [teknisiRole],
      groups: ['Lapangan'],
      cabang: 'Bandung',
      akun: [],
    });
    expect(facts.user.roles).toEqual([facts.user.role]);
    expect(facts.role).toEqual({ id: teknisiRole, name: facts.user.role });
    expect(facts.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(facts.now))).toBe(false);
  });

  it('is refused without a sign-in (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/facts' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id/facts', () => {
  it('answers another login’s facts to the admin', async () => {
    const answer = await as(who.admin, 'GET', `/api/users/${who.manager.id}/facts`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({
      id: who.manager.id,
      username: 'pengelola',
      role_id: who.manager.roleId,
      role: 'Pengelola Akun',
      roles: ['Pengelola Akun'],
      role_ids: [who.manager.roleId],
      groups: [],
      cabang: null,
    });
    expect(answer.json().role).toEqual({ id: who.manager.roleId, name: 'Pengelola Akun' });
    const tek = await as(who.admin, 'GET', `/api/users/${who.teknisiId}/facts`);
    expect(tek.json().user).toMatchObject({ username: 'teknisi', groups: ['Lapangan'], cabang: 'Bandung' });
  });

  it('answers a caller holding users/view, and refuses one without it (403)', async () => {
    const manager = await as(who.manager.token, 'GET', `/api/users/${who.teknisiId}/facts`);
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json().user.username).toBe('teknisi');
    const refused = await as(who.teknisi, 'GET', `/api/users/${who.manager.id}/facts`);
    expect(refused.statusCode, refused.body).toBe(403);
    // not even one's own through this route: it is the users view page's
    expect((await as(who.teknisi, 'GET', `/api/users/${who.teknisiId}/facts`)).statusCode).toBe(403);
  });

  it('answers 404 for a login outside the caller’s row scope, as for one that is not there', async () => {
    // the manager's role reaches only the logins of branch Jakarta (Batasi Baris on /users)
    const scoped = await as(who.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: who.manager.roleId,
      kategori: 'Batasi Baris',
      nama_route: '/users',
      setup: "cabang == 'Jakarta'",
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    try {
      const outside = await as(who.manager.token, 'GET', `/api/users/${who.teknisiId}/facts`);
      expect(outside.statusCode, outside.body).toBe(404);
      expect((await as(who.manager.token, 'GET', `/api/users/${who.teknisiId}/facts`)).body).not.toContain(
        'Bandung',
      );
    } finally {
      const removed = await as(
        who.admin,
        'DELETE',
        `/api/setupshowhideroleid/delete/${scoped.json().record.id}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });

  it('tells nothing of a field of the login hidden from the caller (left out, as from its view)', async () => {
    const hidden = await as(who.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: who.manager.roleId,
      kategori: 'Hide Kolom',
      nama_route: '/users',
      setup: 'cabang, email',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    try {
      const answer = await as(who.manager.token, 'GET', `/api/users/${who.teknisiId}/facts`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().user).toMatchObject({ username: 'teknisi', groups: ['Lapangan'] });
      expect(answer.json().user).not.toHaveProperty('cabang');
      expect(answer.json().user).not.toHaveProperty('email');
      expect(answer.body).not.toContain('Bandung');
    } finally {
      await as(who.admin, 'DELETE', `/api/setupshowhideroleid/delete/${hidden.json().record.id}`);
    }
  });

  it('answers 404 for a login that is not there', async () => {
    expect((await as(who.admin, 'GET', '/api/users/999999/facts')).statusCode).toBe(404);
    expect((await as(who.admin, 'GET', '/api/users/abc/facts')).statusCode).not.toBe(200);
  });
});
