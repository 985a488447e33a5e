import type { MindmapNode } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';

/** The plan of a job as a technician team would sketch it: stages, materials, notes, colours. */
export function demoJobPlan(jobName: string): MindmapNode {
  return {
    id: 'root',
    label: jobName,
    children: [
      {
        id: 'survei',
        label: 'Survei lokasi',
        color: '#cfe2f3',
        note: 'Ukur jarak unit indoor ke outdoor, cek daya listrik dan jalur pembuangan air.',
        children: [
          { id: 'survei-ukur', label: 'Ukur ruangan & jalur pipa' },
          { id: 'survei-listrik', label: 'Cek daya listrik (min. 900 VA)' },
        ],
      },
      {
        id: 'material',
        label: 'Material',
        color: '#fff2cc',
        children: [
          { id: 'material-pipa', label: 'Pipa tembaga 1/4" + 3/8"' },
          { id: 'material-kabel', label: 'Kabel NYM 3x2,5 mm²' },
          { id: 'material-bracket', label: 'Bracket outdoor & dynabolt' },
        ],
      },
      {
        id: 'pasang',
        label: 'Pemasangan',
        color: '#d9ead3',
        side: 'left',
        children: [
          { id: 'pasang-indoor', label: 'Unit indoor' },
          { id: 'pasang-outdoor', label: 'Unit outdoor' },
          {
            id: 'pasang-vakum',
            label: 'Vakum & isi freon',
            note: 'Vakum minimal 15 menit sebelum buka katup.',
          },
        ],
      },
      {
        id: 'serah',
        label: 'Uji coba & serah terima',
        color: '#f4cccc',
        side: 'left',
        collapsed: true,
        children: [
          { id: 'serah-suhu', label: 'Ukur suhu keluaran' },
          { id: 'serah-foto', label: 'Foto & tanda tangan pelanggan' },
        ],
      },
    ],
  };
}

/** One demo map: the plan of the first demo job, tied to it (`/getmindmap?resource=rpekerjaan&id=…`). */
export async function seedMindmap(s: SeedContext): Promise<void> {
  const job = await s.find('rpekerjaan', {});
  if (!job) return;
  if (await s.find('rmindmap', { nama_resource: 'rpekerjaan', id_record: job.id })) return;
  await s.add('rmindmap', {
    judul: `Rencana kerja: ${String(job.nama_pekerjaan)}`.slice(0, 200),
    data: demoJobPlan(String(job.nama_pekerjaan)),
    nama_resource: 'rpekerjaan',
    id_record: job.id,
    keterangan: 'Peta rencana pekerjaan: tahap, material dan catatan teknisi.',
  });
}
