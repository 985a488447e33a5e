import type { ColourRule } from '../expr/colours.ts';
import type { MenuItem } from '../menu.ts';

/** A database value of a rule field. */
export type RuleValue = string | number | boolean | null;

/**
 * One role-rule record of `setupshowhideroleid` (spec §3 "Role-rule record"). Every field is
 * optional and loosely typed because it comes from a database or an import.
 */
export type RoleRule = {
  id?: RuleValue;
  role_id?: RuleValue;
  nama_route?: RuleValue;
  kategori?: RuleValue;
  setup?: RuleValue;
  replace_label?: RuleValue;
  url_replace_route?: RuleValue;
  iconmenu?: RuleValue;
  iconcolor?: RuleValue;
  icon_color?: RuleValue;
  target?: RuleValue;
  letak_atas_atau_bawah?: RuleValue;
  layer?: RuleValue;
  label_action?: RuleValue;
  link_action?: RuleValue;
  url_action?: RuleValue;
  logika_list?: RuleValue;
  warna_kolom_list?: RuleValue;
  nomor_logic_input?: RuleValue;
  default_add?: RuleValue;
  tampilkaninput_yatidak?: RuleValue;
  display_none?: RuleValue;
  mirror?: RuleValue;
  nama_widget_h2?: RuleValue;
  rename_filter_h2?: RuleValue;
  nama_tab?: RuleValue;
  taroh_id_di?: RuleValue;
  config_submit?: RuleValue;
  persamaan_api_lain?: RuleValue;
  dinamis_row_autofill?: RuleValue;
  kolom_single_autofill?: RuleValue;
  count_lebihdarisatu?: RuleValue;
  tdksametpbisamasukdynamicrow?: RuleValue;
  kolom_dinamis_ifnosame?: RuleValue;
  tdksametampilkankolomtambahan?: RuleValue;
  kalauvalidnonvalidbgrdynamicrow?: RuleValue;
  set_autoclear_or_not?: RuleValue;
  urutan?: RuleValue;
  url_redirect?: RuleValue;
  keterangan?: RuleValue;
};

/** The record fields the engine reads. */
export type RoleRuleField = keyof RoleRule;

/** Canonical category ids (see `CATEGORY_NAMES` for the names stored in `kategori`). */
export type RuleCategory =
  | 'hide-kolom'
  | 'replace-menu'
  | 'buat-menu-manual'
  | 'add-action-list'
  | 'logika-list-jsx'
  | 'warnai-list-jsx'
  | 'replace-label'
  | 'ganti-title-header'
  | 'default-add-if-hidden'
  | 'hide-dinamis-input'
  | 'hide-filter-sidebar'
  | 'rename-filter-sidebar'
  | 'hide-nama-tab'
  | 'hide-menu'
  | 'blokir-jsx'
  | 'logic-custom-input-add'
  | 'set-single-feat-dinamis-row'
  | 'single-to-add-row-same-inject'
  | 'single-to-single-same-inject'
  | 'redirect-after-login'
  | 'upload-to-camera-timestamp'
  | 'urut-field-teratas'
  | 'default-role-id-add'
  | 'hide-action-button'
  | 'hide-add-button'
  | 'colour-list'
  | 'block-page'
  | 'notification'
  | 'batasi-baris'
  | 'kunci-kolom'
  | 'wajib-isi';

/** `_blank`, `_self`, `_parent` or `_top`; anything else is dropped. */
export type LinkTarget = '_blank' | '_self' | '_parent' | '_top';

export type MenuReplacement = {
  /** The normalised route of the entry being replaced. */
  route: string;
  /** New address, or null to keep the entry's own. */
  to: string | null;
  label: string | null;
  icon: string | null;
  iconcolor: string | null;
  target: LinkTarget | null;
  ruleId: string | null;
};

export type ManualMenu = {
  /** Normalised route of the entry it is placed next to (or inside); null appends at the end. */
  anchor: string | null;
  position: 'before' | 'after';
  /** 0 = beside the anchor; 1 or more = inside the anchor's group. */
  layer: number;
  /** The rule's `urutan`. */
  order: number | null;
  /** Position among the manual menus after sorting (stable tie-break when placing). */
  index: number;
  /** The entry to insert (core's `MenuItem`, with an address). */
  menu: MenuItem & { to: string };
  ruleId: string | null;
};

export type ListAction = {
  id: string;
  label: string;
  /** Target path, possibly with `{id}`/`{field}` placeholders (see `fillPlaceholders`). */
  to: string;
  icon: string;
  iconcolor: string | null;
  target: LinkTarget | null;
  /** The normalised `nama_route` of the list it belongs to. */
  sourceRoute: string;
  ruleId: string | null;
};

export type HiddenDefault = {
  field: string;
  /** `default_add` as written. */
  value: string;
  /** The expression when `value` is a formula (`=…`, or starting with API_FETCH/SUM_BY/sum_row). */
  formula: string | null;
  ruleId: string | null;
};

export type ColumnLogic = { column: string; expression: string; ruleId: string | null };

export type ListColour = {
  /** The column to colour, or null for the whole row. */
  column: string | null;
  rules: readonly ColourRule[];
  source: string;
  ruleId: string | null;
};

export type InputLogic = {
  /** `nomor_logic_input`: which built-in logic, when the rule names one. */
  logic: string | null;
  field: string | null;
  expression: string | null;
  ruleId: string | null;
};

/** `value` of the control field → fields. */
export type ValueCase = { value: string; fields: string[] };

export type DynamicHide = {
  controlField: string;
  cases: ValueCase[];
  /** Fields for a value no case matches (the `default` entry); null without one. */
  defaultFields: string[] | null;
  /** Mirror mode: the listed fields are shown and all others hidden. */
  mirror: boolean;
  ruleId: string | null;
};

export type FieldOrderConfig = {
  /** Null for a rule that gives only a default order. */
  controlField: string | null;
  cases: ValueCase[];
  defaultOrder: string[] | null;
  ruleId: string | null;
};

export type SingleDynamicRow = {
  /** The rows' resource or field (`setup`). */
  rowsSource: string;
  /** The rows' field that receives the master record's id (`taroh_id_di`). */
  idField: string | null;
  submit: 'single' | 'single-and-dynamic-rows';
  ruleId: string | null;
};

/** Look-up on another endpoint: the form's `field` is matched against `remoteField` there. */
export type AutofillMatch = { field: string; endpoint: string; remoteField: string };

/** `target` (on the form or row) ← `source` (on the matched record). */
export type AutofillMapping = { target: string; source: string };

export type SingleRowAutofill = {
  match: AutofillMatch;
  mapping: AutofillMapping[];
  /** A second match of the same record counts the row up instead of adding one. */
  countUp: boolean;
  /** A value with no match may still be added as a row. */
  allowUnmatched: boolean;
  /** Columns asked for when there is no match. */
  unmatchedColumns: string[];
  showExtraColumnsWhenUnmatched: boolean;
  validColour: string | null;
  invalidColour: string | null;
  /** Clear the input after each look-up. */
  autoClear: boolean;
  ruleId: string | null;
};

export type SingleFieldAutofill = { match: AutofillMatch; mapping: AutofillMapping[]; ruleId: string | null };

export type BlockedPage = { message: string; ruleId: string | null };

export type NotificationSeverity = 'info' | 'success' | 'warning' | 'danger';

export type PageNotification = { message: string; severity: NotificationSeverity; ruleId: string | null };
