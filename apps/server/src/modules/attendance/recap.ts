/**
 * The monthly attendance recap (`GET /api/rabsensi/rekap?bulan=YYYY-MM`): the month's records counted
 * per person by `attendanceRecap` of @kantor/core, and the same table as a CSV, XLSX or PDF file with
 * the export writers every list uses.
 */
import type { Readable } from 'node:stream';
import type { Caller } from '@kantor/core';
import {
  type AttendanceRow,
  attendanceRecap,
  defaultMessage,
  type LatenessRule,
  type MessageKey,
  type MonthRecap,
  MSG,
  messageLocaleOf,
  monthRange,
  type RecapLine,
  type RecapLineShown,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import {
  csvStream,
  type ExportColumn,
  type ExportFormat,
  pdfStream,
  xlsxStream,
} from '../resources/index.ts';
import { attendanceOwnerOf } from './attendance.hooks.ts';

/** Staff a recap lists even without a record that month (absence shows as a line of zeros). */
const STAFF = "a.jenis_akun IN ('Teknisi', 'Karyawan') AND a.status = 'Active'";

/**
 * The recap of a month. An admin sees every person with a record that month and every active
 * technician or employee; anyone else only the account linked to their own login (`akun.id_login`).
 */
export async function monthRecap(
  query: Query,
  month: string,
  caller: Caller,
  rule: LatenessRule,
  today: string,
): Promise<MonthRecap> {
  const { from, to } = monthRange(month);
  const owner = attendanceOwnerOf(caller);
  const ownOnly = owner !== null;
  const people = ownOnly
    ? await query<{ id: number; nama: string }>(
        'SELECT a.id, a.nama FROM akun a WHERE a.id_login = $1 ORDER BY a.nama, a.id',
        [owner],
      )
    : await query<{ id: number; nama: string }>(
        `SELECT a.id, a.nama FROM akun a
          WHERE ${STAFF}
             OR EXISTS (SELECT 1 FROM rabsensi r WHERE r.id_akun = a.id AND r.tanggal BETWEEN $1 AND $2)
          ORDER BY a.nama, a.id`,
        [from, to],
      );
  const rows = await query<AttendanceRow>(
    `SELECT r.id_akun, r.tanggal::text AS tanggal, r.jam_masuk::text AS jam_masuk,
            r.jam_keluar::text AS jam_keluar, r.status
       FROM rabsensi r ${ownOnly ? 'JOIN akun a ON a.id = r.id_akun AND a.id_login = $3' : ''}
      WHERE r.tanggal BETWEEN $1 AND $2
      ORDER BY r.id_akun, r.tanggal, r.id`,
    ownOnly ? [from, to, owner] : [from, to],
  );
  const records = attendanceRecap(
    people.map((p) => ({ id: Number(p.id), nama: p.nama })),
    rows.map((r) => ({ ...r, id_akun: Number(r.id_akun) })),
    rule,
    today,
  );
  return { month, from, to, rule, ownOnly, records };
}

/**
 * Column headings (catalogue keys: the caller's language) and the recap line's key each column is
 * read from; the first eight are the PDF's (it fits eight).
 */
const HEADINGS: readonly [column: string, heading: MessageKey, from: keyof RecapLine][] = [
  ['nama', MSG.attendanceRecapName, 'name'],
  ['hadir', MSG.attendanceRecapDaysPresent, 'daysPresent'],
  ['jam_kerja', MSG.attendanceRecapHoursWorked, 'workedMinutes'],
  ['terlambat', MSG.attendanceRecapLateDays, 'lateDays'],
  ['izin', MSG.attendanceRecapPermission, 'counts'],
  ['sakit', MSG.attendanceRecapSick, 'counts'],
  ['cuti', MSG.attendanceRecapLeave, 'counts'],
  ['alpha', MSG.attendanceRecapAbsent, 'counts'],
  ['masuk', MSG.attendanceRecapPresent, 'counts'],
  ['libur', MSG.attendanceRecapDayOff, 'counts'],
  ['menit_terlambat', MSG.attendanceRecapMinutesLate, 'lateMinutes'],
  ['tanpa_pulang', MSG.attendanceRecapNoCheckOut, 'openDays'],
];

/** A recap line as a file row: hours as a number with two decimals, so a spreadsheet can sum them. */
function fileRow(line: RecapLineShown): Record<string, unknown> {
  return {
    nama: line.name,
    hadir: line.daysPresent,
    jam_kerja:
      line.workedMinutes === undefined ? undefined : Math.round((line.workedMinutes / 60) * 100) / 100,
    terlambat: line.lateDays,
    ...line.counts,
    menit_terlambat: line.lateMinutes,
    tanpa_pulang: line.openDays,
  };
}

/**
 * The recap as a CSV, XLSX or PDF file, headings and title in the caller's language; without the
 * columns read from the line keys in `withheld` (what the caller's role may not see).
 */
export function recapFile(
  recap: MonthRecap,
  withheld: ReadonlySet<string>,
  format: ExportFormat,
  acceptLanguage: string | undefined,
): { stream: Readable; title: string } {
  const locale = messageLocaleOf(acceptLanguage);
  const columns: ExportColumn[] = HEADINGS.filter(([, , from]) => !withheld.has(from)).map(
    ([key, heading]) => ({ key, header: defaultMessage(heading, locale) }),
  );
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${recap.from}T00:00:00Z`));
  const title = defaultMessage(MSG.attendanceRecapTitle, locale, { month: monthName });
  async function* batches() {
    yield recap.records.map(fileRow);
  }
  const stream =
    format === 'csv'
      ? csvStream(columns, batches())
      : format === 'xlsx'
        ? xlsxStream(title, columns, batches())
        : pdfStream(title, columns, batches());
  return { stream, title };
}
