import { defineResource, f } from './define.ts';

export const standarmaterialsop = defineResource({
  name: 'standarmaterialsop',
  purpose: 'Standard materials of an SOP per job type: which material, how much, in which unit.',
  titleField: 'nama_material',
  icon: 'pi pi-clipboard',
  defaultSort: { field: 'nama_sop', order: 'asc' },
  fields: {
    nama_sop: f.text({ required: true, maxLength: 150, list: true, search: true, filter: true, sort: true }),
    id_type: f.relation('rtype', 'nama_type', { required: true, list: true, filter: true }),
    nama_material: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_stok: f.relation('rstok', 'nama_barang', { filter: true }),
    qty: f.decimal({ required: true, min: 0.01, max: 1_000_000, list: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true, list: true }),
    langkah_kerja: f.textarea({ maxLength: 5000 }),
    dokumen_sop: f.file({ accept: ['application/pdf'], maxFiles: 3 }),
    user_id: f.owner(),
  },
});
