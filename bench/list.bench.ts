// A search over the 83,763 villages sorted by name, one page of 25 with its total, through our list
// endpoint vs the SQL a DBA would write for the same answer (the page, then the count) through the raw
// driver behind a bare route; for a broad term ('suka', ~1,300 matches), a selective one ('sukamaju',
// ~70), a broad one where the DBA's plan is lucky ('jaya', ~1,750, spread over the alphabet: walking
// the name index finds a page at once) and a very broad one past our matches-first limit ('ang',
// ~14,300: we pay for reading 5,001 matches before counting them all). Then an XLSX export of all
// villages. On PostgreSQL when DATABASE_URL is set.
import { benchDatabase, compare, row, serveApp, serveBare, signIn } from './support.ts';

const database = await benchDatabase({ regions: true });
const ours = await serveApp(database);
const token = await signIn(ours.url);
const bare = await serveBare((app) => {
  app.get<{ Querystring: { q: string } }>('/villages', async (request) => {
    const pattern = `%${request.query.q}%`;
    const records = await database.query(
      `SELECT v.id, v.district_code, v.name, v.created_at, v.updated_at, d.name AS district_code_label
         FROM regvillages v LEFT JOIN regdistricts d ON d.id = v.district_code
        WHERE v.name ILIKE $1 ORDER BY v.name COLLATE "und-x-icu", v.id LIMIT 25`,
      [pattern],
    );
    const [count] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM regvillages WHERE name ILIKE $1',
      [pattern],
    );
    return { records, totalRecords: count?.n ?? 0 };
  });
});
const headers = { authorization: `Bearer ${token}` };
for (const term of ['suka', 'sukamaju', 'jaya', 'ang']) {
  const query = { search: term, sort: 'name', order: 'asc', limit: '25', page: '1' };
  const url = `${ours.url}/api/regvillages?${new URLSearchParams(query)}`;
  const check = (await (await fetch(url, { headers })).json()) as {
    totalRecords: number;
    records: unknown[];
  };
  const base = (await (await fetch(`${bare.url}/villages?q=${term}`)).json()) as { totalRecords: number };
  if (check.totalRecords !== base.totalRecords) throw new Error(`totals differ for ${term}`);
  console.log(
    `regvillages: ${check.totalRecords} villages match '${term}', first page ${check.records.length} rows (${database.engine})`,
  );
  const result = await compare([url, { headers }], [`${bare.url}/villages?q=${term}`, {}]);
  console.log(
    row(
      `regvillages search '${term}' + sort + page of 25 with total, 10 connections`,
      result.ours,
      result.base,
    ),
  );
}

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
