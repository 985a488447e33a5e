import { crc16Ccitt, USER_ROLE_IDS } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';

/**
 * The demo business's master data: CV Sinar Teknik Mandiri, an air-conditioning, electrical and CCTV
 * installer in Bandung with a small shop. Company profile, bank accounts, units, categories, types,
 * suppliers, partners, customers in real regions, technicians with logins, expense categories and
 * service areas. Every record goes through the engine (validation and hooks), as the admin.
 */
/** One EMVCo entry: tag, two-digit length, value. */
function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** A payload with its QRIS CRC (tag 63) appended. */
function withCrc(body: string): string {
  return body + crc16Ccitt(body);
}

export const COMPANY = {
  nama_usaha: 'CV Sinar Teknik Mandiri',
  alamat: 'Jl. Soekarno-Hatta No. 218, Bandung 40235',
  telepon: '022-7561234',
  no_hp: '0812-2233-4455',
  email: 'halo@sinarteknik.co.id',
  npwp: '01.234.567.8-423.000',
  pkp: true,
  // invoice settings (docs/invoicing.md): number code and template, PPN rate, the static QRIS
  invoice_kode: 'INV',
  invoice_format: '{seq}/{code}/{roman}/{yyyy}',
  ppn_persen: 11,
  // tax invoice serials (NSFP) given by the tax office for this year
  nsfp: ['010.26-00001001 - 010.26-00001100'],
  qris: withCrc(
    `${[
      tlv('00', '01'),
      tlv('01', '11'),
      tlv(
        '26',
        tlv('00', 'ID.CO.QRIS.WWW') +
          tlv('01', '936009140000123450') +
          tlv('02', 'ID1026123456789') +
          tlv('03', 'UMI'),
      ),
      tlv('52', '7623'),
      tlv('53', '360'),
      tlv('58', 'ID'),
      tlv('59', 'CV SINAR TEKNIK MANDIRI'),
      tlv('60', 'BANDUNG'),
      tlv('61', '40235'),
    ].join('')}6304`,
  ),
};

/**
 * [name, regency, street, latitude, longitude]: coordinates near the street (the dispatch map's markers);
 * the last customer has none, as an address typed without a location would.
 */
const CUSTOMERS: [string, string, string, number | null, number | null][] = [
  ['PT Cahaya Abadi Logistik', 'KOTA BANDUNG', 'Jl. Pasirkaliki No. 45', -6.910512, 107.598431],
  ['Klinik Pratama Sehat Sentosa', 'KOTA BANDUNG', 'Jl. Setiabudi No. 112', -6.874473, 107.605062],
  ['Hotel Griya Asri', 'KOTA BANDUNG', 'Jl. Dago No. 88', -6.886821, 107.613544],
  ['SMP Harapan Bangsa', 'KABUPATEN BANDUNG', 'Jl. Raya Banjaran No. 17', -7.044012, 107.589127],
  ['Toko Bangunan Sumber Rejeki', 'KOTA CIMAHI', 'Jl. Amir Machmud No. 301', -6.88253, 107.543018],
  ['Bapak Hendra Wijaya', 'KOTA BANDUNG', 'Komplek Batununggal Indah Blok C2', -6.956107, 107.626045],
  ['Ibu Ratna Sari Dewi', 'KOTA BANDUNG', 'Jl. Buah Batu No. 150', -6.93852, 107.624011],
  ['Restoran Saung Kuring', 'KABUPATEN BANDUNG BARAT', 'Jl. Raya Lembang No. 25', -6.815034, 107.618207],
  ['PT Mitra Garmen Nusantara', 'KABUPATEN BANDUNG', 'Jl. Raya Dayeuhkolot No. 9', -6.987342, 107.62459],
  ['Kantor Notaris Agus Salim, S.H.', 'KOTA BANDUNG', 'Jl. Riau No. 64', -6.905018, 107.618533],
  ['Apotek Kimia Farma Antapani', 'KOTA BANDUNG', 'Jl. Terusan Jakarta No. 210', -6.913561, 107.659012],
  ['Bapak Dedi Kurniawan', 'KOTA CIMAHI', 'Perum Cimahi Asri Blok F7', null, null],
];

const SUPPLIERS: [string, string, string, string][] = [
  ['PT Daikin Airconditioning Indonesia', 'Yudi Pratama', 'KOTA ADMINISTRASI JAKARTA UTARA', 'PKP'],
  ['CV Sumber Listrik Jaya', 'Asep Saepudin', 'KOTA BANDUNG', 'PKP'],
  ['Toko Pipa Tembaga Mulia', 'Hendri Gunawan', 'KOTA BANDUNG', 'Non PKP'],
  ['PT Hikvision Distribusi Indonesia', 'Lina Marlina', 'KOTA ADMINISTRASI JAKARTA BARAT', 'PKP'],
  ['UD Kabel Prima', 'Rudi Hartono', 'KOTA CIMAHI', 'Non PKP'],
  ['PT Panasonic Gobel Distribusi', 'Sinta Maharani', 'KOTA ADMINISTRASI JAKARTA TIMUR', 'PKP'],
];

