/**
 * What the on-page configure dialog offers for a target (issue 37): the categories that fit a column,
 * a form or view field, a menu entry or an action; the values a new rule starts with; and which of a
 * role's saved rules are about that target. Pure, no React.
 */
import {
  categoryOf,
  normaliseRoute,
  parseFieldList,
  type RoleRule,
  type RuleCategory,
  routeMatches,
} from '@kantor/core';
import type { ConfigureTarget } from '../../app/feature.ts';
import type { DraftValues } from './preview.ts';

const COLUMN: readonly RuleCategory[] = [
  'hide-kolom',
  'replace-label',
  'warnai-list-jsx',
  'logika-list-jsx',
  'urut-field-teratas',
];
const FORM_FIELD: readonly RuleCategory[] = [
  'kunci-kolom',
  'wajib-isi',
  'hide-dinamis-input',
  'default-add-if-hidden',
  'replace-label',
  'hide-kolom',
];
const VIEW_FIELD: readonly RuleCategory[] = ['hide-kolom', 'replace-label', 'urut-field-teratas'];
const MENU: readonly RuleCategory[] = ['hide-menu', 'replace-menu'];
const ADD_BUTTON: readonly RuleCategory[] = ['hide-add-button', 'blokir-jsx'];
const ROW_ACTIONS: readonly RuleCategory[] = ['hide-action-button', 'add-action-list'];

/** Categories written on a menu entry: `nama_route` is the entry, whatever page shows the menu. */
const MENU_NAMED = new Set<RuleCategory>(MENU);
/** Categories whose `setup` is value-driven (`control, value:field|field, default:field`). */
const VALUE_DRIVEN = new Set<RuleCategory>(['urut-field-teratas', 'hide-dinamis-input']);

const isView = (route: string) => normaliseRoute(route).split('/')[2] === 'view';

/** The categories that fit the target, in the order the dialog offers them. */
export function categoriesFor(target: ConfigureTarget): readonly RuleCategory[] {
  switch (target.kind) {
    case 'column':
      return COLUMN;
    case 'field':
      return isView(target.route) ? VIEW_FIELD : FORM_FIELD;
    case 'menu':
      return MENU;
    case 'action':
      return target.name === 'add' ? ADD_BUTTON : ROW_ACTIONS;
  }
}

/** The route a rule of this category on the target is written for. */
function routeFor(target: ConfigureTarget, category: RuleCategory): string {
  const route = normaliseRoute(target.route);
  // blocking "add" blocks the add form's route, never the whole list
  if (category === 'blokir-jsx' && target.name === 'add') return `${route}/add`;
  return route;
}

/** What a new rule of `category` on the target starts with: its route and the field (or action) it names. */
export function startValues(target: ConfigureTarget, category: RuleCategory): DraftValues {
  const values: DraftValues = { nama_route: routeFor(target, category) };
  const name = target.name;
  if (name === null || target.kind === 'menu') return values;
  if (target.kind === 'action') {
    if (category === 'hide-action-button') values.setup = name;
    return values;
  }
  // Urut Field Teratas: this field on top by default; Hide Dinamis Input: this field's value decides
  values.setup = category === 'urut-field-teratas' ? `default:${name}` : name;
  return values;
}

/** Every name a rule's field list mentions: entries and, in value-driven lists, the fields of each value. */
function namesIn(rule: RoleRule, category: RuleCategory): string[] {
  const entries = parseFieldList(String(rule.setup ?? ''));
  return VALUE_DRIVEN.has(category)
    ? entries.flatMap((entry) => [entry.name, ...entry.values])
    : entries.map((entry) => entry.name);
}

/** Whether a saved rule is about the target: a fitting category, on its route, naming its field or action. */
export function isAboutTarget(rule: RoleRule, target: ConfigureTarget): boolean {
  const category = categoryOf(String(rule.kategori ?? ''));
  if (!category || !categoriesFor(target).includes(category)) return false;
  const route = String(rule.nama_route ?? '');
  if (MENU_NAMED.has(category)) {
    const named =
      category === 'hide-menu' && String(rule.setup ?? '').trim() !== '' ? namesIn(rule, category) : [route];
    return named.some((entry) => normaliseRoute(entry) === normaliseRoute(target.route));
  }
  if (!routeMatches(route, routeFor(target, category))) return false;
  if (target.kind === 'action') {
    if (category !== 'hide-action-button' || target.name === null) return true;
    const named = namesIn(rule, category);
    return named.length === 0 || named.includes(target.name);
  }
  return target.name !== null && namesIn(rule, category).includes(target.name);
}

/** The saved rules of a role that are about the target, in their order. */
export const rulesAbout = <R extends RoleRule>(rules: readonly R[], target: ConfigureTarget): R[] =>
  rules.filter((rule) => isAboutTarget(rule, target));
