/**
 * Which record fields the rule form asks for, per category (docs/rules.md is the source). Pure data:
 * the form renders exactly these inputs, and a save clears every other field of the record.
 */
import { categoryOf, RULE_CATEGORIES, RULE_CATEGORY_NAMES, type RuleCategory } from '@kantor/core';

export type InputKind =
  | 'route' // nama_route of a page: route picker, free text, trailing *
  | 'menuRoute' // nama_route naming a side-menu entry
  | 'fields' // field list of the route's resource (multi-select writing the field-list syntax)
  | 'valueFields' // value-driven field list (control field, value:field|field, default:...)
  | 'actions' // row action names (view, edit, delete, list action ids)
  | 'expr' // an expression of our language, validated as typed
  | 'colourRules' // `condition => colour` pairs
  | 'formula' // a plain value, or a formula starting with = / API_FETCH / SUM_BY / sum_row
  | 'link' // in-app path or http(s) URL
  | 'text'
  | 'textarea'
  | 'icon'
  | 'colour'
  | 'target'
  | 'position'
  | 'layer'
  | 'yesNo'
  | 'submit'
  | 'severity'
  | 'role';

export type FieldSpec = { name: string; kind: InputKind; required?: boolean };

const route: FieldSpec = { name: 'nama_route', kind: 'route', required: true };
const menuRoute: FieldSpec = { name: 'nama_route', kind: 'menuRoute', required: true };
const setupFields = (required = true): FieldSpec => ({ name: 'setup', kind: 'fields', required });
const flags: FieldSpec[] = [
  { name: 'display_none', kind: 'yesNo' },
  { name: 'tampilkaninput_yatidak', kind: 'yesNo' },
];
const look: FieldSpec[] = [
  { name: 'iconmenu', kind: 'icon' },
  { name: 'iconcolor', kind: 'colour' },
  { name: 'target', kind: 'target' },
];
const colours: FieldSpec[] = [
  route,
  setupFields(false),
  { name: 'warna_kolom_list', kind: 'colourRules', required: true },
];
const block: FieldSpec[] = [route, { name: 'keterangan', kind: 'textarea' }];

