// The granting half of the authorisation matrix (issue 32, rules R1–R3 of docs/architecture.md): the writes of users, roles,
// permissions, role rules and role groups with bodies that would escalate (role ids 52, the caller's
// own, a stronger one; passwords; names that are "admin" once normalised), per caller, against the
// table of escalation-cases.ts. A refused write must answer its status and write nothing; after every
// case nobody but the admin reaches the admin's summary and the admin still does. A write that went
// through is undone (rows restored as they were) so the next case starts from the same state.
import { writeFileSync } from 'node:fs';
import { defaultMessage, MSG, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../test/helpers.ts';
import { runImport } from '../test/imports.ts';
import { BODY_CASES, type BodyCase, type Targets } from './escalation-cases.ts';
import { addRoleAndLogin, CALLER_PASSWORD, type CallerName, makeCallers, signIn } from './matrix-callers.ts';
import { type MatrixCaller, pageKey } from './policy.ts';

/** R2's refusal as an import's report words it for an English caller. */
const GRANT_REFUSED = defaultMessage(MSG.grantBeyondOwn, 'en-US');
const STATEMENT_SAME = 'R1 same name: no rename, so the stored name stays';
const NAMES: readonly CallerName[] = ['teknisi', 'matriks', 'pengguna', 'peran', 'admin'];
/** Parents first: rows are put back in this order and new rows removed in the reverse one. */
const TABLES = ['roles', 'users', 'permissions', 'setupshowhideroleid', 'grouproleid'] as const;

let ctx: TestContext;
let callers: MatrixCaller[];
let targets: Targets;
const admin = () => callers.find((c) => c.isAdmin)!;

beforeAll(async () => {
  ctx = await createTestApp();
  callers = await makeCallers(ctx, NAMES);
  const weak = await addRoleAndLogin(ctx, {
    role: 'Tamu Matriks',
    username: 'korban',
    pages: ['home', 'account'],
  });
  const q = ctx.database.query.bind(ctx.database);
  const [rule] = await q<{ id: number }>(
    `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, setup) VALUES ($1, '/rsupplier', 'Hide Kolom', 'no_hp') RETURNING id`,
    [USER_ROLE_IDS.teknisi],
  );
  const [group] = await q<{ id: number }>(
    `INSERT INTO grouproleid (nama_group, role_ids, status) VALUES ('Grup Tamu', $1::jsonb, 'Active') RETURNING id`,
    [JSON.stringify([weak.roleId])],
  );
  const pages = new Map<number, Set<string>>();
  for (const row of await q<{ role_id: number; page_name: string }>(
    'SELECT role_id, page_name FROM permissions',
  )) {
    const set = pages.get(Number(row.role_id)) ?? new Set<string>();
    set.add(pageKey(row.page_name));
    pages.set(Number(row.role_id), set);
  }
  const roleOf = new Map(
    (await q<{ id: number; user_role_id: number }>('SELECT id, user_role_id FROM users')).map((u) => [
      Number(u.id),
      Number(u.user_role_id),
    ]),
  );
  const homes = new Map(
    (
      await q<{ id: number; role_id: number }>("SELECT id, role_id FROM permissions WHERE page_name = 'home'")
    ).map((r) => [Number(r.role_id), Number(r.id)]),
  );
  const names = new Map(
    (await q<{ id: number; role_name: string }>('SELECT id, role_name FROM roles')).map((r) => [
      Number(r.id),
      r.role_name,
    ]),
  );
  const loginId = (name: string) => callers.find((c) => c.name === name)!.loginId!;
  targets = {
    logins: { admin: loginId('admin'), teknisi: loginId('teknisi'), weak: weak.loginId },
    roles: { teknisi: USER_ROLE_IDS.teknisi, weak: weak.roleId },
    pagesOf: (role) => pages.get(role) ?? new Set(),
    nameOf: (role) => names.get(role) ?? '',
    roleOfLogin: (login) => roleOf.get(login) ?? 0,
    adminHomeRow: homes.get(USER_ROLE_IDS.admin)!,
    homeRowOf: (role) => homes.get(role) ?? 0,
    teknisiRule: Number(rule!.id),
    group: Number(group!.id),
  };
}, 120_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

type Snapshot = Map<string, Map<string, string>>;

async function snapshot(): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for (const table of TABLES) {
    const rows = await ctx.database.query<{ id: string; row: string }>(
      `SELECT id::text AS id, row_to_json(t)::text AS row FROM ${table} t`,
    );
    snap.set(table, new Map(rows.map((r) => [r.id, r.row])));
  }
  return snap;
}

/** What a write changed, table by table: `users 3 changed`, `permissions +1`, `roles -52`. */
function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const table of TABLES) {
    const a = before.get(table)!;
    const b = after.get(table)!;
    for (const [id, row] of b) if (!a.has(id)) out.push(`${table} +${id} ${row.slice(0, 80)}`);
    for (const [id, row] of a) {
      if (!b.has(id)) out.push(`${table} -${id}`);
      else if (b.get(id) !== row) out.push(`${table} ${id} now ${b.get(id)!.slice(0, 120)}`);
    }
  }
  return out;
}

