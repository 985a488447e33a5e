import type { WalmanGroup, WalmanRecap } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import type { Msg } from '../resources/index.ts';

/**
 * The period of the query (its days checked by the declaration, api/routes/admin.ts): by default the
 * current month (Asia/Jakarta); `to` before `from` is a 422 naming `to`.
 */
export function walmanPeriod(query: { from?: string; to?: string }, msg: Msg): { from: string; to: string } {
  const today = jakartaToday();
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  if (from > to) throw new ValidationError({ to: [msg('validation.invalid')] });
  return { from, to };
}

/**
 * `/walman/listgas`: the spec names the view but not its purpose. Decision (docs/admin.md): the
 * "active list" of walman records in a period, grouped by `kategori`, with each group's count and
 * total `nilai` and its records, newest first. The generic list at `/walman` stays the place to edit.
 *
 * Active records in the period, grouped by category (no category last); at most 200 records per group.
 */
export async function walmanRecap(query: Query, period: { from: string; to: string }): Promise<WalmanRecap> {
  const rows = await query<{
    kategori: string | null;
    jumlah: number;
    total_nilai: string | number | null;
    records: WalmanGroup['records'] | null;
  }>(
    `SELECT nullif(btrim(kategori), '') AS kategori, count(*)::int AS jumlah, coalesce(sum(nilai), 0) AS total_nilai,
            (array_agg(json_build_object('id', id, 'judul', judul, 'tanggal', tanggal::text, 'nilai', nilai,
                                         'keterangan', keterangan) ORDER BY tanggal DESC, id DESC))[1:200] AS records
       FROM walman
      WHERE status = 'Active' AND tanggal BETWEEN $1::date AND $2::date
      GROUP BY 1
      ORDER BY 1 NULLS LAST`,
    [period.from, period.to],
  );
  const groups = rows.map((row) => ({
    kategori: row.kategori,
    jumlah: row.jumlah,
    total_nilai: Number(row.total_nilai ?? 0),
    records: (row.records ?? []).map((r) => ({ ...r, nilai: r.nilai === null ? null : Number(r.nilai) })),
  }));
  return {
    ...period,
    groups,
    total: {
      jumlah: groups.reduce((n, g) => n + g.jumlah, 0),
      total_nilai: Math.round(groups.reduce((n, g) => n + g.total_nilai, 0) * 100) / 100,
    },
  };
}
