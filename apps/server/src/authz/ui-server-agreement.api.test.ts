// What the web offers against what the server accepts (issue 33, "per-record permissions"): for every
// declared resource × the technician, a mixed third of all pages, the field lead and the admin × someone
// else's record, the caller's own (resources with an owner field) and the one put in their scope, the
// `_can` of the list, view and options answers is compared with what the server does when the caller
// tries: the view, an edit sending the record back unchanged, and the delete. The web shows exactly
// `_can` (apps/web/src/resources/use-resource-support.ts), so any difference is a button the server
// refuses or an action the UI hides. Every disagreement fails, except the few listed in KNOWN.
import { getResource, RESOURCE_LIST, type RecordCan, type Resource } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp } from '../test/helpers.ts';
import { buildWorld, type World } from './matrix-world.ts';
import type { MatrixCaller } from './policy.ts';

/** The matrix callers the UI is compared for: an owner of records, a scoped field worker, the admin. */
const COMPARED = ['teknisi', 'matriks', 'lapangan', 'admin'] as const;

/**
 * Disagreements known and accepted, `resource:caller:which:action` → why. Keep it short: each entry is
 * a button the UI offers and the server refuses (or the reverse).
 */
const KNOWN: Readonly<Record<string, string>> = {};

type Action = keyof RecordCan;
type Outcome = 'accepted' | 'refused';

let world: World;
/** Blokir rules this test adds for the mixed role: `resource/action` it holds the page of but may not use. */
const blocked: string[] = [];

beforeAll(async () => {
  world = await buildWorld();
  await blockSomeRoutes();
}, 300_000);
afterAll(async () => {
  await closeTestApp(world.ctx);
});

const callerNamed = (name: string) => world.callers.find((c) => c.name === name)!;

/**
 * One Blokir rule on an edit route and one on a delete route the mixed role holds the pages of: the
 * pages list allows them, the role's rules refuse them (spec §4), and `_can` must say so.
 */
async function blockSomeRoutes(): Promise<void> {
  const caller = callerNamed('matriks');
  for (const action of ['edit', 'delete'] as const) {
    const resource = RESOURCE_LIST.find(
      (r) =>
        !r.readOnly &&
        // the page alone would allow it: a refusal is the rule's
        !r.adminManaged &&
        world.records.has(r.name) &&
        caller.pages.has(`/${r.name}/${action}`) &&
        !blocked.some((b) => b.startsWith(`${r.name}/`)),
    );
    if (!resource) continue;
    await world.ctx.database.query(
      `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, keterangan, user_id)
       VALUES ($1, $2, 'Blokir JSX', 'Sedang audit', $3)`,
      [caller.roleId, `/${resource.name}/${action}`, caller.userId],
    );
    blocked.push(`${resource.name}/${action}`);
  }
  world.ctx.app.roleRules.invalidate();
}

const call = (caller: MatrixCaller, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  world.ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${caller.token}` } });

/** What a status means for the question "did the access rules let the caller do it". */
/** How many tries answered each status, for the summary line. */
const statuses = new Map<number, number>();

function outcomeOf(status: number, what: string): Outcome {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 200 && status < 300) return 'accepted';
  // refused: no page, not the owner, a Blokir rule, out of scope (404), never written by hand (405)
  if (status === 403 || status === 404 || status === 405) return 'refused';
  // let through by the access rules, then refused for the data's sake (a reference, a state, a value)
  if (status === 409 || status === 422) return 'accepted';
  throw new Error(`${what}: unexpected ${status}`);
}

/** The records compared for a caller: someone else's, their own, the one put in their scope. */
function recordsFor(resource: Resource, caller: MatrixCaller): [string, string][] {
  const records = world.records.get(resource.name);
  if (!records) return [];
  const out = new Map<string, string>([[records.other, 'other']]);
  const own = records.own.get(caller.name);
  if (own) out.set(own, 'own');
  const granted = world.granted.get(caller.name)?.get(resource.name);
  if (granted && !out.has(granted)) out.set(granted, 'granted');
  return [...out.entries()];
}

/** The record sent back as the caller received it: its fields only (no id, labels or `_can`). */
function unchangedBody(resource: Resource, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => Object.hasOwn(resource.fields, key)));
}

type Said = { can: RecordCan; where: string; record: Record<string, unknown> | null };

/** Every `_can` the caller's answers give for these ids: the list, each view, the options. */
async function whatTheUiSays(resource: Resource, caller: MatrixCaller, ids: string[]) {
  const said = new Map<string, Said[]>(ids.map((id) => [id, []]));
  const list = await call(caller, 'GET', `/api/${resource.name}?id__in=${ids.join(',')}&limit=50`);
  if (list.statusCode === 200)
    for (const row of list.json().records as (Record<string, unknown> & { _can: RecordCan })[])
      said.get(String(row.id))?.push({ can: row._can, where: 'list', record: row });
  const options = await call(caller, 'GET', `/api/${resource.name}/options?id=${ids.join(',')}`);
  if (options.statusCode === 200)
    for (const row of options.json().records as { value: unknown; _can: RecordCan }[])
      said.get(String(row.value))?.push({ can: row._can, where: 'options', record: null });
  const views = new Map<string, number>();
  for (const id of ids) {
    const view = await call(caller, 'GET', `/api/${resource.name}/view/${id}`);
    views.set(id, view.statusCode);
    if (view.statusCode === 200)
      said.get(id)!.push({ can: view.json()._can, where: 'view', record: view.json() });
  }
  return { said, views };
}

/** A row as it is, to put back after a delete the server accepted (the next caller tries it too). */
async function snapshot(resource: Resource, id: string): Promise<unknown> {
  const [row] = await world.ctx.database.query<{ j: unknown }>(
    `SELECT row_to_json(t) AS j FROM ${resource.table} t WHERE id::text = $1`,
    [id],
  );
  return row?.j ?? null;
}

async function restore(resource: Resource, row: unknown): Promise<void> {
  await world.ctx.database.query(
    `INSERT INTO ${resource.table} SELECT * FROM json_populate_record(NULL::${resource.table}, $1::json)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(row)],
  );
}

