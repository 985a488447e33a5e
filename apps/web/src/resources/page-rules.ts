/**
 * How the generic screens apply a role's compiled page configuration (docs/rules.md): labels, hidden
 * columns and filters, row actions, column logic and colours, tabs. Pure functions, no React.
 */
import {
  compileExpr,
  type ExprValue,
  exprTruthy,
  exprValueText,
  type ListAction,
  NUMBER_LOCALE,
  type PageConfig,
  pickColour,
} from '@kantor/core';
import { type RuleColour, ruleColour } from '../rules/rule-colours.ts';
import { type LookerFacts, NO_FACTS } from '../session/use-user-facts.ts';
import type { Abilities } from './use-resource-support.ts';

const own = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** The replaced label of a field on this route, else `fallback`. */
export function ruleLabel(config: PageConfig, name: string, fallback: string): string {
  return own(config.labelReplacements, name) ?? fallback;
}

/** A filter's label: its Rename Filter Sidebar name, else its (replaced) field label. */
export function ruleFilterLabel(config: PageConfig, name: string, fallback: string): string {
  return own(config.filterRenames, name) ?? ruleLabel(config, name, fallback);
}

/** Names without the role's hidden fields. */
export function withoutHidden(config: PageConfig, names: readonly string[]): string[] {
  const hidden = new Set(config.hiddenFields);
  return names.filter((name) => !hidden.has(name));
}

/** Filter fields of the sidebar: not hidden, not hidden from the sidebar. */
export function ruleFilterFields(config: PageConfig, names: readonly string[]): string[] {
  const hidden = new Set([...config.hiddenFields, ...config.hiddenFilters]);
  return names.filter((name) => !hidden.has(name));
}

/** Names a built-in row action may be hidden by (`hide action button`, `setup: delete`). */
const ACTION_NAMES: Readonly<Record<'view' | 'edit' | 'delete', readonly string[]>> = {
  view: ['view', 'lihat', 'detail'],
  edit: ['edit', 'ubah'],
  delete: ['delete', 'hapus'],
};

const hiddenActionSet = (config: PageConfig) =>
  new Set(config.hiddenActionButtons.map((name) => name.trim().toLowerCase()));

/** Whether a built-in row action is hidden for the role. */
export function isActionHidden(config: PageConfig, action: 'view' | 'edit' | 'delete'): boolean {
  if (config.hideActionButton) return true;
  const hidden = hiddenActionSet(config);
  return ACTION_NAMES[action].some((name) => hidden.has(name));
}

/**
 * What the pages list allows, narrowed by the role's rules: `hide add button` removes adding,
 * `hide action button` the row actions (all, or those named). Rules never grant anything.
 */
export function ruleAbilities(abilities: Abilities, config: PageConfig): Abilities {
  return {
    view: abilities.view && !isActionHidden(config, 'view'),
    add: abilities.add && !config.hideAddButton,
    edit: abilities.edit && !isActionHidden(config, 'edit'),
    delete: abilities.delete && !isActionHidden(config, 'delete'),
  };
}

/** Add Action List buttons of the list, without those a `hide action button` rule names. */
export function ruleListActions(config: PageConfig): ListAction[] {
  if (config.hideActionButton) return [];
  const hidden = hiddenActionSet(config);
  return config.listActions.filter(
    (action) => !hidden.has(action.id.toLowerCase()) && !hidden.has(action.label.trim().toLowerCase()),
  );
}

/** Icon classes of a rule (`pi pi-print`): class-name characters only, else the default icon. */
export function safeIconClass(icon: string | null | undefined, fallback = 'pi pi-external-link'): string {
  const text = (icon ?? '').trim();
  return text !== '' && /^[A-Za-z0-9 _-]{1,80}$/.test(text) ? text : fallback;
}

/** Where a list action leads for a row: an in-app path (router) or a link (new tab or another site). */
export type ActionTarget =
  | { kind: 'route'; to: string }
  | { kind: 'link'; href: string; target: string | undefined };

/** The filled target of a list action: in-app paths navigate unless a target asks otherwise. */
export function actionTarget(action: ListAction, href: string): ActionTarget {
  const inApp = href.startsWith('/') && !href.startsWith('//');
  if (inApp && (action.target === null || action.target === '_self')) return { kind: 'route', to: href };
  return { kind: 'link', href, target: action.target ?? (inApp ? undefined : '_blank') };
}

