import { addDays } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';

type Row = Record<string, unknown>;

/** [name, code, kind] */
const SEGMENTS: [string, string, 'Area' | 'Grup Aset'][] = [
  ['Pendingin Ruangan (AC)', 'SEG-AC', 'Grup Aset'],
  ['Kelistrikan & Panel', 'SEG-LIS', 'Grup Aset'],
  ['CCTV & Jaringan', 'SEG-CCTV', 'Grup Aset'],
  ['Gedung Pelanggan Bandung', 'SEG-BDG', 'Area'],
];

/** [code, name, category, segment code, standard remedy] */
const CAUSES: [string, string, string, string, string][] = [
  [
    'RC-01',
    'Filter & evaporator kotor',
    'Mekanik',
    'SEG-AC',
    'Cuci filter dan evaporator, cek saluran buangan.',
  ],
  [
    'RC-02',
    'Freon kurang / bocor',
    'Mekanik',
    'SEG-AC',
    'Cari titik bocor, las/flare ulang, vakum dan isi freon.',
  ],
  ['RC-03', 'Tegangan listrik tidak stabil', 'Listrik', 'SEG-LIS', 'Ukur tegangan, sarankan stabilizer.'],
  ['RC-04', 'Sambungan kabel longgar', 'Listrik', 'SEG-LIS', 'Kencangkan terminal, ganti skun yang gosong.'],
  ['RC-05', 'Adaptor / catu daya rusak', 'Listrik', 'SEG-CCTV', 'Ganti adaptor 12V sesuai beban kamera.'],
  ['RC-06', 'Salah pengaturan oleh pengguna', 'Manusia', 'SEG-CCTV', 'Atur ulang dan ajari pengguna.'],
];

/** [days ago, customer, segment code, location, asset, complaint, cause code, action (closed when set)] */
const TICKETS: [number, string, string, string, string, string, string, string | null][] = [
  [
    40,
    'Hotel Griya Asri',
    'SEG-AC',
    'Kamar 204',
    'AC Split 1 PK',
    'AC menetes ke lantai',
    'RC-01',
    'Evaporator dicuci, selang buangan dibersihkan.',
  ],
  [
    33,
    'PT Cahaya Abadi Logistik',
    'SEG-LIS',
    'Gudang B',
    'Panel lampu gudang',
    'Lampu gudang sering padam sendiri',
    'RC-04',
    'Terminal MCB dikencangkan, 2 skun diganti.',
  ],
  [
    27,
    'Klinik Pratama Sehat Sentosa',
    'SEG-AC',
    'Ruang tunggu',
    'AC Split 2 PK',
    'AC tidak dingin',
    'RC-02',
    'Bocor di sambungan flare, diperbaiki dan isi freon.',
  ],
  [
    19,
    'Apotek Kimia Farma Antapani',
    'SEG-CCTV',
    'Kasir',
    'CCTV kamera 3',
    'Kamera kasir mati',
    'RC-05',
    'Adaptor diganti 12V 2A.',
  ],
  [
    12,
    'Hotel Griya Asri',
    'SEG-AC',
    'Lobi',
    'AC Cassette 3 PK',
    'Bunyi berisik dan tidak dingin',
    'RC-01',
    'Filter dan blower dicuci.',
  ],
  [
    8,
    'Restoran Saung Kuring',
    'SEG-LIS',
    'Dapur',
    'Stop kontak dapur',
    'MCB dapur sering turun',
    'RC-03',
    null,
  ],
  [
    4,
    'Kantor Notaris Agus Salim, S.H.',
    'SEG-CCTV',
    'Ruang arsip',
    'NVR 8 kanal',
    'Rekaman tidak tersimpan',
    'RC-06',
    'Jadwal rekam diatur ulang, pengguna diajari.',
  ],
  [
    1,
    'Klinik Pratama Sehat Sentosa',
    'SEG-AC',
    'Ruang dokter 2',
    'AC Split 1 PK',
    'AC bocor air',
    'RC-01',
    null,
  ],
];

/** [customer, segment code, location, asset, interval days, next visit in days (negative: overdue), technician] */
const SCHEDULES: [string, string, string, string, number, number, string][] = [
  ['Hotel Griya Asri', 'SEG-AC', 'Ruang rapat lt. 2', 'AC Split 2 PK (2 unit)', 90, -6, 'Budi Santoso'],
  ['Klinik Pratama Sehat Sentosa', 'SEG-AC', 'Seluruh ruangan', 'AC kantor 6 unit', 30, 3, 'Rizky Ramadhan'],
  ['Apotek Kimia Farma Antapani', 'SEG-CCTV', 'Toko & gudang', 'CCTV 8 kamera + NVR', 60, 19, 'Eko Prasetyo'],
  ['PT Cahaya Abadi Logistik', 'SEG-LIS', 'Gudang utama', 'Panel listrik utama', 180, 45, 'Agus Firmansyah'],
];

/** [customer, package, price, period, started days ago, ends in days, status, auto renew] */
const SUBSCRIPTIONS: [string, string, number, 'Bulanan' | 'Tahunan', number, number, string, boolean][] = [
  ['Hotel Griya Asri', 'Kontrak Servis AC Tahunan', 12_000_000, 'Tahunan', 360, 5, 'Active', false],
  ['Klinik Pratama Sehat Sentosa', 'Paket Servis AC Bulanan', 750_000, 'Bulanan', 15, 15, 'Active', true],
  ['Apotek Kimia Farma Antapani', 'Pemeliharaan CCTV Bulanan', 350_000, 'Bulanan', 40, -10, 'Expire', false],
  [
    'PT Cahaya Abadi Logistik',
    'Kontrak Perawatan Panel Tahunan',
    8_500_000,
    'Tahunan',
    120,
    245,
    'Active',
    false,
  ],
];

