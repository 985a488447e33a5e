import { addDays, formatYmd, weekStart } from '@kantor/core';
import type { SeedContext } from '../../../db/demo/seed-demo.ts';
import { ValidationError } from '../../../errors.ts';
import { inTransaction } from '../../resources/index.ts';
import { correctEntry, startTimer, stopTimer } from '../timesheets/index.ts';
import { moveSubJob } from './move.ts';

type Row = Record<string, unknown>;

/** [sub job, technician, day of this week (0 = Monday), start, minutes]; a null technician stays unscheduled. */
const PLAN: [string, string | null, number, string, number][] = [
  ['Survei lokasi & ukur jalur pipa', 'Budi Santoso', 0, '08:00', 120],
  ['Pasang bracket unit outdoor', 'Budi Santoso', 1, '09:00', 180],
  ['Tarik pipa & kabel lantai 2', 'Eko Prasetyo', 1, '13:00', 180],
  ['Pasang unit indoor lantai 3', 'Eko Prasetyo', 2, '08:30', 240],
  ['Vakum & isi freon', 'Budi Santoso', 3, '10:00', 90],
  ['Uji coba & serah terima', 'Eko Prasetyo', 4, '14:00', 60],
  ['Pasang talang air buangan', null, 0, '', 0],
];

/**
 * Tuesday's service visits beside the install, for the day's map: [job, customer, its one sub job,
 * technician, start, minutes]. The last customer has no coordinates: listed "tanpa koordinat".
 */
const VISITS: [string, string, string, string, string, number][] = [
  [
    'Servis AC kantor notaris',
    'Kantor Notaris Agus Salim, S.H.',
    'Cuci & cek freon 3 AC',
    'Agus Firmansyah',
    '08:00',
    120,
  ],
  [
    'Perbaikan AC apotek',
    'Apotek Kimia Farma Antapani',
    'Ganti kapasitor unit outdoor',
    'Rizky Ramadhan',
    '10:30',
    90,
  ],
  ['Survei AC rumah Cimahi', 'Bapak Dedi Kurniawan', 'Survei & ukur ruangan', 'Agus Firmansyah', '13:30', 60],
];

/** [sub job of the demo jobs, days ago, start, minutes] timed by its technician (an admin's record). */
const TIMES: [string, number, string, number][] = [
  ['Pasang unit indoor & outdoor', 12, '08:15', 210],
  ['Vakum, isi freon & uji dingin', 11, '09:00', 75],
  ['Survei & tandai jalur pipa', 3, '10:00', 45],
];

/**
 * The dispatch board's and the timesheets' demo (docs/jobs.md): a job of this week whose sub jobs are
 * planned on the board for two technicians through the board's own move (a move the rules refuse, a
 * technician absent that day, is left unscheduled), one left unscheduled, and a few timer entries of
 * the earlier jobs, started and stopped through the timer and set to their hours by a correction.
 */
export async function seedDispatch(s: SeedContext): Promise<void> {
  const technicians = await s.app.db.query<{ id: number; nama: string }>(
    "SELECT id, nama FROM akun WHERE jenis_akun = 'Teknisi' ORDER BY id",
  );
  const tech = (name: string) => technicians.find((t) => t.nama === name) ?? technicians[0];
  const customer = await s.find('akun', { jenis_akun: 'Pelanggan' });
  if (!customer || technicians.length === 0) return;
  const monday = weekStart(formatYmd(new Date()));
  const job = await s.add('rpekerjaan', {
    nama_pekerjaan: 'Instalasi AC ruko 3 lantai',
    id_akun: customer.id,
    // the shop-house being fitted, not the customer's office: the job's own place on the map
    alamat: 'Ruko Soekarno-Hatta Blok B-12, Bandung',
    lat: -6.940318,
    lng: 107.669524,
    tanggal_mulai: monday,
    nilai_kontrak: 18_500_000,
    status: 'On Going',
  });
  // planned through the board's move: a move the rules refuse (an absent technician) stays unscheduled
  const plan = async (sub: Row, who: string, day: string, start: string, minutes: number) => {
    try {
      await inTransaction(s.write, (tx) =>
        moveSubJob(tx, Number(sub.id), {
          id_teknisi: tech(who)!.id,
          tanggal_mulai: day,
          jam_mulai: start,
          durasi_menit: minutes,
        }),
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  };
  for (const [name, who, day, start, minutes] of PLAN) {
    const sub = await s.add('rsubpekerjaan', {
      id_pekerjaan: job.id,
      nama_sub_pekerjaan: name,
      status: 'On Going',
    });
    if (who) await plan(sub, who, addDays(monday, day), start, minutes);
  }
  for (const [name, customerName, subName, who, start, minutes] of VISITS) {
    const account = await s.find('akun', { nama: customerName });
    if (!account) continue;
    const visit = await s.add('rpekerjaan', {
      nama_pekerjaan: name,
      id_akun: account.id,
      alamat: account.alamat ?? null,
      tanggal_mulai: addDays(monday, 1),
      status: 'On Going',
    });
    const sub = await s.add('rsubpekerjaan', {
      id_pekerjaan: visit.id,
      nama_sub_pekerjaan: subName,
      status: 'On Going',
    });
    await plan(sub, who, addDays(monday, 1), start, minutes);
  }
  for (const [name, ago, start, minutes] of TIMES) {
    const sub = await s.find('rsubpekerjaan', { nama_sub_pekerjaan: name });
    if (!sub?.id_teknisi) continue;
    const [subId, technician] = [Number(sub.id), Number(sub.id_teknisi)];
    const entry = await s.app.db.transaction(async (query) => {
      await startTimer(query, subId, technician, s.write.actor.id);
      return (await stopTimer(query, subId, technician, () => '')).entry;
    });
    const day = s.daysAgo(ago);
    const begin = new Date(`${day}T${start}:00+07:00`);
    await s.app.db.transaction((query) =>
      correctEntry(
        query,
        entry.id,
        {
          mulai: begin.toISOString(),
          selesai: new Date(begin.getTime() + minutes * 60_000).toISOString(),
          alasan: 'Data contoh: jam kerja dicatat dari laporan teknisi',
        },
        s.write.actor.id,
        () => '',
      ),
    );
  }
}