/**
 * The result of a column logic for a row, or `{ ok: false }` when it cannot be evaluated. `facts`: who is
 * looking (`user.x`, `role.x`; docs/rules.md "User context").
 */
export function evaluateColumnLogic(
  expression: string,
  row: unknown,
  facts: LookerFacts = NO_FACTS,
): { ok: true; value: ExprValue } | { ok: false } {
  try {
    return { ok: true, value: compileExpr(expression).evaluate({ ...facts, record: row }) };
  } catch {
    return { ok: false };
  }
}

/** A logic result as text: numbers in the Indonesian format, yes/no for booleans, lists joined. */
export function logicValueText(value: ExprValue, labels: { yes: string; no: string }): string {
  if (typeof value === 'number') {
    return new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 6 }).format(value);
  }
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  return exprValueText(value);
}

/**
 * The row colour and the cell colours of one row (first matching rule of each, in rule order); conditions
 * read the row and who is looking (`facts`).
 */
export function rowColours(
  config: PageConfig,
  row: unknown,
  facts: LookerFacts = NO_FACTS,
): { row: RuleColour | null; cells: Record<string, RuleColour> } {
  let rowColour: RuleColour | null = null;
  const cells: Record<string, RuleColour> = Object.create(null);
  for (const entry of config.listColours) {
    if (entry.column === null ? rowColour !== null : Object.hasOwn(cells, entry.column)) continue;
    const colour = ruleColour(pickColour(entry.rules, row, facts));
    if (!colour) continue;
    if (entry.column === null) rowColour = colour;
    else cells[entry.column] = colour;
  }
  return { row: rowColour, cells };
}

/** Whether a tab (or page section) is hidden: any of its names matches a Hide Nama Tab name. */
export function isTabHidden(config: PageConfig, names: readonly string[]): boolean {
  const hidden = new Set(config.hiddenTabs.map((name) => name.trim().toLowerCase()));
  return names.some((name) => hidden.has(name.trim().toLowerCase()));
}

/**
 * Kunci Kolom and Wajib Isi: the fields the form shows read-only or required for the role. A rule without
 * a condition always holds; a conditional one holds when its condition is true over `record` (the record as
 * it would be saved: stored values, then the form's) and who is looking, as the server reads it at save
 * (apps/server/src/modules/resources/field-rules.ts). Without facts `user.x` reads as null; a condition that
 * cannot be evaluated shows nothing, nor does a lock whose condition reads the locked field itself; the
 * server still decides on save (its 422 shows under the field).
 */
export function ruleFieldFlags(
  config: PageConfig,
  record: Readonly<Record<string, unknown>> | null = null,
  facts: LookerFacts = NO_FACTS,
): {
  locked: ReadonlySet<string>;
  required: ReadonlySet<string>;
} {
  const locked = new Set<string>();
  const required = new Set<string>();
  for (const rule of config.fieldRules) {
    if (rule.condition !== null) {
      // a lock whose condition reads its own field (`diskon > 10` on diskon) would hold the input at the
      // very value that locked it: the server's 422 at save says so, and the user types another value
      if (rule.rule === 'readOnly' && readsField(rule.condition, rule.field)) continue;
      if (!conditionHolds(rule.condition, record, facts)) continue;
    }
    (rule.rule === 'readOnly' ? locked : required).add(rule.field);
  }
  return { locked, required };
}

function readsField(condition: string, field: string): boolean {
  try {
    return compileExpr(condition).fields.includes(field);
  } catch {
    return false;
  }
}

/** Whether a field rule's condition holds (false when it cannot be evaluated). */
function conditionHolds(
  condition: string,
  record: Readonly<Record<string, unknown>> | null,
  facts: LookerFacts,
): boolean {
  try {
    return exprTruthy(compileExpr(condition).evaluate({ ...facts, record: record ?? {} }));
  } catch {
    return false;
  }
}

/** Whether any field rule has a condition (the form then re-reads them as values change). */
export function hasConditionalFieldRules(config: PageConfig): boolean {
  return config.fieldRules.some((rule) => rule.condition !== null);
}
