import type { WalmanGroup, WalmanRecap } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import type { Msg } from '../resources/index.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The period of the query: `from`/`to` as YYYY-MM-DD, by default the current month (Asia/Jakarta). */
export function walmanPeriod(
  query: { from?: unknown; to?: unknown },
  msg: Msg,
): { from: string; to: string } {
  const today = jakartaToday();
  const from = typeof query.from === 'string' && query.from !== '' ? query.from : `${today.slice(0, 7)}-01`;
  const to = typeof query.to === 'string' && query.to !== '' ? query.to : today;
  const errors: Record<string, string[]> = {};
  if (!validDay(from)) errors.from = [msg('validation.date')];
  if (!validDay(to)) errors.to = [msg('validation.date')];
  if (Object.keys(errors).length === 0 && from > to) errors.to = [msg('validation.invalid')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
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
