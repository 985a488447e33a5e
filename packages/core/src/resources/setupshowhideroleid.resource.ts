import { defineResource, f } from './define.ts';

/**
 * The 22 rule categories of spec §3, then the 6 categories the setup menu also lists, then Batasi Baris, Kunci
 * Kolom and Wajib Isi (issue 37's row scope and field permissions). The stored value is the name as written here; the rule engine maps each to its canonical id.
 */
// biome-ignore format: compact lists read better than one name per line
export const RULE_CATEGORY_NAMES = [
  'Hide Kolom', 'Replace Menu', 'Buat Menu Manual', 'Add Action List', 'Logika List JSX', 'Warnai List JSX',
  'Replace Label', 'Ganti Title Header', 'Default Add If Hidden', 'Hide Dinamis Input', 'Hide Filter Sidebar',
  'Rename Filter Sidebar', 'Hide Nama Tab', 'Hide Menu', 'Blokir JSX', 'Logic Custom Input Add',
  'Set Single Feat Dinamis Row', 'single to add row same inject', 'single to single same inject',
  'Redirect After Login', 'Upload to Camera Timestamp', 'Urut Field Teratas',
  'Default Role Id Add', 'Hide Action Button', 'Hide Add Button', 'Colour List', 'Block Page', 'Notification',
  'Batasi Baris', 'Kunci Kolom', 'Wajib Isi',
] as const;

const txt = (o: Parameters<typeof f.text>[0] = {}) => f.text({ maxLength: 500, ...o });
const long = () => f.textarea({ maxLength: 10_000 });

export const setupshowhideroleid = defineResource({
  name: 'setupshowhideroleid',
  // nobody manages a login, role or role setup by owning it (spec §6 decision, docs/architecture.md)
  neverOwned: true,
  purpose: 'Per-role page rules of spec §3: hidden fields, replaced menus and labels, logics, blocked pages.',
  titleField: 'nama_route',
  adminManaged: true,
  icon: 'pi pi-eye-slash',
  defaultSort: { field: 'urutan', order: 'asc' },
  fields: {
    role_id: f.relation('roles', 'role_name', { required: true, list: true, filter: true, sort: true }),
    nama_route: f.text({ required: true, maxLength: 255, list: true, search: true, sort: true }),
    kategori: f.select(RULE_CATEGORY_NAMES, { required: true, list: true, filter: true, sort: true }),
    setup: long(),
    replace_label: txt({ search: true }),
    url_replace_route: txt(),
    iconmenu: txt({ maxLength: 64 }),
    iconcolor: f.color(),
    icon_color: f.color(),
    target: txt({ maxLength: 20 }),
    letak_atas_atau_bawah: f.select('position'),
    layer: f.integer({ min: 0, max: 10 }),
    label_action: txt(),
    link_action: txt(),
    url_action: txt(),
    logika_list: long(),
    warna_kolom_list: long(),
    nomor_logic_input: long(),
    default_add: long(),
    tampilkaninput_yatidak: txt(),
    display_none: txt(),
    mirror: txt(),
    nama_widget_h2: txt(),
    rename_filter_h2: txt(),
    nama_tab: txt(),
    taroh_id_di: txt(),
    config_submit: f.select('submitConfig'),
    persamaan_api_lain: long(),
    dinamis_row_autofill: long(),
    kolom_single_autofill: long(),
    count_lebihdarisatu: txt(),
    tdksametpbisamasukdynamicrow: txt(),
    kolom_dinamis_ifnosame: long(),
    tdksametampilkankolomtambahan: long(),
    kalauvalidnonvalidbgrdynamicrow: long(),
    set_autoclear_or_not: txt(),
    urutan: f.integer({ min: 0, max: 99_999, list: true, sort: true }),
    url_redirect: txt(),
    keterangan: f.textarea({ maxLength: 2000, list: true, search: true }),
    user_id: f.owner(),
  },
});
