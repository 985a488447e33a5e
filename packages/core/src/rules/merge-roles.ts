import type { FieldRule, PageConfig } from './page-config.ts';

/**
 * One route's configuration for a person holding several roles (issue 37), from the configurations of
 * the roles that reach the route, the first one first (the primary role when it reaches it). The
 * choice (docs/rules.md, "Several roles per user"):
 *
 * - **a restriction holds only when every role imposes it**: hidden fields, filters, tabs, menus and
 *   action buttons, a block, a field's read-only or required rule (each role's conditions: the field is
 *   locked when every role locks it). A person does, through one of their roles, what that role may do;
 * - **what roles add is united**: forced-visible fields, list actions, manual menus, notifications,
 *   colours, camera fields;
 * - **how the page looks and behaves** (labels, titles, order, input logics, dynamic hides, autofills,
 *   defaults, redirect) comes from the first role that says anything about it, so two roles never mix
 *   half of one behaviour with half of another.
 *
 * Row scopes of a role set are merged separately, over every resource (access/role-set.ts); the
 * `rowScopes` here only explain the list.
 */
export function mergePageConfigs(configs: readonly PageConfig[]): PageConfig {
  const [base, ...others] = configs;
  if (!base) throw new Error('mergePageConfigs needs at least one configuration');
  if (others.length === 0) return base;
  const all = configs;
  const every = <T>(pick: (c: PageConfig) => readonly T[]): T[] =>
    pick(base).filter((item) => others.every((c) => pick(c).includes(item)));
  const any = <T>(pick: (c: PageConfig) => readonly T[]): T[] => [...new Set(all.flatMap(pick))];
  const first = <T>(pick: (c: PageConfig) => T, empty: (value: T) => boolean): T => {
    for (const c of all) if (!empty(pick(c))) return pick(c);
    return pick(base);
  };
  const firstList = <T>(pick: (c: PageConfig) => readonly T[]): T[] => [
    ...first(pick, (list) => list.length === 0),
  ];
  // the first role's value wins a key; the others fill keys it leaves unset
  const byKey = <T>(pick: (c: PageConfig) => Readonly<Record<string, T>>): Record<string, T> =>
    Object.assign({}, ...[...all].reverse().map(pick));
  const unique = <T>(items: readonly T[]): T[] => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = JSON.stringify(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  const hiddenFields = every((c) => c.hiddenFields);
  const hiddenDefaults = Object.fromEntries(
    Object.entries(byKey((c) => c.hiddenDefaults)).filter(([field]) => hiddenFields.includes(field)),
  );
  return {
    ...base,
    hiddenFields,
    dynamicallyControlledFields: every((c) => c.dynamicallyControlledFields),
    forcedVisibleFields: any((c) => c.forcedVisibleFields),
    labelReplacements: byKey((c) => c.labelReplacements),
    hiddenDefaults,
    listColumnLogics: byKey((c) => c.listColumnLogics),
    listColours: unique(all.flatMap((c) => c.listColours)),
    inputLogics: firstList((c) => c.inputLogics),
    dynamicHides: firstList((c) => c.dynamicHides),
    fieldOrder: firstList((c) => c.fieldOrder),
    fieldOrderConfigs: firstList((c) => c.fieldOrderConfigs),
    singleDynamicRow: first(
      (c) => c.singleDynamicRow,
      (v) => v === null,
    ),
    singleRowAutofills: firstList((c) => c.singleRowAutofills),
    singleFieldAutofills: firstList((c) => c.singleFieldAutofills),
    cameraTimestampFields: any((c) => c.cameraTimestampFields),
    hiddenFilters: every((c) => c.hiddenFilters),
    filterRenames: byKey((c) => c.filterRenames),
    filterHeading: first(
      (c) => c.filterHeading,
      (v) => v === null,
    ),
    hiddenTabs: every((c) => c.hiddenTabs),
    menuReplacements: byKey((c) => c.menuReplacements),
    manualMenus: unique(all.flatMap((c) => c.manualMenus)),
    hiddenMenus: every((c) => c.hiddenMenus),
    listActions: unique(all.flatMap((c) => c.listActions)).filter(
      (action, i, list) => list.findIndex((a) => a.id === action.id) === i,
    ),
    hideActionButton: all.every((c) => c.hideActionButton),
    hiddenActionButtons: every((c) => c.hiddenActionButtons),
    hideAddButton: all.every((c) => c.hideAddButton),
    defaultRoleIdAdd: first(
      (c) => c.defaultRoleIdAdd,
      (v) => v === null,
    ),
    headerTitle: first(
      (c) => c.headerTitle,
      (v) => v === null,
    ),
    blocked: all.every((c) => c.blocked !== null) ? base.blocked : null,
    blockedRoutes: every((c) => c.blockedRoutes),
    redirectAfterLogin: first(
      (c) => c.redirectAfterLogin,
      (v) => v === null,
    ),
    notifications: unique(all.flatMap((c) => c.notifications)),
    rowScopes: mergedRowScopes(all),
    fieldRules: mergedFieldRules(all),
    warnings: all.flatMap((c) => c.warnings),
  };
}

/** The conditions read together: any of `conditions` (null: always). */
const anyOf = (conditions: readonly (string | null)[]): string | null =>
  conditions.includes(null) ? null : conditions.map((c) => `(${c})`).join(' || ');

function mergedRowScopes(all: readonly PageConfig[]): PageConfig['rowScopes'] {
  if (all.some((c) => c.rowScopes.length === 0)) return [];
  const each = all.map((c) => c.rowScopes.map((s) => `(${s.condition})`).join(' && '));
  return [{ ruleId: all[0]!.rowScopes[0]!.ruleId, condition: each.map((c) => `(${c})`).join(' || ') }];
}

/**
 * A field stays read-only (or required) only where every role makes it so: per role, the field is
 * locked when any of its rules on the field holds; across roles, when all of them lock it.
 */
function mergedFieldRules(all: readonly PageConfig[]): FieldRule[] {
  const out: FieldRule[] = [];
  const keys = new Set(all[0]!.fieldRules.map((r) => `${r.rule}:${r.field}`));
  for (const key of keys) {
    const perRole = all.map((c) => c.fieldRules.filter((r) => `${r.rule}:${r.field}` === key));
    if (perRole.some((rules) => rules.length === 0)) continue;
    const conditions = perRole.map((rules) => anyOf(rules.map((r) => r.condition)));
    const held = conditions.filter((c): c is string => c !== null);
    const { field, rule, ruleId } = perRole[0]![0]!;
    out.push({ field, rule, ruleId, condition: held.length ? held.map((c) => `(${c})`).join(' && ') : null });
  }
  return out;
}
