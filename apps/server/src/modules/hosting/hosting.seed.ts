import type { SeedContext } from '../../db/demo/seed-demo.ts';

/** One demo mailbox, without a hosting panel (nothing real is called on a first start). */
export async function seedHosting(s: SeedContext): Promise<void> {
  if (await s.find('akunwebmail', { email: 'cs@servisdingin.co.id' })) return;
  await s.add('akunwebmail', {
    email: 'cs@servisdingin.co.id',
    nama_pemilik: 'Layanan Pelanggan',
    kuota_mb: 2048,
    status: 'Active',
    keterangan: 'Kotak surat tim CS. Panel hosting belum dihubungkan.',
  });
}
