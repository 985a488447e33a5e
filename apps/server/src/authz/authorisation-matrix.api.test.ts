// The authorisation matrix (issues 17 and 32): every /api route of the route table × nobody, the
// technician, a mixed third of all pages, a user manager, a role manager, a field lead holding every side
// page, the admin × someone else's record, the caller's own, the one put in their scope and a missing
// one; each answer compared with the statements of policy.ts as route-rules.ts applies them (written
// from spec §6 and issue 32, not from the routes' declarations). Every answer to a restricted caller is
// searched for the values hidden from them (a text field and every money and number field of every
// resource, R5) and for records outside their scope.
import { writeFileSync } from 'node:fs';
import { getResource, RESOURCE_LIST, type Resource } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/access.ts';
import { closeTestApp } from '../test/helpers.ts';
import { buildWorld, CALLERS, inScope, type World, worksOn } from './matrix-world.ts';
import {
  describeVerdict,
  type MatrixCaller,
  meets,
  pageKey,
  type RecordFacts,
  SETUP,
  type Verdict,
  verdictOf,
} from './policy.ts';
import { PARAM_VALUES, ROUTE_RULES, type RouteRule } from './route-rules.ts';

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 300_000);
afterAll(async () => {
  await closeTestApp(world.ctx);
});

const MISSING = '999999';
const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const apiRoutes = () => world.ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));

type Case = {
  route: RouteEntry;
  rule: RouteRule;
  resource: Resource | null;
  url: string;
  /** which record each id parameter got: other, own, granted, missing, map of the admin's job */
  label: string;
  facts: Record<string, RecordFacts>;
};

/** The resource whose record a path parameter names. */
function recordResourceOf(rule: RouteRule, param: string, resource: Resource | null, url: string) {
  const named = rule.ids?.[param];
  if (named) return getResource(named) ? named : null;
  const about = Array.isArray(rule.needs)
    ? rule.needs.find((n) => 'record' in n && n.param === param)
    : undefined;
  if (about && 'record' in about) return about.record === ':resource' ? resource!.name : about.record;
  if (param !== 'id') return null;
  if (resource) return resource.name;
  const first = url.split('/')[2] ?? '';
  return getResource(first) ? first : null;
}

/** Pages of the roles an R2 write touches (the row's role, a login's role, a group's roles). */
async function rolePagesOf(resource: string, id: string): Promise<ReadonlySet<string>[]> {
  const q = world.ctx.database.query.bind(world.ctx.database);
  const roleIds: number[] = [];
  if (resource === 'roles') roleIds.push(Number(id));
  if (resource === 'users')
    roleIds.push(
      ...(await q<{ r: number }>('SELECT user_role_id AS r FROM users WHERE id = $1', [id])).map((x) => x.r),
    );
  if (resource === 'permissions' || resource === 'setupshowhideroleid')
    roleIds.push(
      ...(await q<{ r: number }>(`SELECT role_id AS r FROM ${resource} WHERE id = $1`, [id])).map((x) => x.r),
    );
  if (resource === 'grouproleid') {
    const [row] = await q<{ role_ids: unknown }>('SELECT role_ids FROM grouproleid WHERE id = $1', [id]);
    if (Array.isArray(row?.role_ids)) roleIds.push(...row.role_ids.map(Number));
  }
  const sets: Set<string>[] = [];
  for (const role of roleIds.filter((r) => Number.isInteger(r))) {
    const pages = await q<{ page_name: string }>('SELECT page_name FROM permissions WHERE role_id = $1', [
      role,
    ]);
    sets.push(new Set(pages.map((p) => pageKey(p.page_name))));
  }
  return sets;
}

