import { getResource } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { issueJobMaterials, jobMaterials, serialsInStock } from '../inventory/index.ts';
import { addRecord } from '../resources/index.ts';

/** [sub job, weight (null: equal share), technician, progress steps as [days ago, percent, step]] */
type SubSeed = [string, number | null, string, [number, number, string][]];
/** [job, customer, type, lead technician, started days ago, contract value, sub jobs, issue SOP materials] */
type JobSeed = [string, string, string, string, number, number, SubSeed[], boolean];

const JOBS: JobSeed[] = [
  [
    'Pasang 2 AC Split ruang rapat',
    'Hotel Griya Asri',
    'Pemasangan',
    'Budi Santoso',
    12,
    9_800_000,
    [
      [
        'Pasang unit indoor & outdoor',
        60,
        'Budi Santoso',
        [
          [12, 50, 'Bracket & unit outdoor terpasang'],
          [11, 100, 'Unit indoor terpasang, pipa dirapikan'],
        ],
      ],
      [
        'Vakum, isi freon & uji dingin',
        40,
        'Agus Firmansyah',
        [[11, 100, 'Tekanan freon normal, suhu keluar 14°C']],
      ],
    ],
    true,
  ],
  [
    'Pasang AC kamar utama',
    'Ibu Ratna Sari Dewi',
    'Pemasangan',
    'Agus Firmansyah',
    3,
    4_350_000,
    [
      [
        'Survei & tandai jalur pipa',
        20,
        'Agus Firmansyah',
        [[3, 100, 'Jalur pipa disepakati dengan pemilik']],
      ],
      [
        'Pasang unit & pipa',
        50,
        'Agus Firmansyah',
        [
          [2, 30, 'Bobok dinding selesai'],
          [1, 60, 'Unit indoor terpasang'],
        ],
      ],
      ['Uji coba & serah terima', 30, 'Eko Prasetyo', []],
    ],
    true,
  ],
  [
    'Servis rutin 6 AC kantor',
    'Klinik Pratama Sehat Sentosa',
    'Servis & Perawatan',
    'Rizky Ramadhan',
    1,
    1_500_000,
    [
      ['Cuci AC lantai 1 (3 unit)', null, 'Rizky Ramadhan', [[1, 100, 'Tiga unit dicuci, filter diganti']]],
      ['Cuci AC lantai 2 (3 unit)', null, 'Eko Prasetyo', [[0, 30, 'Unit pertama selesai dicuci']]],
    ],
    false,
  ],
  [
    'Ganti MCB panel dapur',
    'Bapak Hendra Wijaya',
    'Perbaikan',
    'Eko Prasetyo',
    0,
    450_000,
    [
      ['Cek panel & beban listrik', 30, 'Eko Prasetyo', []],
      ['Ganti MCB & rapikan kabel', 70, 'Eko Prasetyo', []],
    ],
    false,
  ],
];

/**
 * The installer's week: jobs with weighted sub jobs, each assigned to a technician, and the progress the
 * technicians recorded (written as them, so the admin's bell holds their notices). Progress rolls up
 * through the jobs module's hooks: the first job reaches Done by itself. The installs already took
 * their SOP materials from stock (through the inventory module's issue service).
 */
export async function seedJobs(s: SeedContext): Promise<void> {
  const customers = await s.app.db.query<{ id: number; nama: string }>(
    "SELECT id, nama FROM akun WHERE jenis_akun = 'Pelanggan' ORDER BY id",
  );
  const technicians = await s.app.db.query<{
    id: number;
    nama: string;
    login: number | null;
    username: string | null;
  }>(
    `SELECT a.id, a.nama, u.id AS login, u.username FROM akun a LEFT JOIN users u ON u.id = a.id_login
      WHERE a.jenis_akun = 'Teknisi' ORDER BY a.id`,
  );
  const tech = (name: string) => technicians.find((t) => t.nama === name) ?? technicians[0];
  for (const [name, customer, type, lead, daysAgo, value, subs, issue] of JOBS) {
    const account = customers.find((c) => c.nama === customer) ?? customers[0];
    if (!account) throw new Error('demo jobs need customers (master data)');
    const place = await s.find('akun', { id: account.id });
    const job = await s.add('rpekerjaan', {
      nama_pekerjaan: name,
      id_akun: account.id,
      id_type: (await s.find('rtype', { nama_type: type }))?.id ?? null,
      id_teknisi: tech(lead)?.id ?? null,
      alamat: place?.alamat ?? null,
      id_provinsi: place?.id_provinsi ?? null,
      id_kabupaten: place?.id_kabupaten ?? null,
      id_kecamatan: place?.id_kecamatan ?? null,
      id_desa: place?.id_desa ?? null,
      tanggal_mulai: s.daysAgo(daysAgo),
      nilai_kontrak: value,
      status: 'On Going',
    });
    for (const [subName, weight, who, steps] of subs) {
      const worker = tech(who);
      const sub = await s.add('rsubpekerjaan', {
        id_pekerjaan: job.id,
        nama_sub_pekerjaan: subName,
        bobot: weight,
        id_teknisi: worker?.id ?? null,
        tanggal_mulai: s.daysAgo(daysAgo),
        status: 'On Going',
      });
      // each technician records their own progress, from the field
      const asTechnician = worker?.login
        ? { ...s.write, actor: { id: worker.login, username: worker.username ?? '', userId: worker.login } }
        : s.write;
      for (const [ago, percent, step] of steps) {
        await addRecord(asTechnician, getResource('rsubptrackprogres')!, {
          id_subpekerjaan: sub.id,
          tanggal: `${s.daysAgo(ago)}T${String(9 + (percent % 7)).padStart(2, '0')}:30:00+07:00`,
          nama_langkah: step,
          persentase: percent,
          publik: true,
        });
      }
    }
    if (!issue) continue;
    const proposal = await jobMaterials(s.app.db.query, Number(job.id));
    const wanted = (proposal?.lines ?? []).filter(
      (l) => l.id_stok != null && l.qty_usul > 0 && (l.stok ?? 0) >= l.qty_usul,
    );
    const lines = [];
    for (const l of wanted) {
      // an item with serials in stock is used by serial (issue 34): the oldest in stock go first
      const serials = (await serialsInStock(s.app.db.query, l.id_stok!)).slice(0, l.qty_usul);
      lines.push({
        id_stok: l.id_stok!,
        id_satuan: l.id_satuan,
        qty: l.qty_usul,
        ...(serials.length > 0 ? { serials: serials.map((r) => r.no_seri_batch) } : {}),
      });
    }
    if (lines.length > 0)
      await issueJobMaterials(s.write, Number(job.id), { tanggal: s.daysAgo(daysAgo), lines });
  }
}
