import type { SeedContext } from '../../db/demo/seed-demo.ts';

/** The built-in reports as saved definitions the owner opens from the Laporan list. */
const DEFINITIONS: [string, string, string][] = [
  ['Penjualan per bulan', 'penjualan', 'month'],
  ['Umur piutang pelanggan', 'umur-piutang', 'month'],
  ['Pemasukan vs pengeluaran', 'pemasukan-pengeluaran', 'month'],
  ['Nilai stok per kategori', 'nilai-stok', 'month'],
  ['Pekerjaan selesai per minggu', 'pekerjaan-selesai', 'week'],
];

export async function seedReports(s: SeedContext): Promise<void> {
  for (const [judul, laporan, period] of DEFINITIONS) {
    await s.add('rlaporan', {
      judul,
      jenis: 'Definisi Laporan',
      tanggal: s.daysAgo(60),
      definisi: { laporan, period },
      status: 'Disetujui',
    });
  }
}