/** Every case of a route for one caller: per resource, per record variant and parameter value. */
async function casesOf(route: RouteEntry, rule: RouteRule, caller: MatrixCaller, existing: Set<string>) {
  const needs = rule.needs as Exclude<RouteRule['needs'], string>;
  const managing = needs.some((n) => 'act' in n && (n.act === 'edit' || n.act === 'delete'));
  const aboutRecord = needs.some((n) => 'record' in n);
  const resources: (Resource | null)[] = route.url.includes(':resource')
    ? RESOURCE_LIST.filter((r) => world.records.has(r.name))
    : [null];
  const cases: Case[] = [];
  for (const resource of resources) {
    let partial: { url: string; label: string; facts: Record<string, RecordFacts> }[] = [
      { url: route.url, label: '', facts: {} },
    ];
    for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
      const next: typeof partial = [];
      const put = (value: string, label = '', facts?: RecordFacts) => {
        for (const p of partial)
          next.push({
            url: p.url.replace(`:${param}`, encodeURIComponent(value)),
            label: [p.label, label].filter(Boolean).join(' '),
            facts: facts ? { ...p.facts, [param!]: facts } : p.facts,
          });
      };
      const recordResource = recordResourceOf(rule, param!, resource, route.url);
      if (param === 'resource') put(resource!.name);
      else if (rule.params?.[param!]) for (const value of rule.params[param!]!) put(value);
      else if (param === 'id' && rule.ownRecords)
        put(world.records.get('rsetwebsite')!.other, 'own site', ownFacts);
      else if (recordResource && world.records.has(recordResource)) {
        const held = world.records.get(recordResource)!;
        const ids = new Map<string, string>([['other', held.other]]);
        const own = held.own.get(caller.name);
        if (own && (managing || aboutRecord)) ids.set('own', own);
        const granted = world.granted.get(caller.name)?.get(recordResource);
        if (granted && granted === own) ids.set('own', granted);
        else if (granted) ids.set('granted', granted);
        if (recordResource === 'rmindmap') ids.set('map of the admin’s job', world.otherJobMap);
        if (aboutRecord) ids.set('missing', MISSING);
        for (const [label, id] of ids) {
          const exists = existing.has(`${recordResource}:${id}`);
          put(id, label, {
            exists,
            own: caller.isAdmin ? id === held.other : own === id,
            inScope: inScope(world, caller, recordResource, id),
            work: worksOn(world, caller, recordResource, id),
            rolePages:
              SETUP.has(recordResource) && exists ? await rolePagesOf(recordResource, id) : undefined,
          });
        }
      } else put(PARAM_VALUES[param!] ?? MISSING, '', { exists: false, own: false, inScope: false });
      partial = next;
    }
    const queries = rule.queries ?? [''];
    for (const p of partial)
      for (const query of queries)
        cases.push({
          route,
          rule,
          resource,
          url: query ? `${p.url}?${query}` : p.url,
          label: p.label,
          // a route acting on the caller's own rows (their website) meets them as their own
          facts: rule.ownRecords ? { id: ownFacts, ...p.facts } : p.facts,
        });
  }
  return cases;
}
const ownFacts: RecordFacts = { exists: true, own: true, inScope: true };

/** Which fixture records exist now (an earlier caller's allowed delete may have removed one). */
async function existingRecords(): Promise<Set<string>> {
  const found = new Set<string>();
  const extra = [world.otherJobMap, ...world.mapTargets.keys()];
  for (const resource of RESOURCE_LIST) {
    const held = world.records.get(resource.name);
    if (!held) continue;
    const ids = [
      held.other,
      ...held.own.values(),
      ...[...world.granted.values()].map((g) => g.get(resource.name)),
    ];
    if (resource.name === 'rmindmap') ids.push(...extra);
    const rows = await world.ctx.database.query<{ id: string }>(
      `SELECT id::text AS id FROM ${resource.table} WHERE id::text = ANY($1)`,
      [ids.filter(Boolean)],
    );
    for (const row of rows) found.add(`${resource.name}:${row.id}`);
  }
  return found;
}

const disagreements: { caller: string; by: string; line: string }[] = [];
const leaks: { caller: string; where: string; line: string }[] = [];
const totals = { cases: 0, allowed: 0, refused: 0, leakChecks: 0 };
/** How many cases each statement refused (its id and detail): shows which statements the walk tried. */
const refusedBy = new Map<string, number>();

/** Every case of every route for one caller, the deletes or everything else. */
async function casesFor(caller: MatrixCaller, deletes: boolean): Promise<Case[]> {
  const existing = await existingRecords();
  const cases: Case[] = [];
  for (const route of apiRoutes()) {
    const rule = ROUTE_RULES[keyOf(route)];
    if (!rule || rule.needs === 'socket' || (route.method === 'DELETE') !== deletes) continue;
    if (rule.needs !== 'public') cases.push(...(await casesOf(route, rule, caller, existing)));
    else if (!caller.token) {
      const url = route.url.replace(/:(\w+)/g, (_, p: string) => PARAM_VALUES[p] ?? MISSING);
      cases.push({ route, rule, resource: null, url, label: '', facts: {} });
    }
  }
  return cases;
}

/** A public route answers without a sign-in: anything but a 5xx (a 401 is its own check, a signature). */
const PUBLIC: Verdict = {
  allow: false,
  statuses: [200, 204, 400, 401, 404, 409, 410, 413, 422, 429],
  by: 'public',
};