/** The inputs of each category, in form order (`urutan` and the role are common to all). */
export const CATEGORY_FIELDS: Readonly<Record<RuleCategory, readonly FieldSpec[]>> = {
  'hide-kolom': [route, setupFields()],
  'replace-menu': [
    menuRoute,
    { name: 'url_replace_route', kind: 'link' },
    { name: 'replace_label', kind: 'text' },
    ...look,
  ],
  'buat-menu-manual': [
    menuRoute,
    { name: 'letak_atas_atau_bawah', kind: 'position' },
    { name: 'replace_label', kind: 'text', required: true },
    { name: 'url_replace_route', kind: 'link', required: true },
    { name: 'layer', kind: 'layer' },
    ...look,
  ],
  'add-action-list': [
    route,
    { name: 'label_action', kind: 'text', required: true },
    { name: 'link_action', kind: 'link', required: true },
    ...look,
  ],
  'logika-list-jsx': [route, setupFields(), { name: 'logika_list', kind: 'expr', required: true }],
  'warnai-list-jsx': colours,
  'replace-label': [route, setupFields(), { name: 'replace_label', kind: 'text', required: true }, ...flags],
  'ganti-title-header': [route, { name: 'replace_label', kind: 'text', required: true }],
  'default-add-if-hidden': [
    route,
    setupFields(),
    { name: 'default_add', kind: 'formula', required: true },
    ...flags,
  ],
  'hide-dinamis-input': [
    route,
    { name: 'setup', kind: 'valueFields', required: true },
    { name: 'mirror', kind: 'yesNo' },
  ],
  'hide-filter-sidebar': [route, setupFields()],
  'rename-filter-sidebar': [
    route,
    setupFields(false),
    { name: 'rename_filter_h2', kind: 'text' },
    { name: 'nama_widget_h2', kind: 'text' },
  ],
  'hide-nama-tab': [route, { name: 'nama_tab', kind: 'text', required: true }],
  'hide-menu': [menuRoute],
  'blokir-jsx': block,
  'logic-custom-input-add': [
    route,
    setupFields(),
    { name: 'nomor_logic_input', kind: 'text' },
    { name: 'logika_list', kind: 'expr' },
    ...flags,
  ],
  'set-single-feat-dinamis-row': [
    route,
    { name: 'setup', kind: 'text', required: true },
    { name: 'taroh_id_di', kind: 'text' },
    { name: 'config_submit', kind: 'submit' },
  ],
  'single-to-add-row-same-inject': [
    route,
    { name: 'persamaan_api_lain', kind: 'text', required: true },
    { name: 'dinamis_row_autofill', kind: 'text' },
    { name: 'count_lebihdarisatu', kind: 'yesNo' },
    { name: 'tdksametpbisamasukdynamicrow', kind: 'yesNo' },
    { name: 'kolom_dinamis_ifnosame', kind: 'text' },
    { name: 'tdksametampilkankolomtambahan', kind: 'yesNo' },
    { name: 'kalauvalidnonvalidbgrdynamicrow', kind: 'text' },
    { name: 'set_autoclear_or_not', kind: 'yesNo' },
  ],
  'single-to-single-same-inject': [
    route,
    { name: 'persamaan_api_lain', kind: 'text', required: true },
    { name: 'kolom_single_autofill', kind: 'text', required: true },
  ],
  'redirect-after-login': [{ name: 'url_redirect', kind: 'link', required: true }],
  'upload-to-camera-timestamp': [route, setupFields(), ...flags],
  'urut-field-teratas': [route, { name: 'setup', kind: 'valueFields', required: true }],
  'default-role-id-add': [route, { name: 'default_add', kind: 'role', required: true }],
  'hide-action-button': [route, { name: 'setup', kind: 'actions' }],
  'hide-add-button': [route],
  'colour-list': colours,
  'block-page': block,
  notification: [
    route,
    { name: 'keterangan', kind: 'textarea', required: true },
    { name: 'iconcolor', kind: 'severity' },
  ],
  // nama_route names the resource (`/rinvoice`); the condition may read user.* and role.* (docs/rules.md)
  'batasi-baris': [route, { name: 'setup', kind: 'expr', required: true }],
  // field permissions: logika_list is an optional condition (record as saved, user.*) (docs/rules.md)
  'kunci-kolom': [route, setupFields(), { name: 'logika_list', kind: 'expr' }],
  'wajib-isi': [route, setupFields(), { name: 'logika_list', kind: 'expr' }],
};

/** Categories whose message is `keterangan`, so the common note input is not shown twice. */
const OWNS_NOTE = new Set<RuleCategory>(['blokir-jsx', 'block-page', 'notification']);

/** Whether the form shows the common note (`keterangan`) for this category. */
export const showsNote = (category: RuleCategory) => !OWNS_NOTE.has(category);

/** Route-independent categories without a route input get `*` (the column is required). */
export const ROUTE_DEFAULT = '*';

/** The `kategori` text the setup resource stores for a category (`hide-add-button` → `Hide Add Button`). */
export function storedName(category: RuleCategory): string {
  return RULE_CATEGORY_NAMES.find((name) => categoryOf(name) === category) ?? category;
}

/** Every category, in the spec's order. */
export const CATEGORIES: readonly RuleCategory[] = RULE_CATEGORIES;

/** The fields the form asks for (category inputs, plus the common ones). */
export function askedFields(category: RuleCategory): string[] {
  const own = CATEGORY_FIELDS[category].map((f) => f.name);
  return [...new Set([...own, 'urutan', ...(showsNote(category) ? ['keterangan'] : [])])];
}