/** Puts every row back as it was (a write the server should have refused, or an allowed control). */
async function restore(to: Snapshot): Promise<void> {
  const now = await snapshot();
  const q = (text: string, values: unknown[]) => ctx.database.query(text, values);
  for (const table of [...TABLES].reverse()) {
    const added = [...now.get(table)!.keys()].filter((id) => !to.get(table)!.has(id));
    if (added.length > 0) await q(`DELETE FROM ${table} WHERE id::text = ANY($1)`, [added]);
  }
  for (const table of TABLES) {
    for (const [id, row] of to.get(table)!) {
      const current = now.get(table)!.get(id);
      if (current === row) continue;
      if (current === undefined) {
        await q(`INSERT INTO ${table} SELECT * FROM json_populate_record(null::${table}, $1::json)`, [row]);
        continue;
      }
      const columns = Object.keys(JSON.parse(row) as object)
        .filter((c) => c !== 'id')
        .map((c) => `"${c}"`);
      await q(
        `UPDATE ${table} SET (${columns.join(', ')}) = (SELECT ${columns.join(', ')} FROM json_populate_record(null::${table}, $1::json)) WHERE id::text = $2`,
        [row, id],
      );
    }
  }
  ctx.app.roleRules.invalidate();
  await ctx.app.roleCache.invalidate();
  // a write that ended sessions (a role, status or password change) signed callers out: sign in again
  for (const caller of callers) {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentuserdata',
      headers: { authorization: `Bearer ${caller.token}` },
    });
    if (me.statusCode !== 401) continue;
    const password = caller.isAdmin
      ? TEST_ADMIN_PASSWORD
      : caller.name === 'teknisi'
        ? TEST_TEKNISI_PASSWORD
        : CALLER_PASSWORD;
    caller.token = await signIn(ctx, caller.name, password);
  }
}

const loginState = async (id: number) =>
  JSON.stringify(
    await ctx.database.query(
      'SELECT user_role_id, peran_lain, status, password_hash FROM users WHERE id = $1',
      [id],
    ),
  );

/**
 * Sends a case. An import answers 202 and checks its rows in a background job (docs/architecture.md,
 * "Import"): it is run to its end here, and a row the job refused with R2's words counts as the 403 a
 * single write answers (the job writes nothing then); a finished job with no such row as a 200.
 */
async function send(kase: BodyCase, caller: MatrixCaller): Promise<{ statusCode: number; body: string }> {
  const url = kase.url(targets, caller);
  const headers = { authorization: `Bearer ${caller.token}` };
  if (kase.csv) {
    const { start, job } = await runImport(ctx.app, caller.token!, url, kase.csv(targets, caller), {
      headers: { 'accept-language': 'en' },
    });
    if (!job) return { statusCode: start.statusCode, body: start.body };
    const refused = job.report?.errors.some((e) => JSON.stringify(e.errors).includes(GRANT_REFUSED));
    const statusCode = refused ? 403 : job.status === 'done' ? 200 : 500;
    return { statusCode, body: `job ${JSON.stringify(job)}` };
  }
  const payload = kase.method === 'DELETE' ? undefined : (kase.body?.(targets, caller) ?? {});
  return ctx.app.inject({ method: kase.method, url, payload, headers });
}

const summaryStatus = async (token: string | null) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const seen: string[] = [];

describe('granting: users, roles, permissions, role rules and groups with escalating bodies', () => {
  it.each(NAMES)(
    '%s gets what R1–R3 say from every write, and a refused one writes nothing',
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      const wrong: string[] = [];
      for (const kase of BODY_CASES) {
        const before = await snapshot();
        const failed = kase.checks(targets, caller).find((check) => !check.ok);
        const kept = kase.keeps ? await loginState(kase.keeps(targets, caller)) : null;
        const body = kase.csv
          ? `file ${JSON.stringify(kase.csv(targets, caller))}`
          : `body ${JSON.stringify(kase.body?.(targets, caller) ?? {})}`;
        const response = await send(kase, caller);
        const status = response.statusCode;
        const request = `${name} ${kase.method} ${kase.url(targets, caller)} ${body} (${kase.name})`;
        const got = `got ${status} ${response.body.slice(0, 100)}`;
        const written = changes(before, await snapshot());
        if (failed) {
          if (!failed.statuses.includes(status))
            wrong.push(`${request}: expected ${failed.statuses.join(' or ')} by ${failed.by}; ${got}`);
          if (written.length > 0)
            wrong.push(`${request}: refused by ${failed.by}, yet wrote ${written.join('; ')}`);
        } else if (status === 401 || status === 403 || status >= 500) {
          wrong.push(`${request}: expected allowed (every statement holds); ${got}`);
        } else {
          const kept = kase.keepsName?.(targets, caller);
          const [row] = kept
            ? await ctx.database.query<{ role_name: string }>('SELECT role_name FROM roles WHERE id = $1', [
                kept.role,
              ])
            : [];
          if (kept && row?.role_name !== kept.name)
            wrong.push(`${request}: ${STATEMENT_SAME}; the name is now ${JSON.stringify(row?.role_name)}`);
        }
        if (kase.keeps && (await loginState(kase.keeps(targets, caller))) !== kept)
          wrong.push(
            `${request}: changed the login’s role, status or password (R3: the password route, with the current one)`,
          );
        if (!caller.isAdmin && (await summaryStatus(caller.token)) === 200)
          wrong.push(`${request}: afterwards ${name} reaches /api/admin/summary (R1: admin is role 52 only)`);
        if ((await summaryStatus(admin().token)) !== 200)
          wrong.push(`${request}: afterwards the admin no longer reaches /api/admin/summary`);
        if (written.length > 0) await restore(before);
      }
      seen.push(...wrong);
      expect(wrong).toEqual([]);
    },
    180_000,
  );

  it('counts what it tried', () => {
    // MATRIX_REPORT=file.json (the route walk's report) writes these beside it
    const report = process.env.MATRIX_REPORT;
    if (report)
      writeFileSync(report.replace(/(\.json)?$/, '-escalation.json'), JSON.stringify(seen, null, 1));
    console.log(
      `escalation matrix: ${BODY_CASES.length} writes × ${NAMES.length} callers, ${seen.length} disagreements`,
    );
    expect(BODY_CASES.length).toBeGreaterThan(40);
  });
});