describe('what the UI offers is what the server accepts', () => {
  it('every resource × caller × record: _can of list, view and options against view, edit and delete', async () => {
    const disagreements: string[] = [];
    let compared = 0;
    /** `resource:caller:action:outcome` of every comparison made */
    const seen = new Set<string>();
    const agree = (key: string, said: Said[], action: Action, outcome: Outcome) => {
      const [resource, caller] = key.split(':');
      if (said.length > 0) seen.add(`${resource}:${caller}:${action}:${outcome}`);
      for (const { can, where } of said) {
        compared++;
        if (can[action] === (outcome === 'accepted')) continue;
        const line = `${key}:${action} — ${where} says ${can[action]}, the server ${outcome}`;
        if (!Object.hasOwn(KNOWN, `${key}:${action}`)) disagreements.push(line);
      }
    };
    // edits first for everyone, then deletes (admin last): a delete changes what the next caller finds
    const pending: (() => Promise<void>)[] = [];
    for (const resource of RESOURCE_LIST) {
      for (const name of COMPARED) {
        const caller = callerNamed(name);
        const records = recordsFor(resource, caller);
        if (records.length === 0) continue;
        const { said, views } = await whatTheUiSays(
          resource,
          caller,
          records.map(([id]) => id),
        );
        for (const [id, which] of records) {
          const key = `${resource.name}:${name}:${which}`;
          const answers = said.get(id)!;
          const viewed = views.get(id)!;
          agree(key, answers, 'view', outcomeOf(viewed, `${key} view`));
          // nothing the caller can see of the record: the UI has nowhere to offer an action
          if (answers.length === 0) continue;
          const seen = answers.find((a) => a.record)?.record ?? {};
          const edit = await call(
            caller,
            'PUT',
            `/api/${resource.name}/edit/${id}`,
            unchangedBody(resource, seen),
          );
          agree(key, answers, 'edit', outcomeOf(edit.statusCode, `${key} edit ${edit.body}`));
          pending.push(async () => {
            const row = await snapshot(resource, id);
            if (row === null) return; // gone with another record's delete: nothing to try
            const removed = await call(caller, 'DELETE', `/api/${resource.name}/delete/${id}`);
            const outcome = outcomeOf(removed.statusCode, `${key} delete ${removed.body}`);
            agree(key, answers, 'delete', outcome);
            if (removed.statusCode === 200) await restore(resource, row);
          });
        }
      }
    }
    for (const next of pending) await next();
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(
      `UI-server agreement: ${compared} _can values × ${COMPARED.length} callers, tries ${byStatus.join(' ')}, ` +
        `${disagreements.length} disagreements`,
    );
    expect(compared).toBeGreaterThan(RESOURCE_LIST.length * COMPARED.length);
    expect(disagreements).toEqual([]);
    // both answers were met for every action: the comparison was not all one way
    for (const action of ['view', 'edit', 'delete'])
      for (const outcome of ['accepted', 'refused'])
        expect(
          [...seen].some((s) => s.endsWith(`:${action}:${outcome}`)),
          `${action} ${outcome}`,
        ).toBe(true);
    // the Blokir rules were tried: the mixed role held those pages, was refused, and its _can said so
    expect(blocked.length).toBe(2);
    for (const route of blocked) {
      const [resource, action] = route.split('/');
      expect(seen, route).toContain(`${resource}:matriks:${action}:refused`);
    }
    for (const key of Object.keys(KNOWN)) expect(getResource(key.split(':')[0]!), key).toBeDefined();
  }, 240_000);
});
