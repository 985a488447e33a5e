// Imports run as background jobs (issue 32: "a 20,000-row import stops the app for everyone"): the route
// answers 202 with a job, its starter polls it, a commit with any bad row writes nothing, and a write
// that fails after its check (a concurrent change) is undone through the delete path.
import type { ImportJobStatus } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { awaitImport, postImport, runImport } from '../../test/imports.ts';
import type { DomainModule } from './domain-module.ts';

/** Inserts made behind the import's back (a colleague adding the same name), awaited by the tests. */
const behindTheBack: Promise<unknown>[] = [];

const fixtures: DomainModule = {
  name: 'import-fixtures',
  hooks: {
    tes: {
      // the first time a row named "rebutan…" is checked, someone else adds the same name (in another
      // case) outside the import: its check passed, its write will not. Fired after the check's own
      // insert, so the colleague's insert waits for the check's transaction (rolled back) on either
      // engine: PGlite queues it behind the transaction, PostgreSQL's unique index makes it wait; fired
      // before, PostgreSQL could commit it first and the check itself would refuse the row.
      afterAdd: (ctx, record) => {
        const name = String(record.nama);
        if (name.startsWith('rebutan') && !claimed.has(name)) {
          claimed.add(name);
          behindTheBack.push(ctx.app!.db.query('INSERT INTO tes (nama) VALUES ($1)', [name.toUpperCase()]));
        }
        // what a write announces after its commit (a notification, a push)
        ctx.afterCommit(() => {
          announced.push(name);
        });
      },
      // a record that cannot be deleted once written
      beforeDelete: (_ctx, before) => {
        if (Number(before.jumlah) > 500)
          throw new ValidationError({ jumlah: ['terlalu banyak untuk dihapus'] });
      },
    },
  },
};
const claimed = new Set<string>();
const announced: string[] = [];

let adminId: number;
let other: string;

const ctx = useTestApp({}, { modules: [fixtures] });
beforeAll(async () => {
  [{ id: adminId }] = (await ctx.database.query<{ id: number }>(
    "SELECT id FROM users WHERE username = 'admin'",
  )) as [{ id: number }];
  // another login holding every page (an admin too): still not the job's starter
  await insertUser(ctx.database, {
    username: 'admin2',
    email: 'admin2@kantor.local',
    password: 'Admin-Kedua-2026!',
    roleId: 52,
  });
  other = await ctx.login('admin2', 'Admin-Kedua-2026!');
});
afterAll(async () => {
  await Promise.allSettled(behindTheBack);
});

