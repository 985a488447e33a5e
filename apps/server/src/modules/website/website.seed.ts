/**
 * The demo website of CV Sinar Teknik Mandiri (the demo company: AC, electrical and CCTV service in
 * Bandung), written through the website service as the demo admin: every public section filled, the
 * team from `dbteam`, three price plans in Rupiah and two blog posts.
 */
import { sectionByKey } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { addItem, saveSingle } from './website.service.ts';

type Item = Record<string, unknown>;

const ITEMS: Record<string, Item[]> = {
  slider: [
    {
      judul: 'Servis AC cepat, rapi, bergaransi',
      subjudul: 'Teknisi bersertifikat datang ke rumah atau kantor Anda di Bandung Raya, hari ini juga.',
      link: '/#harga',
      data: { tombol: 'Lihat paket' },
    },
    {
      judul: 'Pasang CCTV & jaringan kantor',
      subjudul: 'Pantau toko dan kantor dari ponsel. Survei lokasi gratis.',
      link: '/#kontak',
      data: { tombol: 'Minta survei' },
    },
  ],
  about: [
    {
      judul: 'Sejak 2012',
      konten: 'Lebih dari 4.000 unit AC kami tangani untuk rumah, kantor dan toko.',
      ikon: '🏅',
    },
    {
      judul: 'Teknisi tetap',
      konten: 'Semua teknisi karyawan kami sendiri, terlatih dan berseragam.',
      ikon: '🧰',
    },
  ],
  whychooseus: [
    {
      judul: 'Garansi 30 hari',
      subjudul: 'Keluhan yang sama dalam 30 hari kami perbaiki tanpa biaya.',
      ikon: '🛡️',
    },
    {
      judul: 'Harga jelas di depan',
      subjudul: 'Biaya disampaikan sebelum pekerjaan dimulai, tanpa biaya tersembunyi.',
      ikon: '💬',
    },
    {
      judul: 'Lacak progres',
      subjudul: 'Pantau pekerjaan Anda lewat kode lacak, langsung dari ponsel.',
      ikon: '📍',
    },
  ],
  howitworks: [
    { judul: 'Hubungi kami', subjudul: 'Lewat WhatsApp atau telepon, ceritakan keluhan Anda.', ikon: '📞' },
    { judul: 'Teknisi datang', subjudul: 'Kami jadwalkan kunjungan di jam yang Anda pilih.', ikon: '🚐' },
    { judul: 'Beres & bergaransi', subjudul: 'Bayar setelah selesai, tunai atau transfer/QRIS.', ikon: '✅' },
  ],
  featured: [
    { judul: 'Cuci & servis AC', subjudul: 'Pembersihan unit indoor/outdoor, cek tekanan freon.', ikon: '❄️' },
    {
      judul: 'Instalasi listrik',
      subjudul: 'Tambah daya, instalasi baru dan perbaikan korsleting.',
      ikon: '⚡',
    },
    { judul: 'CCTV & jaringan', subjudul: 'Pemasangan kamera, DVR/NVR, Wi-Fi kantor.', ikon: '📹' },
  ],
  testimonials: [
    {
      judul: 'Ibu Ratna Sari Dewi',
      subjudul: 'Pemilik rumah, Buah Batu',
      konten: 'AC kamar dingin lagi setelah dicuci. Teknisinya sopan dan tepat waktu.',
      data: { rating: 5 },
    },
    {
      judul: 'Hendra Gunawan',
      subjudul: 'Manajer Toko Sumber Rejeki',
      konten: 'CCTV toko terpasang rapi dalam sehari, bisa dipantau dari HP.',
      data: { rating: 5 },
    },
  ],
  price: [
    {
      judul: 'Cuci AC',
      subjudul: 'Untuk AC split 0,5–2 PK',
      data: {
        harga: 85_000,
        periode: 'kunjungan',
        fitur: ['Cuci indoor & outdoor', 'Cek freon', 'Garansi 30 hari'],
        tombol: 'Pesan',
      },
    },
    {
      judul: 'Perawatan Rutin',
      subjudul: 'Hingga 3 unit, 4× setahun',
      data: {
        harga: 900_000,
        periode: 'tahun',
        fitur: [
          '4 kunjungan terjadwal',
          'Prioritas jadwal',
          'Diskon suku cadang 10%',
          'Laporan tiap kunjungan',
        ],
        unggulan: true,
        tombol: 'Langganan',
      },
    },
    {
      judul: 'Pasang CCTV 4 Kamera',
      subjudul: 'Paket toko & rumah',
      data: {
        harga: 4_750_000,
        periode: 'sekali',
        fitur: ['4 kamera 2 MP', 'DVR + HDD 1 TB', 'Akses dari ponsel'],
        tombol: 'Minta survei',
      },
    },
  ],
  faq: [
    { judul: 'Berapa lama servis satu unit AC?', konten: 'Cuci AC biasa sekitar 45–60 menit per unit.' },
    {
      judul: 'Apakah ada biaya transport?',
      konten: 'Gratis untuk Kota Bandung dan Cimahi; luar kota menyesuaikan jarak.',
    },
    {
      judul: 'Bagaimana cara membayar?',
      konten: 'Tunai, transfer bank (BCA, Mandiri, BRI) atau QRIS setelah pekerjaan selesai.',
    },
  ],
  mission: [
    { judul: 'Datang tepat waktu', ikon: '⏱️' },
    { judul: 'Bekerja rapi dan bersih', ikon: '🧽' },
  ],
  footer: [
    { judul: 'Lacak pekerjaan', link: '/lacak', data: { kolom: 'Layanan' } },
    { judul: 'Blog', link: '/blog', data: { kolom: 'Layanan' } },
  ],
};

