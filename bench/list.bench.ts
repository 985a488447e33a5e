// A search over the 83,763 villages sorted by name, one page of 25 with its total, through our list
// endpoint vs the same SQL through the raw driver behind a bare route; then an XLSX export of all villages.
import { getResource } from '@kantor/core';
import { buildListQuery, parseListParams } from '../apps/server/src/modules/resources/list-query.ts';
import { benchDatabase, compare, row, serveApp, serveBare, signIn } from './support.ts';

const database = await benchDatabase({ regions: true });
const ours = await serveApp(database);
const token = await signIn(ours.url);
const villages = getResource('regvillages')!;
const query = { search: 'suka', sort: 'name', order: 'asc', limit: '25', page: '1' };
const sql = buildListQuery(villages, parseListParams(villages, query));
const bare = await serveBare((app) => {
  app.get('/villages', async () => {
    const rows = await database.query(sql.text, sql.values);
    return {
      records: rows,
      totalRecords: Number((rows[0] as { __total?: number } | undefined)?.__total ?? 0),
    };
  });
});
const headers = { authorization: `Bearer ${token}` };
const url = `${ours.url}/api/regvillages?${new URLSearchParams(query)}`;
const check = (await (await fetch(url, { headers })).json()) as { totalRecords: number; records: unknown[] };
console.log(
  `regvillages: ${check.totalRecords} villages match 'suka', first page ${check.records.length} rows (${database.engine})`,
);
const result = await compare([url, { headers }], [`${bare.url}/villages`, {}]);
console.log(
  row('regvillages search + sort + page of 25 with total, 10 connections', result.ours, result.base),
);

// Export: time and peak memory while the whole table streams out as XLSX.
const before = process.memoryUsage().rss;
let peak = before;
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const response = await fetch(`${ours.url}/api/regvillages/export?format=xlsx`, { headers });
let bytes = 0;
for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
clearInterval(timer);
const seconds = (performance.now() - started) / 1000;
console.log(
  `regvillages XLSX export: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; process RSS ${(before / 1048576).toFixed(0)} MB before, peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - before) / 1048576).toFixed(0)} MB)`,
);
await ours.app.close();
await bare.app.close();
await database.close();