const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;
const csv = (rows: string[]) => `nama,jumlah\n${rows.join('\n')}\n`;
const names = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1},${i % 100}`);
const lastAudit = async () =>
  (await ctx.database.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM audit_log'))[0]!.id;
/** The generic trail of `tes` written after audit row `since`: how many adds and deletes. */
const trailSince = (since: number) =>
  ctx.database.query<{ action: string; n: number }>(
    `SELECT action, count(*)::int AS n FROM audit_log WHERE resource = 'tes' AND id > $1 GROUP BY action ORDER BY action`,
    [since],
  );
const poll = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('an import job', () => {
  it('starts with 202 and the job, is polled to its report; a dry run writes nothing', async () => {
    const before = { tes: await count('tes'), audit: await count('audit_log') };
    const start = await postImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=true',
      csv(names('kering', 300)),
    );
    expect(start.statusCode, start.body).toBe(202);
    const started = start.json() as ImportJobStatus;
    expect(started).toMatchObject({
      status: 'running',
      phase: 'checking',
      dryRun: true,
      done: 0,
      total: 300,
    });
    expect(started.report).toBeNull();
    expect(started.id).toMatch(/^[0-9a-f]{32}$/);
    const job = await awaitImport(ctx.app, ctx.admin, 'tes', started.id);
    expect(job).toMatchObject({ status: 'done', phase: 'finished', done: 300, total: 300, error: null });
    expect(job.report).toEqual({
      dryRun: true,
      total: 300,
      valid: 300,
      imported: 0,
      errors: [],
      unknownColumns: [],
    });
    expect({ tes: await count('tes'), audit: await count('audit_log') }).toEqual(before);
    expect(announced.filter((n) => n.startsWith('kering '))).toEqual([]);
  });

  it('a commit writes every row, with its audit trail', async () => {
    const since = await lastAudit();
    const { start, job } = await runImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=false',
      csv(names('basah', 250)),
    );
    expect(start.json()).toMatchObject({ dryRun: false, total: 250 });
    expect(job?.report).toMatchObject({ dryRun: false, total: 250, valid: 250, imported: 250, errors: [] });
    expect(await count("tes WHERE nama LIKE 'basah %'")).toBe(250);
    expect(await trailSince(since)).toEqual([{ action: 'add', n: 250 }]);
    // the list of what it wrote (for an undo after a crash) goes with its end
    expect(await count('import_job_rows')).toBe(0);
    // every row announced, once every row was written
    await expect.poll(() => announced.filter((n) => n.startsWith('basah ')).length).toBe(250);
  });

  it('a commit with one bad row (the last of 300) writes nothing and names the row as in the file', async () => {
    const before = { tes: await count('tes'), audit: await count('audit_log') };
    const rows = [...names('buruk', 299), 'x,5'];
    const { job } = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=false', csv(rows));
    expect(job?.status).toBe('done');
    expect(job?.report).toMatchObject({ dryRun: false, total: 300, valid: 299, imported: 0 });
    // the header is row 1: the 300th data row is row 301; "x" is shorter than the 2 letters a name needs
    expect(job?.report?.errors.map((e) => [e.row, Object.keys(e.errors)])).toEqual([[301, ['nama']]]);
    expect({ tes: await count('tes'), audit: await count('audit_log') }).toEqual(before);
  });

  it('catches a unique field repeated within the file, in any case, however far apart the rows are', async () => {
    // the first batch holds 20 rows: rows 2 and 203 are checked in transactions of their own
    const rows = ['Sama Persis,1', ...names('jauh', 200), 'SAMA PERSIS,2', 'sama persis,3'];
    const { job } = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=false', csv(rows));
    expect(job?.report).toMatchObject({ total: 203, valid: 201, imported: 0 });
    expect(job?.report?.errors).toEqual([
      { row: 203, errors: { nama: ['This value has already been taken'] } },
      { row: 204, errors: { nama: ['This value has already been taken'] } },
    ]);
    expect(await count("tes WHERE lower(nama) = 'sama persis' OR nama LIKE 'jauh %'")).toBe(0);
  });

  it('answers only its starter, only under its resource: anyone else gets the same 404 as no job', async () => {
    const { start, job } = await runImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=true',
      csv(names('milik', 5)),
    );
    const id = start.json().id as string;
    expect(job?.status).toBe('done');
    const mine = await poll(ctx.admin, `/api/tes/import/${id}`);
    expect(mine.statusCode).toBe(200);
    const notFound = (await poll(ctx.admin, '/api/tes/import/00000000000000000000000000000000')).json();
    for (const [token, url] of [
      [other, `/api/tes/import/${id}`],
      [ctx.admin, `/api/tes2/import/${id}`],
    ] as const) {
      const answer = await poll(token, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
  });

  it('runs one import per login at a time: a second is a 429 while the first runs, another login is not held up', async () => {
    const first = await postImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=true',
      csv(names('antre', 300)),
    );
    expect(first.statusCode).toBe(202);
    const second = await postImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=true',
      csv(names('antre', 2)),
    );
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json().message).toBe('An import of yours is still running; wait until it has finished');
    const theirs = await postImport(ctx.app, other, '/api/tes/import?dryRun=true', csv(names('lain', 2)));
    expect(theirs.statusCode, theirs.body).toBe(202);
    expect((await awaitImport(ctx.app, ctx.admin, 'tes', first.json().id)).status).toBe('done');
    await awaitImport(ctx.app, other, 'tes', theirs.json().id);
    const again = await postImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=true', csv(names('antre', 2)));
    expect(again.statusCode).toBe(202);
    await awaitImport(ctx.app, ctx.admin, 'tes', again.json().id);
  });
});

describe('a write that fails after its check', () => {
  it('is undone through the delete path, and the report names the row that could not be written', async () => {
    const since = await lastAudit();
    const rows = [...names('tulis', 300), 'rebutan satu,1'];
    const { job } = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=false', csv(rows));
    await Promise.all(behindTheBack);
    expect(job?.status, JSON.stringify(job)).toBe('done');
    expect(job?.report).toMatchObject({ dryRun: false, total: 301, valid: 300, imported: 0 });
    expect(job?.report?.errors).toEqual([
      { row: 302, errors: { nama: ['This value has already been taken'] } },
    ]);
    // nothing of the file is left: only the colleague's record; nothing was announced
    expect(await count("tes WHERE nama LIKE 'tulis %'")).toBe(0);
    expect(announced.filter((n) => n.startsWith('tulis '))).toEqual([]);
    expect(await ctx.database.query("SELECT nama FROM tes WHERE lower(nama) = 'rebutan satu'")).toEqual([
      { nama: 'REBUTAN SATU' },
    ]);
    // every record written was added and deleted again, in the audit trail (the delete path)
    const trail = await trailSince(since);
    const written = trail.find((t) => t.action === 'add')?.n ?? 0;
    expect(written).toBeGreaterThan(0);
    expect(trail).toEqual([
      { action: 'add', n: written },
      { action: 'delete', n: written },
    ]);
  });

  it('reports by row what the undo could not delete, and counts it as imported', async () => {
    // the first batch (20 rows) is written before the last row fails: its two locked rows stay
    const rows = ['kunci satu,900', 'lepas,1', 'kunci dua,901', ...names('lepas', 200), 'rebutan dua,1'];
    const { job } = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=false', csv(rows));
    await Promise.all(behindTheBack);
    expect(job?.report).toMatchObject({ total: 204, valid: 203, imported: 2 });
    const refused = 'Written, but it could not be removed again: terlalu banyak untuk dihapus';
    expect(job?.report?.errors).toEqual([
      { row: 2, errors: { _: [refused] } },
      { row: 4, errors: { _: [refused] } },
      { row: 205, errors: { nama: ['This value has already been taken'] } },
    ]);
    expect(await count("tes WHERE nama LIKE 'lepas%'")).toBe(0);
    expect(await count("tes WHERE nama LIKE 'kunci %'")).toBe(2);
  });
});

describe('a job whose server went away', () => {
  /** A job as an instance left it when it went away 10 minutes ago, with the records it had written. */
  const lostJob = async (phase: 'checking' | 'writing', written: [string, number][]) => {
    const id = `${phase}${'0'.repeat(32 - phase.length)}`;
    await ctx.database.query(
      `INSERT INTO import_jobs (id, owner, actor, resource, dry_run, status, runner, phase, done, total, beat_at)
       VALUES ($1, $2, $3, 'tes', false, 'running', 'gone', $4, 1, 3, now() - interval '10 minutes')`,
      [id, adminId, JSON.stringify({ id: adminId, username: 'admin', userId: adminId }), phase],
    );
    for (const [record, row] of written)
      await ctx.database.query('INSERT INTO import_job_rows (job_id, record_id, row) VALUES ($1, $2, $3)', [
        id,
        record,
        row,
      ]);
    return id;
  };

  it('still checking: fails at the next poll, saying the server stopped', async () => {
    const id = await lostJob('checking', []);
    const answer = await poll(ctx.admin, `/api/tes/import/${id}`);
    expect(answer.json()).toMatchObject({ status: 'failed', phase: 'finished', report: null });
    expect(answer.json().error).toBe(
      'The server running the import stopped; rows it had written were removed again',
    );
  });

  it('writing: the next instance that looks deletes what it wrote, as its starter, then fails it', async () => {
    const ids: [string, number][] = [];
    for (const [row, nama] of ['yatim satu', 'yatim dua', 'yatim tiga'].entries()) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/tes/add',
        payload: { nama, jumlah: 1 },
        headers: { authorization: `Bearer ${ctx.admin}` },
      });
      ids.push([String(added.json().record.id), row + 2]);
    }
    const id = await lostJob('writing', ids);
    const job = await awaitImport(ctx.app, ctx.admin, 'tes', id);
    expect(job).toMatchObject({ status: 'failed', phase: 'finished' });
    expect(job.error).toBe('The server running the import stopped; rows it had written were removed again');
    expect(job.report).toMatchObject({ imported: 0, errors: [] });
    expect(await count("tes WHERE nama LIKE 'yatim %'")).toBe(0);
    expect(await count('import_job_rows WHERE job_id = $1', [id])).toBe(0);
    const deletes = await ctx.database.query<{ username: string }>(
      `SELECT username FROM audit_log WHERE resource = 'tes' AND action = 'delete' AND record_id = ANY($1::text[])`,
      [ids.map(([recordId]) => recordId)],
    );
    expect(deletes).toEqual([{ username: 'admin' }, { username: 'admin' }, { username: 'admin' }]);
    // and the login may import again
    const again = await postImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=true', csv(names('lagi', 1)));
    expect(again.statusCode).toBe(202);
    await awaitImport(ctx.app, ctx.admin, 'tes', again.json().id);
  });

  it('a finished job is kept 15 minutes after its end, then gone (404)', async () => {
    const { start } = await runImport(
      ctx.app,
      ctx.admin,
      '/api/tes/import?dryRun=true',
      csv(names('lama', 1)),
    );
    const id = start.json().id as string;
    await ctx.database.query("UPDATE import_jobs SET beat_at = now() - interval '14 minutes' WHERE id = $1", [
      id,
    ]);
    const next = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=true', csv(names('baru', 1)));
    expect((await poll(ctx.admin, `/api/tes/import/${id}`)).statusCode).toBe(200);
    await ctx.database.query("UPDATE import_jobs SET beat_at = now() - interval '16 minutes' WHERE id = $1", [
      id,
    ]);
    await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=true', csv(names('baru', 1)));
    expect((await poll(ctx.admin, `/api/tes/import/${id}`)).statusCode).toBe(404);
    expect(next.job?.status).toBe('done');
  });
});
