import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { saveReference } from './refxml.service.ts';

const REFERENCE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<FakturPajak>
  <NomorFaktur>{{nomor_faktur}}</NomorFaktur>
  <Penjual npwp="{{npwp_penjual}}">{{nama_penjual}}</Penjual>
  <Pembeli npwp="{{npwp_pembeli}}">{{nama_pembeli}}</Pembeli>
  <Total mata_uang="IDR">{{total}}</Total>
</FakturPajak>`;

const WALMAN = [
  { judul: 'Isi ulang tabung LPG 12 kg gudang', kategori: 'Gas', nilai: 210_000, hari: 2 },
  { judul: 'Isi ulang tabung LPG 3 kg pantry', kategori: 'Gas', nilai: 22_000, hari: 5 },
  { judul: 'Token listrik kantor cabang Bandung', kategori: 'Utilitas', nilai: 500_000, hari: 3 },
  { judul: 'Tagihan air PDAM kantor pusat', kategori: 'Utilitas', nilai: 185_500, hari: 8 },
  { judul: 'Servis genset mingguan', kategori: 'Perawatan', nilai: 350_000, hari: 1 },
];

/**
 * The admin's demo setup: one custom menu entry for the technicians (a shortcut to the progress
 * entry, a page their role holds), a placeholder for people without a photo, a JSON template with its
 * reference XML (version 1 in its history), and a few walman records for `/walman/listgas`.
 */
export async function seedAdmin(s: SeedContext): Promise<void> {
  if (!(await s.find('rmenu', { label: 'Lapor Progres' }))) {
    await s.add('rmenu', {
      label: 'Lapor Progres',
      route: '/rsubptrackprogres/trackadd',
      icon: 'pi pi-camera',
      iconcolor: '#0f766e',
      target: '_self',
      urutan: 1,
      status: 'Active',
      // the technicians' shortcut: the Teknisi role only
      role_ids: [53],
    });
  }
  if (!(await s.find('setupimgprototype', { nama_modul: 'akun.foto' }))) {
    await s.add('setupimgprototype', {
      nama_modul: 'akun.foto',
      jenis_gambar: 'Placeholder',
      gambar: 'images/no-image-available.png',
      status: 'Active',
      keterangan: 'Ditampilkan untuk akun yang belum punya foto.',
    });
  }
  let template = await s.find('manualtemplatejson', { nama_template: 'Faktur Pajak (referensi XML)' });
  if (!template) {
    template = await s.add('manualtemplatejson', {
      nama_template: 'Faktur Pajak (referensi XML)',
      kategori: 'Pajak',
      isi_json: {
        nomor_faktur: '010.000-26.00000001',
        nama_penjual: 'CV Kantor Demo',
        nama_pembeli: 'PT Sinar Jaya Abadi',
        total: 11_100_000,
      },
      keterangan: 'Contoh templat JSON dengan salinan referensi XML untuk e-Faktur.',
    });
    await saveReference(s.write, Number(template.id), REFERENCE_XML);
  }
  if (!(await s.find('walman', { judul: WALMAN[0]!.judul }))) {
    for (const w of WALMAN) {
      await s.add('walman', {
        judul: w.judul,
        tanggal: s.daysAgo(w.hari),
        kategori: w.kategori,
        nilai: w.nilai,
        status: 'Active',
      });
    }
  }
}