/**
 * The after-sales desk: segments and root causes, corrective tickets with their causes (some still
 * open), four preventive schedules (one overdue, one due this week), subscriptions (one ending in five
 * days, one expired) and what came in: two requests and a registration waiting. Everything goes through
 * the engine, so tickets get their numbers from the maintenance hooks.
 */
export async function seedMaintenance(s: SeedContext): Promise<void> {
  const accounts = await s.app.db.query<{ id: number; nama: string; jenis_akun: string }>(
    "SELECT id, nama, jenis_akun FROM akun WHERE jenis_akun IN ('Pelanggan', 'Teknisi') ORDER BY id",
  );
  const customer = (name: string) =>
    accounts.find((a) => a.nama === name) ?? accounts.find((a) => a.jenis_akun === 'Pelanggan');
  const technician = (name: string) =>
    accounts.find((a) => a.nama === name) ?? accounts.find((a) => a.jenis_akun === 'Teknisi');
  if (!customer('')) throw new Error('demo maintenance needs customers (master data)');

  const regional = await s.find('rsetregional', {});
  const segments = new Map<string, Row>();
  for (const [nama, kode, jenis] of SEGMENTS)
    segments.set(
      kode,
      await s.add('segmentumtinfo', {
        nama_segment: nama,
        kode_segment: kode,
        jenis,
        id_setregional: regional?.id ?? null,
      }),
    );
  const causes = new Map<string, Row>();
  for (const [kode, nama, kategori, segment, solusi] of CAUSES)
    causes.set(
      kode,
      await s.add('rootcauseumt', {
        kode_penyebab: kode,
        nama_penyebab: nama,
        kategori,
        id_segment: segments.get(segment)?.id ?? null,
        solusi_standar: solusi,
      }),
    );

  for (const [ago, who, segment, lokasi, aset, keluhan, cause, tindakan] of TICKETS) {
    const worker = technician(ago % 2 === 0 ? 'Budi Santoso' : 'Agus Firmansyah');
    await s.add('cmumt', {
      tanggal: `${s.daysAgo(ago)}T09:00:00+07:00`,
      jenis: 'Corrective',
      id_akun: customer(who)?.id ?? null,
      id_segment: segments.get(segment)?.id ?? null,
      lokasi,
      aset,
      keluhan,
      tindakan,
      id_rootcause: causes.get(cause)?.id ?? null,
      id_teknisi: worker?.id ?? null,
      status: tindakan ? 'Closed' : null,
      tanggal_selesai: tindakan ? `${s.daysAgo(Math.max(ago - 1, 0))}T15:00:00+07:00` : null,
    });
  }

  for (const [who, segment, lokasi, aset, interval, next, tech] of SCHEDULES) {
    await s.add('cmumt', {
      tanggal: `${s.daysAgo(interval - next)}T08:00:00+07:00`,
      jenis: 'Preventive',
      id_akun: customer(who)?.id ?? null,
      id_segment: segments.get(segment)?.id ?? null,
      lokasi,
      aset,
      keluhan: `Perawatan berkala tiap ${interval} hari: ${aset}`,
      id_teknisi: technician(tech)?.id ?? null,
      interval_hari: interval,
      jadwal_berikutnya: addDays(s.today, next),
    });
  }

  for (const [who, nama_paket, harga, periode, started, ends, status, auto] of SUBSCRIPTIONS) {
    await s.add('rlangganan', {
      id_akun: customer(who)?.id,
      nama_paket,
      harga,
      periode,
      tanggal_mulai: s.daysAgo(started),
      tanggal_akhir: addDays(s.today, ends),
      status,
      perpanjang_otomatis: auto,
    });
  }

  await s.add('butuhapa', {
    tanggal: s.daysAgo(1),
    nama: 'Ibu Sinta Maharani',
    no_hp: '0813-2244-6688',
    email: 'sinta.maharani@contoh.co.id',
    kebutuhan: 'Pasang CCTV 4 kamera di rumah (teras, garasi, dapur, ruang tamu), bisa dipantau dari HP.',
    sumber: 'WhatsApp',
    status: 'Baru',
    tanggal_followup: addDays(s.today, 1),
  });
  await s.add('butuhapa', {
    tanggal: s.today,
    nama: 'PT Sentosa Makmur Abadi',
    no_hp: '0812-8765-4321',
    email: 'umum@sentosamakmur.co.id',
    kebutuhan: 'Servis 10 AC kantor, 2 unit tidak dingin. Minta penawaran kontrak perawatan tahunan.',
    sumber: 'Website',
    status: 'Dihubungi',
    tanggal_followup: addDays(s.today, 2),
  });
  const region = await s.region('KOTA BANDUNG');
  await s.add('pendaftaran', {
    nama: 'Rina Marlina',
    jenis_pelanggan: 'Umum',
    jenis_kelamin: 'Perempuan',
    tanggal_lahir: '1992-04-17',
    golongan_darah: 'O',
    no_hp: '0812-7788-9900',
    alamat: 'Jl. Cikutra No. 77',
    ...(region ?? {}),
    nama_kontak_darurat: 'Dadang Suherman',
    hubungan_kontak_darurat: 'Suami/Istri',
    no_hp_kontak_darurat: '0812-7788-9911',
    status: 'Menunggu',
  });
}
