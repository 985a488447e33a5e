/**
 * `tabelkolom` rows are the declaration of user tables: each write checks the column (an identifier,
 * options that fit its type, one name per table) and changes the real table in the same transaction,
 * through any route (the /supertabel designer, the generic form, an import); a table takes at most
 * MAX_USER_COLUMNS columns on every route.
 */
import {
  columnProblem,
  isUserTableName,
  MAX_USER_COLUMNS,
  type UserColumn,
  userTableResourceName,
} from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { syncColumn } from './ddl.ts';
import { markUserTablesStale } from './registry.ts';

type Row = Record<string, unknown>;

function checkColumn(ctx: HookContext, next: Row): void {
  const errors: Record<string, string[]> = {};
  if (!isUserTableName(String(next.nama_tabel ?? '')))
    errors.nama_tabel = [ctx.msg('validation.userTableName')];
  const problem = columnProblem(next as unknown as UserColumn);
  if (problem) errors[problem.field] = [ctx.msg(problem.key)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function assertFreeName(ctx: HookContext, next: Row, id: unknown): Promise<void> {
  const taken = await ctx.query(
    'SELECT 1 FROM tabelkolom WHERE nama_tabel = $1 AND nama_kolom = $2 AND id IS DISTINCT FROM $3 LIMIT 1',
    [next.nama_tabel, next.nama_kolom, id ?? null],
  );
  if (taken.length > 0) throw new ValidationError({ nama_kolom: [ctx.msg('validation.unique')] });
}

/**
 * One bound for every route that adds a column (the designer, `tabelkolom/add`, an import): the table's
 * columns are counted under a lock on its name, so two adds at once cannot both take the last place.
 */
async function assertRoomForColumn(ctx: HookContext, table: string): Promise<void> {
  await ctx.query("SELECT pg_advisory_xact_lock(hashtext('tabelkolom:' || $1))", [table]);
  const [row] = await ctx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tabelkolom WHERE nama_tabel = $1',
    [table],
  );
  if ((row?.n ?? 0) >= MAX_USER_COLUMNS)
    throw new ValidationError({
      nama_tabel: [ctx.msg('validation.userTableMaxColumns', { max: MAX_USER_COLUMNS })],
    });
}

export const tabelkolomHooks: ResourceHooks = {
  async beforeAdd(ctx, values) {
    checkColumn(ctx, values);
    await assertFreeName(ctx, values, null);
    await assertRoomForColumn(ctx, String(values.nama_tabel));
  },
  async afterAdd(ctx, record) {
    await syncColumn(
      ctx.query,
      userTableResourceName(String(record.nama_tabel)),
      record as unknown as UserColumn,
      ctx.msg,
    );
    ctx.afterCommit(markUserTablesStale);
  },
  async beforeEdit(ctx, values, before) {
    const next = { ...before, ...values };
    if (next.nama_tabel !== before.nama_tabel) {
      throw new ValidationError({ nama_tabel: [ctx.msg('validation.userTableFixed')] });
    }
    checkColumn(ctx, next);
    await assertFreeName(ctx, next, before.id);
  },
  async afterEdit(ctx, after, before) {
    await syncColumn(
      ctx.query,
      userTableResourceName(String(after.nama_tabel)),
      after as unknown as UserColumn,
      ctx.msg,
      String(before.nama_kolom),
    );
    ctx.afterCommit(markUserTablesStale);
  },
  afterDelete(ctx) {
    // the column's data stays in the table: adding a column of that name again brings it back
    ctx.afterCommit(markUserTablesStale);
  },
};
