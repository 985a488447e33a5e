/**
 * The live preview of the rule editor: the role's saved rules plus the draft, compiled with core's
 * engine for one route, turned into a summary of what that role would see. Pure, no React.
 */
import {
  type CompileWarning,
  explain,
  type ListAction,
  type PageConfig,
  type Resource,
  type RoleRule,
  type RuleCategory,
  type RuleTrace,
} from '@kantor/core';
import { askedFields, ROUTE_DEFAULT, storedName } from './category-fields.ts';
import { ruleFieldsOf } from './known-routes.ts';

/** The id the draft carries in the preview, so its trace and warnings can be told apart. */
export const DRAFT_ID = 'draft';

export type DraftValues = Record<string, string | number | null | undefined>;

/**
 * The record a draft becomes: the stored category name, the role, and only the fields the category
 * asks for (every other field null, so a changed category leaves nothing behind).
 */
export function draftRecord(
  category: RuleCategory,
  values: DraftValues,
  roleId: string | number | null,
  allFields: readonly string[],
): Record<string, string | number | null> {
  const asked = new Set(askedFields(category));
  const record: Record<string, string | number | null> = {};
  for (const name of allFields) {
    if (name === 'role_id' || name === 'kategori' || name === 'user_id') continue;
    const value = asked.has(name) ? values[name] : null;
    record[name] = value === undefined || value === '' ? null : value;
  }
  if (!asked.has('nama_route') || !record.nama_route)
    record.nama_route = asked.has('nama_route') ? null : ROUTE_DEFAULT;
  record.kategori = storedName(category);
  record.role_id = roleId === null ? null : String(roleId);
  return record;
}

/** The role's rules as they would be after saving: the draft replaces the record being edited. */
export function withDraft(
  saved: readonly RoleRule[],
  draft: Record<string, unknown>,
  editingId: string | number | null,
): RoleRule[] {
  const others = saved.filter((r) => editingId === null || String(r.id) !== String(editingId));
  return [...others, { ...draft, id: DRAFT_ID } as RoleRule];
}

/** The route the preview shows by default: the rule's route without its `*`, or the home page. */
export function defaultPreviewRoute(route: unknown): string {
  const text = typeof route === 'string' ? route.trim().replace(/\*+$/, '') : '';
  return text === '' || text === '/' ? '/home' : text.startsWith('/') ? text : `/${text}`;
}

export type FieldPreview = {
  name: string;
  hidden: boolean;
  kept: boolean;
  forced: boolean;
  label: string | null;
  logic: string | null;
  coloured: boolean;
  camera: boolean;
  defaultValue: string | null;
  filterHidden: boolean;
  filterLabel: string | null;
};

export type MenuChange = {
  route: string;
  change: 'hidden' | 'replaced' | 'added';
  label: string | null;
  to: string | null;
};

export type PreviewSummary = {
  route: string;
  blocked: string | null;
  headerTitle: string | null;
  notifications: PageConfig['notifications'];
  fields: FieldPreview[];
  menu: MenuChange[];
  listActions: ListAction[];
  colours: { column: string | null; source: string }[];
  hiddenTabs: string[];
  addButtonHidden: boolean;
  actionButtons: 'all' | string[];
  redirectAfterLogin: string | null;
  blockedRoutes: string[];
  draftTrace: RuleTrace | null;
  draftWarnings: CompileWarning[];
  otherWarnings: number;
};

function fieldsOf(config: PageConfig, resource: Resource | null): string[] {
  const mentioned = [
    ...config.hiddenFields,
    ...config.dynamicallyControlledFields,
    ...config.forcedVisibleFields,
    ...Object.keys(config.labelReplacements),
    ...Object.keys(config.listColumnLogics),
    ...Object.keys(config.hiddenDefaults),
    ...config.cameraTimestampFields,
    ...config.hiddenFilters,
    ...Object.keys(config.filterRenames),
  ];
  return [...new Set([...ruleFieldsOf(resource), ...mentioned])];
}

function menuChanges(config: PageConfig): MenuChange[] {
  return [
    ...config.hiddenMenus.map((route): MenuChange => ({ route, change: 'hidden', label: null, to: null })),
    ...Object.values(config.menuReplacements).map(
      (r): MenuChange => ({ route: r.route, change: 'replaced', label: r.label, to: r.to }),
    ),
    ...config.manualMenus.map(
      (m): MenuChange => ({ route: m.anchor ?? '', change: 'added', label: m.menu.label, to: m.menu.to }),
    ),
  ];
}

/** What the role sees on `route` with the draft saved, plus the draft's own trace and warnings. */
export function computePreview(
  rules: readonly RoleRule[],
  roleId: string | number | null,
  route: string,
  resource: Resource | null,
): { config: PageConfig; traces: RuleTrace[]; summary: PreviewSummary } {
  const { config, rules: traces } = explain(rules, roleId, route);
  const colouredColumns = new Set(config.listColours.map((c) => c.column));
  const fields = fieldsOf(config, resource).map(
    (name): FieldPreview => ({
      name,
      hidden: config.hiddenFields.includes(name),
      kept: config.dynamicallyControlledFields.includes(name),
      forced: config.forcedVisibleFields.includes(name),
      label: config.labelReplacements[name] ?? null,
      logic: config.listColumnLogics[name]?.expression ?? null,
      coloured: colouredColumns.has(name),
      camera: config.cameraTimestampFields.includes(name),
      defaultValue: config.hiddenDefaults[name]?.value ?? null,
      filterHidden: config.hiddenFilters.includes(name),
      filterLabel: config.filterRenames[name] ?? null,
    }),
  );
  const summary: PreviewSummary = {
    route: config.route,
    blocked: config.blocked?.message ?? null,
    headerTitle: config.headerTitle,
    notifications: config.notifications,
    fields,
    menu: menuChanges(config),
    listActions: config.listActions,
    colours: config.listColours.map((c) => ({ column: c.column, source: c.source })),
    hiddenTabs: config.hiddenTabs,
    addButtonHidden: config.hideAddButton,
    actionButtons: config.hideActionButton ? 'all' : config.hiddenActionButtons,
    redirectAfterLogin: config.redirectAfterLogin,
    blockedRoutes: config.blockedRoutes,
    draftTrace: traces.find((t) => t.ruleId === DRAFT_ID) ?? null,
    draftWarnings: config.warnings.filter((w) => w.ruleId === DRAFT_ID),
    otherWarnings: config.warnings.filter((w) => w.ruleId !== DRAFT_ID).length,
  };
  return { config, traces, summary };
}

/** "Why is this field hidden (or labelled, or coloured)?": the decisions that took effect, and those overridden. */
export function whyField(config: PageConfig, field: string) {
  const decisions = config.decisions.fields[field] ?? [];
  return { applied: decisions.filter((d) => d.applied), overridden: decisions.filter((d) => !d.applied) };
}
