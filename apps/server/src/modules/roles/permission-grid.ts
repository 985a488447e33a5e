import {
  ADMIN_PAGES,
  allPages,
  BASIC_PAGES,
  EXTRA_ROUTES,
  type GridCell,
  type GridRow,
  normaliseRoute,
  type PageKind,
  type PermissionGrid,
  RESOURCE_ACTIONS,
  RESOURCE_NAMES,
  TOOL_PAGES,
} from '@kantor/core';

/** A page key as the pages list stores it: `rsupplier`, `rsupplier/edit` (normalised, no leading slash). */
export function pageKeyOf(raw: string): string {
  return normaliseRoute(raw).replace(/^\/+/, '');
}

/** Every page the product knows, as stored keys. */
export const KNOWN_PAGES: ReadonlySet<string> = new Set(allPages().map(pageKeyOf));

const cell = (action: string, page: string, held: ReadonlySet<string>): GridCell => ({
  action,
  page,
  granted: held.has(page),
});

const single = (kind: PageKind, name: string, held: ReadonlySet<string>): GridRow => ({
  name,
  kind,
  cells: [cell('index', name, held)],
  extras: [],
});

/** The grid of every known page (basic, resource, tool, admin) and which of them the role holds. */
export function buildGrid(grantedRaw: readonly string[]): Omit<PermissionGrid, 'role'> {
  const granted = [...new Set(grantedRaw.map(pageKeyOf))].sort();
  const held = new Set(granted);
  const resources = RESOURCE_NAMES.map(
    (name): GridRow => ({
      name,
      kind: 'resource',
      cells: RESOURCE_ACTIONS.map((a) => cell(a, a === 'index' ? name : `${name}/${a}`, held)),
      extras: (EXTRA_ROUTES[name] ?? []).map((extra) => cell(extra, `${name}/${extra}`, held)),
    }),
  );
  return {
    actions: RESOURCE_ACTIONS,
    groups: [
      { kind: 'basic', rows: BASIC_PAGES.map((p) => single('basic', p, held)) },
      { kind: 'resource', rows: resources },
      { kind: 'tool', rows: TOOL_PAGES.map((p) => single('tool', p, held)) },
      { kind: 'admin', rows: ADMIN_PAGES.map((p) => single('admin', p, held)) },
    ],
    granted,
    unknown: granted.filter((p) => !KNOWN_PAGES.has(p)),
  };
}

/** The website-settings bundle of `roles/importrsetwebsite/{id}`: rsetwebsite, its actions and extra routes, its map. */
export function websiteBundle(): string[] {
  return [
    'rsetwebsite',
    ...RESOURCE_ACTIONS.filter((a) => a !== 'index').map((a) => `rsetwebsite/${a}`),
    ...(EXTRA_ROUTES.rsetwebsite ?? []).map((extra) => `rsetwebsite/${extra}`),
    'petarsetwebsite',
  ];
}
