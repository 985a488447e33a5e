import { getResource, type ResourceName, USER_ROLE_IDS, userTableResourceName } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { reloadUserTables } from './registry.ts';
import { saveTable } from './usertables.service.ts';

const TABLE = 'inventaris_alat';

/** The workshop's tool register, a table the owner made without a developer: tools, serials, condition. */
export async function seedUserTables(s: SeedContext): Promise<void> {
  if (await s.find('tabelkolom', { nama_tabel: TABLE })) return;
  const roles = await s.app.db.query<{ id: number }>(
    'SELECT id FROM roles WHERE id = ANY($1::int[]) ORDER BY id',
    [[USER_ROLE_IDS.admin, USER_ROLE_IDS.teknisi]],
  );
  await saveTable(s.write, TABLE, {
    roles: roles.map((r) => r.id),
    columns: [
      { nama_kolom: 'nama_alat', label_kolom: 'Nama Alat', tipe_kolom: 'text', wajib: true },
      { nama_kolom: 'merek', label_kolom: 'Merek', tipe_kolom: 'text' },
      { nama_kolom: 'nomor_seri', label_kolom: 'Nomor Seri', tipe_kolom: 'text' },
      { nama_kolom: 'tanggal_beli', label_kolom: 'Tanggal Beli', tipe_kolom: 'date' },
      { nama_kolom: 'harga_beli', label_kolom: 'Harga Beli', tipe_kolom: 'money' },
      {
        nama_kolom: 'kondisi',
        label_kolom: 'Kondisi',
        tipe_kolom: 'select',
        wajib: true,
        opsi: ['Baik', 'Perlu Servis', 'Rusak'],
      },
      { nama_kolom: 'dipinjam', label_kolom: 'Sedang Dipinjam', tipe_kolom: 'boolean' },
      { nama_kolom: 'catatan', label_kolom: 'Catatan', tipe_kolom: 'textarea' },
    ],
  });
  await reloadUserTables(s.app.db.query);
  const table = getResource(userTableResourceName(TABLE))!;
  const tools: [string, string, string, number, number, string, boolean, string | null][] = [
    ['Pompa vakum 2 stage', 'Value VE-280N', 'VE28-2291', 400, 2_350_000, 'Baik', false, null],
    [
      'Manifold gauge R32/R410A',
      'Tasco TB140SM',
      'TB14-88120',
      300,
      1_150_000,
      'Baik',
      true,
      'Dibawa tim Bandung',
    ],
    [
      'Tangga lipat 2,5 m',
      'Krisbow',
      'KR-25-0193',
      700,
      890_000,
      'Perlu Servis',
      false,
      'Engsel kiri longgar',
    ],
    ['Bor beton SDS', 'Bosch GBH 2-24', 'GBH-5521-A', 250, 1_675_000, 'Baik', false, null],
    [
      'Leak detector elektronik',
      'Elitech CLD-100',
      'CLD-31007',
      120,
      1_400_000,
      'Rusak',
      false,
      'Sensor tidak membaca, garansi habis',
    ],
  ];
  for (const [nama_alat, merek, nomor_seri, age, harga_beli, kondisi, dipinjam, catatan] of tools) {
    // a user table is a runtime resource: getResource (behind s.add) finds it once reloaded
    await s.add(table.name as ResourceName, {
      nama_alat,
      merek,
      nomor_seri,
      tanggal_beli: s.daysAgo(age),
      harga_beli,
      kondisi,
      dipinjam,
      catatan,
    });
  }
}