/** Runs the cases; answers the disagreements and the leaks, each a line naming the case. */
async function run(caller: MatrixCaller, cases: Case[]) {
  const wrong: string[] = [];
  const carried: string[] = [];
  for (const c of cases) {
    const needs = c.rule.needs;
    const verdict =
      needs === 'public' || needs === 'socket'
        ? PUBLIC
        : verdictOf(
            needs,
            caller,
            { resource: c.resource, facts: c.facts },
            {
              answersRecord: c.rule.answersRecord,
            },
          );
    const response = await world.ctx.app.inject({
      method: c.route.method as 'GET',
      url: c.url,
      headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      ...(c.route.method === 'POST' || c.route.method === 'PUT' ? { payload: {} } : {}),
    });
    totals.cases++;
    totals[verdict.allow ? 'allowed' : 'refused']++;
    if (!verdict.allow) {
      const by = `${verdict.by.split(':')[0]!} ${caller.name}`;
      refusedBy.set(by, (refusedBy.get(by) ?? 0) + 1);
    }
    const label = c.label ? ` [${c.label}]` : '';
    const request = `${caller.name} ${c.route.method} ${c.url}${label}`;
    if (!meets(verdict, response.statusCode)) {
      const line = `${request} body {}: expected ${describeVerdict(verdict)} by ${verdict.by}; got ${response.statusCode} ${response.body.slice(0, 100)}`;
      wrong.push(line);
      disagreements.push({ caller: caller.name, by: verdict.by.split(':')[0]!, line });
    }
    if (!caller.token || caller.isAdmin) continue;
    totals.leakChecks++;
    const body = response.rawPayload.toString('latin1');
    for (const marker of world.markers) {
      if (!marker.from(caller) || !marker.in(body)) continue;
      const what = marker.kind === 'hidden' ? 'R5 hidden value of' : 'a record outside the scope:';
      const line = `${request}: carries ${what} ${marker.where} (${marker.value})`;
      carried.push(line);
      leaks.push({ caller: caller.name, where: marker.where, line });
    }
  }
  return { disagreements: wrong, leaks: carried };
}

const callerNamed = (name: string) => world.callers.find((c) => c.name === name)!;

describe('the authorisation matrix: route table × callers × records', () => {
  // about a thousand requests per caller: seconds alone, longer beside other suites on 2 cores
  it.each(CALLERS)(
    '%s gets what the statements say from every route (deletes aside)',
    async (name) => {
      const cases = await casesFor(callerNamed(name), false);
      expect(cases.length).toBeGreaterThan(0);
      expect(await run(callerNamed(name), cases)).toEqual({ disagreements: [], leaks: [] });
    },
    300_000,
  );

  // deletes once every caller's other cases have run: each of them still found every record
  it.each(CALLERS)(
    '%s gets what the statements say from every delete',
    async (name) => {
      const cases = await casesFor(callerNamed(name), true);
      expect(await run(callerNamed(name), cases)).toEqual({ disagreements: [], leaks: [] });
    },
    300_000,
  );

  it('has a statement for every route of the table, and none for routes that are gone', () => {
    const table = new Set(apiRoutes().map(keyOf));
    const untaught = [...table].filter((key) => !ROUTE_RULES[key]);
    const stale = Object.keys(ROUTE_RULES).filter((key) => !table.has(key));
    expect(untaught, 'routes route-rules.ts does not place: write what they need').toEqual([]);
    expect(stale, 'routes route-rules.ts names that the server no longer has').toEqual([]);
  });

  it('counts what it tried', () => {
    if (process.env.MATRIX_REPORT)
      writeFileSync(
        process.env.MATRIX_REPORT,
        JSON.stringify(
          { totals, disagreements, leaks, refusedBy: Object.fromEntries([...refusedBy].sort()) },
          null,
          1,
        ),
      );
    const group = <T extends { by?: string; where?: string }>(rows: T[], key: (r: T) => string) => {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
      return [...counts].map(([k, n]) => `  ${n} × ${k}`).join('\n');
    };
    console.log(
      `authorisation matrix: ${apiRoutes().length} routes, ${world.callers.length} callers, ${totals.cases} cases (${totals.allowed} allowed, ${totals.refused} refused), ${totals.leakChecks} answers checked for ${world.markers.length} markers\n` +
        `disagreements by statement:\n${group(disagreements, (d) => d.by)}\nleaks by field:\n${group(leaks, (l) => l.where.split(' ')[0]!)}`,
    );
    expect(totals.cases).toBeGreaterThan(apiRoutes().length * world.callers.length);
    expect(world.markers.filter((m) => m.kind === 'hidden').length).toBeGreaterThan(100);
  });
});
