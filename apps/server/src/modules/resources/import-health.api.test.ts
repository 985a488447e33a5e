// Issue 32: "a 20,000-row import stops the app for everyone: the dry run 77 s and the commit 239 s, with
// a concurrent GET /api/health waiting the whole time" (one transaction on PGlite's single connection).
// An import is now a job in short transactions: other requests are answered while it runs, in both of
// its phases. (How fast is measured outside the tests: bench/import.bench.ts.)
import type { ImportJobStatus } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { awaitImport, postImport } from '../../test/imports.ts';

const ctx = useTestApp();

const ROWS = 3_000;

const job = async (id: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/rsatuan/import/${id}`,
      headers: { authorization: `Bearer ${ctx.admin}` },
    })
  ).json() as ImportJobStatus;

/** Polls until the job is in `phase` (or has finished, which fails the test's next expectation). */
async function untilPhase(id: string, phase: ImportJobStatus['phase']): Promise<ImportJobStatus> {
  for (;;) {
    const status = await job(id);
    if (status.phase === phase || status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a large import', () => {
  it(`leaves GET /api/health answered while its ${ROWS} rows are checked and while they are written`, async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => `Satuan sehat ${i + 1},ss${i % 1000}`);
    const start = await postImport(
      ctx.app,
      ctx.admin,
      '/api/rsatuan/import?dryRun=false',
      `nama_satuan,singkatan\n${rows.join('\n')}\n`,
    );
    expect(start.statusCode, start.body).toBe(202);
    const id = (start.json() as ImportJobStatus).id;

    for (const phase of ['checking', 'writing'] as const) {
      expect(await untilPhase(id, phase)).toMatchObject({ status: 'running', phase });
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe('ok');
      // answered while the import was still at work, not after it
      const during = await job(id);
      expect(during, `health answered only after the import (${phase})`).toMatchObject({
        status: 'running',
        phase,
      });
      expect(during.done).toBeLessThan(ROWS);
    }

    const done = await awaitImport(ctx.app, ctx.admin, 'rsatuan', id);
    expect(done.report).toMatchObject({ total: ROWS, valid: ROWS, imported: ROWS, errors: [] });
    const [{ n }] = (await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rsatuan WHERE nama_satuan LIKE 'Satuan sehat %'",
    )) as [{ n: number }];
    expect(n).toBe(ROWS);
  }, 60_000); // a few seconds on a quiet machine; the margin is for a busy one
});
