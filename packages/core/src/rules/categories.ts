import type { RuleCategory } from './types.ts';

/**
 * The `kategori` text of each category, as the setup screens store it.
 *
 * @example CATEGORY_NAMES['hide-kolom'] // 'Hide Kolom'
 */
export const CATEGORY_NAMES: Readonly<Record<RuleCategory, string>> = {
  'hide-kolom': 'Hide Kolom',
  'replace-menu': 'Replace Menu',
  'buat-menu-manual': 'Buat Menu Manual',
  'add-action-list': 'Add Action List',
  'logika-list-jsx': 'Logika List JSX',
  'warnai-list-jsx': 'Warnai List JSX',
  'replace-label': 'Replace Label',
  'ganti-title-header': 'Ganti Title Header',
  'default-add-if-hidden': 'Default Add If Hidden',
  'hide-dinamis-input': 'Hide Dinamis Input',
  'hide-filter-sidebar': 'Hide Filter Sidebar',
  'rename-filter-sidebar': 'Rename Filter Sidebar',
  'hide-nama-tab': 'Hide Nama Tab',
  'hide-menu': 'Hide Menu',
  'blokir-jsx': 'Blokir JSX',
  'logic-custom-input-add': 'Logic Custom Input Add',
  'set-single-feat-dinamis-row': 'Set Single Feat Dinamis Row',
  'single-to-add-row-same-inject': 'single to add row same inject',
  'single-to-single-same-inject': 'single to single same inject',
  'redirect-after-login': 'Redirect After Login',
  'upload-to-camera-timestamp': 'Upload to Camera Timestamp',
  'urut-field-teratas': 'Urut Field Teratas',
  'default-role-id-add': 'default role id add',
  'hide-action-button': 'hide action button',
  'hide-add-button': 'hide add button',
  'colour-list': 'colour list',
  'block-page': 'block page',
  notification: 'notification',
  // issue 37: which rows of a resource the role reaches (access/row-scope.ts), enforced by the server
  'batasi-baris': 'Batasi Baris',
  // issue 37: field permissions per role, optionally under a condition (the server enforces them)
  'kunci-kolom': 'Kunci Kolom',
  'wajib-isi': 'Wajib Isi',
};

/**
 * Every category id, in the order of spec §3.
 *
 * @example RULE_CATEGORIES.length // 28
 */
export const RULE_CATEGORIES = Object.keys(CATEGORY_NAMES) as RuleCategory[];

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const BY_NAME: ReadonlyMap<string, RuleCategory> = new Map([
  ...RULE_CATEGORIES.map((id) => [squash(CATEGORY_NAMES[id]), id] as const),
  ...RULE_CATEGORIES.map((id) => [squash(id), id] as const),
  ['color list', 'colour-list'],
]);

/** Memo of `categoryOf`: rule sets repeat a handful of names. */
const seen = new Map<string, RuleCategory | null>();

/**
 * The category a `kategori` text names: compared case-insensitively, with surrounding
 * whitespace trimmed and runs of spaces, `_` and `-` treated as one space.
 *
 * @example categoryOf('  hide   KOLOM ') // 'hide-kolom'
 * @example categoryOf('Hide Everything') // null
 */
export function categoryOf(kategori: unknown): RuleCategory | null {
  if (typeof kategori !== 'string') return null;
  let found = seen.get(kategori);
  if (found === undefined) {
    found = BY_NAME.get(squash(kategori)) ?? null;
    if (seen.size >= 1000) seen.clear();
    seen.set(kategori, found);
  }
  return found;
}

/**
 * Categories whose `nama_route` names a menu entry rather than the page the rule applies on:
 * they apply on every route.
 */
export const ROUTE_INDEPENDENT: ReadonlySet<RuleCategory> = new Set<RuleCategory>([
  'replace-menu',
  'buat-menu-manual',
  'hide-menu',
  'redirect-after-login',
]);

/** Categories that block their route. */
export const BLOCKING: ReadonlySet<RuleCategory> = new Set<RuleCategory>(['blokir-jsx', 'block-page']);

/** Categories whose `setup` names fields and which also read `display_none` and `tampilkaninput_yatidak`. */
export const FLAG_CATEGORIES: ReadonlySet<RuleCategory> = new Set<RuleCategory>([
  'hide-kolom',
  'replace-label',
  'default-add-if-hidden',
  'logic-custom-input-add',
  'upload-to-camera-timestamp',
]);
