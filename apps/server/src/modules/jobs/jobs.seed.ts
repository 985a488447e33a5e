import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { issueJobMaterials, jobMaterials } from '../inventory/job-materials.ts';

/** [job, customer, type, technician, started days ago, contract value, status, issue the SOP materials] */
const JOBS: [string, string, string, number, number, number, 'On Going' | 'Done', boolean][] = [
  ['Pasang 2 AC Split ruang rapat', 'Hotel Griya Asri', 'Pemasangan', 0, 12, 9_800_000, 'Done', true],
  ['Pasang AC kamar utama', 'Ibu Ratna Sari Dewi', 'Pemasangan', 1, 3, 4_350_000, 'On Going', true],
  [
    'Servis rutin 6 AC kantor',
    'Klinik Pratama Sehat Sentosa',
    'Servis & Perawatan',
    2,
    1,
    1_500_000,
    'On Going',
    false,
  ],
  ['Ganti MCB panel dapur', 'Bapak Hendra Wijaya', 'Perbaikan', 0, 0, 450_000, 'On Going', false],
];

/**
 * A few jobs of the installer's week: customers, types and lead technicians from the master data; the
 * installs already took their SOP materials from stock (through the inventory module's issue service).
 */
export async function seedJobs(s: SeedContext): Promise<void> {
  const customers = await s.app.db.query<{ id: number; nama: string }>(
    "SELECT id, nama FROM akun WHERE jenis_akun = 'Pelanggan' ORDER BY id",
  );
  const technicians = await s.app.db.query<{ id: number }>(
    "SELECT id FROM akun WHERE jenis_akun = 'Teknisi' ORDER BY id",
  );
  for (const [name, customer, type, tech, daysAgo, value, status, issue] of JOBS) {
    const account = customers.find((c) => c.nama === customer) ?? customers[0];
    if (!account) throw new Error('demo jobs need customers (master data)');
    const place = await s.find('akun', { id: account.id });
    const job = await s.add('rpekerjaan', {
      nama_pekerjaan: name,
      id_akun: account.id,
      id_type: (await s.find('rtype', { nama_type: type }))?.id ?? null,
      id_teknisi: technicians[tech % Math.max(technicians.length, 1)]?.id ?? null,
      alamat: place?.alamat ?? null,
      id_provinsi: place?.id_provinsi ?? null,
      id_kabupaten: place?.id_kabupaten ?? null,
      id_kecamatan: place?.id_kecamatan ?? null,
      id_desa: place?.id_desa ?? null,
      tanggal_mulai: s.daysAgo(daysAgo),
      tanggal_selesai: status === 'Done' ? s.daysAgo(daysAgo - 1) : null,
      nilai_kontrak: value,
      status,
    });
    if (!issue) continue;
    const proposal = await jobMaterials(s.app.db.query, Number(job.id));
    const lines = (proposal?.lines ?? [])
      .filter((l) => l.id_stok != null && l.qty_usul > 0 && (l.stok ?? 0) >= l.qty_usul)
      .map((l) => ({ id_stok: l.id_stok!, id_satuan: l.id_satuan, qty: l.qty_usul }));
    if (lines.length > 0)
      await issueJobMaterials(s.write, Number(job.id), { tanggal: s.daysAgo(daysAgo), lines });
  }
}