const PARTNERS: [string, string, string][] = [
  ['CV Dingin Sejuk (subkon pemasangan AC)', 'Ujang Sopian', 'KOTA BANDUNG'],
  ['Bengkel Las Maju Terus', 'Tatang Suryana', 'KABUPATEN BANDUNG'],
  ['PT Sarana Scaffolding', 'Iwan Setiawan', 'KOTA CIMAHI'],
];

const TECHNICIANS: [string, string, string][] = [
  ['budi.santoso', 'Budi Santoso', 'KOTA BANDUNG'],
  ['agus.firmansyah', 'Agus Firmansyah', 'KOTA CIMAHI'],
  ['rizky.ramadhan', 'Rizky Ramadhan', 'KABUPATEN BANDUNG'],
];

/**
 * Roles a demo technician holds besides Teknisi (issue 37, `users.peran_lain`): Budi also keeps the
 * books (the base seed's `keuangan` role; the demo has no cashier role).
 */
const EXTRA_ROLES: Readonly<Record<string, readonly string[]>> = { 'budi.santoso': ['keuangan'] };

/** Password of the demo technicians made here (the seeded `teknisi` keeps its own). */
export const DEMO_TECHNICIAN_PASSWORD = 'Teknisi-Demo-2026';

export async function seedMasterData(s: SeedContext): Promise<void> {
  const { rand } = s;
  await s.add('rsetwebsite', {
    bagian: 'umum',
    judul: COMPANY.nama_usaha,
    subjudul: 'Instalasi & servis AC, listrik dan CCTV sejak 2012',
    data: COMPANY,
    urutan: 0,
  });

  for (const [bank, number, branch] of [
    ['BCA', '7771234567', 'KCP Buah Batu'],
    ['Bank Mandiri', '1300012345678', 'KC Bandung Asia Afrika'],
    ['BRI', '040101000123567', 'KCU Bandung Naripan'],
  ] as const) {
    await s.add('bankrekening', {
      nama_rekening: `${bank} Operasional`,
      nama_bank: bank,
      no_rekening: number,
      atas_nama: COMPANY.nama_usaha,
      cabang: branch,
      saldo_awal: rand.rupiah(15_000_000, 60_000_000, 100_000),
    });
  }

  const pcs = await s.add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs', nilai_konversi: 1 });
  // measured units take fractions (2,5 m of pipe, 0,5 kg of freon); counted ones are whole
  const meter = await s.add('rsatuan', {
    nama_satuan: 'Meter',
    singkatan: 'm',
    nilai_konversi: 1,
    pecahan: true,
  });
  await s.add('rsatuan', { nama_satuan: 'Unit', singkatan: 'unit', nilai_konversi: 1 });
  await s.add('rsatuan', { nama_satuan: 'Set', singkatan: 'set', nilai_konversi: 1 });
  await s.add('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg', nilai_konversi: 1, pecahan: true });
  // labour is billed by the hour, in fractions (3,75 jam from the timesheets)
  await s.add('rsatuan', { nama_satuan: 'Jam', singkatan: 'jam', nilai_konversi: 1, pecahan: true });
  await s.add('rsatuan', {
    nama_satuan: 'Dus (12 pcs)',
    singkatan: 'dus',
    id_satuan_dasar: pcs.id,
    nilai_konversi: 12,
  });
  await s.add('rsatuan', {
    nama_satuan: 'Roll (50 m)',
    singkatan: 'roll',
    id_satuan_dasar: meter.id,
    nilai_konversi: 50,
  });

  const groups: [string, string, string[]][] = [
    ['Pendingin Udara', 'AC', ['Unit AC Split', 'Pipa & Fitting AC', 'Freon']],
    ['Kelistrikan', 'LST', ['Kabel', 'MCB & Panel', 'Lampu']],
    ['Keamanan', 'CCTV', ['Kamera CCTV', 'DVR/NVR', 'Aksesori CCTV']],
  ];
  for (const [index, [name, code, children]] of groups.entries()) {
    const parent = await s.add('rkategorilevel', {
      nama_kategori: name,
      kode_kategori: code,
      level: 1,
      urutan: index,
    });
    for (const [i, child] of children.entries()) {
      await s.add('rkategorilevel', {
        nama_kategori: child,
        kode_kategori: `${code}-${i + 1}`,
        id_parent: parent.id,
        level: 2,
        urutan: i,
      });
    }
  }

  for (const [nama, jenis, kode, warna] of [
    ['Barang Dagang', 'Barang', 'BRG', '#0f766e'],
    ['Bahan Habis Pakai', 'Barang', 'BHP', '#a16207'],
    ['Pemasangan', 'Pekerjaan', 'PSG', '#1d4ed8'],
    ['Servis & Perawatan', 'Pekerjaan', 'SRV', '#7c3aed'],
    ['Perbaikan', 'Pekerjaan', 'PRB', '#b91c1c'],
  ] as const) {
    await s.add('rtype', { nama_type: nama, jenis, kode_type: kode, warna });
  }

  for (const [name, contact, regency, tax] of SUPPLIERS) {
    const region = await s.region(regency);
    await s.add('rsupplier', {
      nama_supplier: name,
      nama_kontak: contact,
      no_hp: `0812-${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
      email: `sales@${name
        .toLowerCase()
        .replace(/^(pt|cv|ud|toko) /, '')
        .replace(/[^a-z]+/g, '')}.co.id`.slice(0, 60),
      alamat: `Jl. Industri Raya No. ${rand.int(1, 200)}`,
      ...(region ?? {}),
      status_pajak: tax,
      rekening_bank: `BCA ${rand.int(1_000_000_000, 9_999_999_999)} a.n. ${name}`,
    });
  }
  for (const [name, contact, regency] of PARTNERS) {
    const region = await s.region(regency);
    await s.add('rmitra', {
      nama_mitra: name,
      nama_kontak: contact,
      no_hp: `0813-${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
      alamat: `Jl. Mitra No. ${rand.int(1, 99)}`,
      ...(region ?? {}),
      status_pajak: 'Non PKP',
    });
  }

  for (const [name, regency, street, lat, lng] of CUSTOMERS) {
    const region = await s.region(regency);
    const person = /^(Bapak|Ibu) /.test(name);
    await s.add('akun', {
      nama: name,
      jenis_akun: 'Pelanggan',
      email: `${name
        .toLowerCase()
        .replace(/^(bapak|ibu|pt|cv) /, '')
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')}@contoh.co.id`.slice(0, 80),
      no_hp: `0812-${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
      jenis_kelamin: person ? (name.startsWith('Ibu') ? 'Perempuan' : 'Laki-laki') : undefined,
      alamat: street,
      ...(region ?? {}),
      lat,
      lng,
    });
  }

  for (const [username, name, regency] of TECHNICIANS) {
    const extra: unknown[] = [];
    for (const role_name of EXTRA_ROLES[username] ?? []) {
      const role = await s.find('roles', { role_name });
      if (role) extra.push(role.id);
    }
    const login = await s.add(
      'users',
      {
        username,
        email: `${username}@sinarteknik.co.id`,
        no_hp: `0857-${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
        user_role_id: USER_ROLE_IDS.teknisi,
        peran_lain: extra.length > 0 ? extra : null,
        status: 'Active',
      },
      // no request writes a password through the generic engine (issue 32, R3); the seed sets it
      // server-side, checked and hashed by the users hook
      { values: { password_hash: DEMO_TECHNICIAN_PASSWORD } },
    );
    const region = await s.region(regency);
    await s.add('akun', {
      nama: name,
      jenis_akun: 'Teknisi',
      email: `${username}@sinarteknik.co.id`,
      no_hp: String(login.no_hp),
      jenis_kelamin: 'Laki-laki',
      alamat: `Jl. Teknisi No. ${rand.int(1, 80)}`,
      ...(region ?? {}),
      id_login: login.id,
    });
  }
  // The README's demo technician login (base seed) is a person too, so signing in as it shows real work.
  const [demoTechnician] = await s.app.db.query<{ id: number; email: string }>(
    "SELECT id, email FROM users WHERE username = 'teknisi'",
  );
  if (demoTechnician) {
    const region = await s.region('KOTA BANDUNG');
    await s.add('akun', {
      nama: 'Eko Prasetyo',
      jenis_akun: 'Teknisi',
      email: demoTechnician.email,
      no_hp: `0812-${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
      jenis_kelamin: 'Laki-laki',
      alamat: `Jl. Cijagra No. ${rand.int(1, 80)}`,
      ...(region ?? {}),
      id_login: demoTechnician.id,
    });
  }

  for (const [nama, kode, budget] of [
    ['Gaji & Upah', 'GAJI', 45_000_000],
    ['Sewa Kantor & Gudang', 'SEWA', 8_500_000],
    ['Listrik, Air & Internet', 'UTIL', 2_750_000],
    ['Bensin & Transport', 'TRSP', 4_000_000],
    ['Alat Tulis & Cetak', 'ATK', 750_000],
    ['Pemeliharaan Kendaraan', 'KEND', 1_500_000],
    ['Pajak & Perizinan', 'PJK', 3_000_000],
    ['Pemasaran & Iklan', 'IKLN', 2_000_000],
  ] as const) {
    await s.add('rmasterpengeluaran', { nama_pengeluaran: nama, kode, anggaran_bulanan: budget });
  }

  for (const [nama, regency, transport, markup] of [
    ['Bandung Kota', 'KOTA BANDUNG', 50_000, 0],
    ['Bandung Raya', 'KABUPATEN BANDUNG', 100_000, 5],
    ['Cimahi', 'KOTA CIMAHI', 75_000, 0],
  ] as const) {
    const region = await s.region(regency);
    if (!region) continue;
    await s.add('rsetregional', {
      nama_regional: nama,
      id_provinsi: region.id_provinsi,
      id_kabupaten: region.id_kabupaten,
      biaya_transport: transport,
      penyesuaian_harga: markup,
    });
  }
}