const SINGLES: Record<string, Item> = {
  bagianutama: { judul: 'Servis AC, listrik & CCTV di Bandung', subjudul: 'Teknisi datang hari ini juga.' },
  kontak: {
    judul: 'Hubungi kami',
    data: {
      alamat: 'Jl. Soekarno-Hatta No. 218, Bandung 40235',
      telepon: '022-7561234',
      whatsapp: '0812-2233-4455',
      email: 'halo@sinarteknik.co.id',
      jam_buka: 'Senin–Sabtu, 08.00–17.00',
    },
  },
  sosialmedia: {
    judul: 'Ikuti kami',
    data: {
      instagram: 'https://instagram.com/sinarteknik.bdg',
      facebook: 'https://facebook.com/sinarteknik.bdg',
    },
  },
  laman: {
    judul: 'Servis AC, listrik & CCTV Bandung',
    subjudul:
      'Servis dan cuci AC, instalasi listrik, pasang CCTV di Bandung dan Cimahi. Bergaransi 30 hari, harga jelas.',
    data: { kata_kunci: 'servis AC Bandung, cuci AC, pasang CCTV, instalasi listrik' },
  },
  head_tentangkami: {
    judul: 'Tentang kami',
    subjudul: 'Bengkel teknik keluarga dari Bandung.',
    konten:
      '<p>CV Sinar Teknik Mandiri melayani perawatan AC, instalasi listrik dan CCTV untuk rumah dan usaha sejak 2012.</p>',
  },
  visi: {
    judul: 'Visi & misi',
    konten: 'Menjadi mitra teknik yang paling dipercaya keluarga dan usaha di Bandung Raya.',
  },
  head_kenapapilihkami: { judul: 'Kenapa memilih kami', subjudul: 'Tiga janji kami untuk setiap pekerjaan.' },
  head_carakerja: { judul: 'Cara kerja', subjudul: 'Tiga langkah sampai beres.' },
  head_fiturunggulan: { judul: 'Layanan unggulan' },
  head_team: { judul: 'Tim kami', subjudul: 'Orang-orang yang datang ke tempat Anda.' },
  head_testimoni: { judul: 'Kata pelanggan' },
  head_harga: {
    judul: 'Paket harga',
    data: { catatan: 'Harga sudah termasuk jasa; suku cadang dan freon dihitung terpisah.' },
  },
  head_faq: { judul: 'Pertanyaan yang sering diajukan' },
  ajakan: {
    judul: 'AC kurang dingin? Kami datang hari ini.',
    subjudul: 'Konsultasi gratis lewat WhatsApp.',
    link: 'https://wa.me/6281222334455',
    data: { tombol: 'Chat WhatsApp' },
  },
  head_footer: {
    konten: 'Servis AC, listrik dan CCTV untuk rumah dan usaha di Bandung Raya.',
  },
  bloghead: { judul: 'Blog', subjudul: 'Tips perawatan AC, listrik dan keamanan dari teknisi kami.' },
};

const TEAM = [
  { nama: 'Budi Santoso', jabatan: 'Kepala Teknisi', urutan: 1 },
  { nama: 'Agus Firmansyah', jabatan: 'Teknisi AC', urutan: 2 },
  { nama: 'Rizky Ramadhan', jabatan: 'Teknisi CCTV & Jaringan', urutan: 3 },
  { nama: 'Sri Wahyuni', jabatan: 'Admin & Penjadwalan', urutan: 4 },
];

const POSTS = [
  {
    judul: '5 tanda AC Anda perlu dicuci',
    slug: 'tanda-ac-perlu-dicuci',
    ringkasan: 'Kurang dingin, berbau, atau menetes? Kenali tandanya sebelum kerusakan makin mahal.',
    konten:
      '<p>AC yang jarang dicuci bekerja lebih berat dan boros listrik.</p><ol><li>Udara kurang dingin</li><li>Bau apek</li><li>Air menetes dari unit indoor</li><li>Suara lebih bising</li><li>Tagihan listrik naik</li></ol><p>Cuci AC setiap 3 bulan untuk ruangan yang dipakai setiap hari.</p>',
    kategori: 'Tips AC',
    days: 12,
  },
  {
    judul: 'Memilih CCTV untuk toko kecil',
    slug: 'memilih-cctv-toko-kecil',
    ringkasan: 'Berapa kamera yang dibutuhkan, resolusi, dan berapa lama rekaman tersimpan.',
    konten:
      '<p>Untuk toko kecil, empat kamera 2 MP biasanya cukup: pintu masuk, kasir, gudang dan area rak.</p><p>Pilih perekam dengan hard disk minimal 1 TB agar rekaman tersimpan sekitar dua minggu.</p>',
    kategori: 'Keamanan',
    days: 4,
  },
];

export async function seedWebsite(s: SeedContext): Promise<void> {
  const owner = s.write.actor.userId ?? s.write.actor.id;
  // the company profile exists already (master data): the site keeps its keys and gains its look
  await saveSingle(s.write, owner, sectionByKey('umum')!, {
    subjudul: 'Servis AC, listrik & CCTV di Bandung',
    data: { warna: '#0f766e' },
  });
  for (const [key, body] of Object.entries(SINGLES))
    await saveSingle(s.write, owner, sectionByKey(key)!, body);
  for (const [key, list] of Object.entries(ITEMS))
    for (const body of list) await addItem(s.write, owner, sectionByKey(key)!, body);
  for (const member of TEAM) await s.add('dbteam', { ...member, tampil_di_website: true });
  for (const post of POSTS) {
    const { days, ...fields } = post;
    await s.add('rpostingan', {
      ...fields,
      status: 'Terbit',
      tanggal_terbit: `${s.daysAgo(days)}T02:00:00.000Z`,
    });
  }
}
