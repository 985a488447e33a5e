// Rule engine: compile time for 1,000 rules against one route, and the list endpoint with 50 active
// rules for the caller's role vs the same endpoint with none.
import { compile, getResource, type RoleRule } from '@kantor/core';
import { insertRegionChain, relationResolver, sampleInput } from '../apps/server/src/test/factories.ts';
import { benchDatabase, DEMO_TEKNISI_PASSWORD, load, serveApp, signIn } from './support.ts';

const categories = [
  'Hide Kolom',
  'Replace Label',
  'Add Action List',
  'Warnai List JSX',
  'Hide Menu',
  'Logika List JSX',
  'Hide Filter Sidebar',
  'Urut Field Teratas',
];
const routes = ['/rpekerjaan', '/rsupplier', '/rinvoice', '/rabsensi', '/rpekerjaan/add', '/rstok*'];
function rules(n: number, roleId = 53): RoleRule[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    role_id: roleId,
    nama_route: routes[i % routes.length],
    kategori: categories[i % categories.length],
    setup: i % 2 ? `field_${i % 17}, status:Done|Closed` : `kolom_${i % 11}`,
    replace_label: `Label ${i}`,
    warna_kolom_list: "status == 'Done' => green; qty < 5 => danger",
    logika_list: "IF(status == 'Done', 'Selesai', 'Proses')",
    label_action: 'Buka',
    link_action: '/rpekerjaan/view/{id}',
    urutan: i % 7,
  })) as RoleRule[];
}

const thousand = rules(1000);
for (let i = 0; i < 50; i++) compile(thousand, 53, '/rpekerjaan'); // warm-up
const runs = 500;
const t0 = performance.now();
for (let i = 0; i < runs; i++) compile(thousand, 53, `/rpekerjaan${i % 2 ? '' : '/add'}`);
const perCompile = (performance.now() - t0) / runs;
console.log(
  `compile(1,000 rules, role, route): ${perCompile.toFixed(3)} ms per call (goal < 1 ms), over ${runs} calls`,
);

const database = await benchDatabase();
const served = await serveApp(database);
const token = await signIn(served.url, 'teknisi', DEMO_TEKNISI_PASSWORD);
const headers = { authorization: `Bearer ${token}` };
await insertRegionChain(database);
const adminToken = await signIn(served.url);
const resolve = relationResolver(served.app, adminToken, database);
for (let i = 0; i < 40; i++) {
  const input = await sampleInput(getResource('rpekerjaan')!, resolve);
  await served.app.inject({
    method: 'POST',
    url: '/api/rpekerjaan/add',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { ...input, status: i % 2 ? 'Done' : 'On Going' },
  });
}
const url = `${served.url}/api/rpekerjaan?limit=25`;
await load(url, { headers, duration: 1 });
const none = await load(url, { headers });
for (const rule of rules(50)) {
  const { id: _id, ...values } = rule as Record<string, unknown>;
  await database.query(
    `INSERT INTO setupshowhideroleid (${Object.keys(values).join(', ')}) VALUES (${Object.keys(values)
      .map((_, i) => `$${i + 1}`)
      .join(', ')})`,
    Object.values(values),
  );
}
await load(url, { headers, duration: 1 });
const fifty = await load(url, { headers });
console.log(
  `rpekerjaan list, 10 connections: no rules ${none.rps.toFixed(0)} req/s (p99 ${none.p99} ms) | 50 rules ${fifty.rps.toFixed(0)} req/s (p99 ${fifty.p99} ms) | ratio ${(fifty.rps / none.rps).toFixed(2)} (goal > 0.9)`,
);
// issue 37: the same list with a Batasi Baris rule besides the 50 (a condition on the record and the
// user's facts, compiled to SQL per request), against the same list with no rules at all
await database.query(
  `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, setup, urutan)
   VALUES (53, '/rpekerjaan', 'Batasi Baris', $1, 0)`,
  ["status in ['On Going', 'Done'] and user.role_id == 53"],
);
await served.app.roleCache.invalidate();
await load(url, { headers, duration: 1 });
const scoped = await load(url, { headers });
console.log(
  `rpekerjaan list with a row scope rule and 50 others ${scoped.rps.toFixed(0)} req/s (p99 ${scoped.p99} ms) | ratio to no rules ${(scoped.rps / none.rps).toFixed(2)} (goal >= 0.9)`,
);
await served.app.close();
await database.close();
