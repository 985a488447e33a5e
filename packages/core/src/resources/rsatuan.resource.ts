import { defineResource, f } from './define.ts';

export const rsatuan = defineResource({
  name: 'rsatuan',
  purpose: 'Units of measure and their conversion to a base unit (1 dus = 12 pcs).',
  titleField: 'nama_satuan',
  icon: 'pi pi-box',
  defaultSort: { field: 'nama_satuan', order: 'asc' },
  fields: {
    nama_satuan: f.text({
      required: true,
      unique: true,
      maxLength: 50,
      list: true,
      search: true,
      sort: true,
    }),
    singkatan: f.text({ maxLength: 10, list: true, search: true }),
    id_satuan_dasar: f.relation('rsatuan', 'nama_satuan', { list: true, filter: true }),
    /** How many base units one of this unit holds. */
    nilai_konversi: f.decimal({ min: 0.0001, max: 1_000_000, scale: 4, defaultValue: 1, list: true }),
    /**
     * Whether a quantity in this unit may have a fraction (1,5 kg, 2,25 m). Off by default: a piece, a
     * box or a roll is counted in whole numbers on every stock document and at the POS.
     */
    pecahan: f.boolean({ defaultValue: false, list: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
