/** Suggestions of the route picker and the fields of a route, all from core's declarations. */
import {
  ADMIN_PAGES,
  BASIC_PAGES,
  EXTRA_ROUTES,
  getResource,
  type MenuItem,
  parseRoutePath,
  RESOURCE_NAMES,
  type Resource,
  SIDE_MENU,
  TOOL_PAGES,
} from '@kantor/core';

export type RouteOption = { route: string; kind: 'menu' | 'resource' | 'extra' | 'tool' | 'admin' | 'basic' };

const FORM_ACTIONS = ['add', 'edit', 'view'] as const;

/** Every `to` of the side menu, depth first, with the i18n key of its label. */
export function menuEntries(items: readonly MenuItem[] = SIDE_MENU): { route: string; label: string }[] {
  return items.flatMap((item) => [
    ...(item.to ? [{ route: item.to, label: item.label }] : []),
    ...menuEntries(item.items ?? []),
  ]);
}

/** Resource lists and forms, extra routes, tool and admin pages, side-menu entries; no duplicates. */
export function knownRoutes(): RouteOption[] {
  const seen = new Set<string>();
  const out: RouteOption[] = [];
  const push = (route: string, kind: RouteOption['kind']) => {
    if (seen.has(route)) return;
    seen.add(route);
    out.push({ route, kind });
  };
  for (const entry of menuEntries()) push(entry.route, 'menu');
  for (const name of RESOURCE_NAMES) {
    push(`/${name}`, 'resource');
    for (const action of FORM_ACTIONS) push(`/${name}/${action}`, 'resource');
    for (const extra of EXTRA_ROUTES[name] ?? []) push(`/${name}/${extra}`, 'extra');
  }
  for (const page of TOOL_PAGES) push(`/${page}`, 'tool');
  for (const page of ADMIN_PAGES) push(`/${page}`, 'admin');
  for (const page of BASIC_PAGES) push(`/${page}`, 'basic');
  return out;
}

/**
 * Suggestions for what was typed: routes containing it (those starting with it first), capped; the
 * typed text itself and its `*` prefix form come first so free text is always possible.
 */
export function suggestRoutes(typed: string, options: readonly RouteOption[], max = 30): string[] {
  const text = typed.trim().toLowerCase();
  const matches = options.map((o) => o.route).filter((r) => r.toLowerCase().includes(text));
  const starts = matches.filter(
    (r) => r.toLowerCase().startsWith(text) || r.toLowerCase().startsWith(`/${text}`),
  );
  const rest = matches.filter((r) => !starts.includes(r));
  const own =
    text === '' ? ['*'] : [typed.trim(), ...(typed.trim().endsWith('*') ? [] : [`${typed.trim()}*`])];
  return [...new Set([...own, ...starts, ...rest])].slice(0, max);
}

/** The resource a route belongs to (`/rsupplier/add`, `/rsup*` → rsupplier when unambiguous), or null. */
export function resourceOfRoute(route: string): Resource | null {
  const raw = route.trim().replace(/\*+$/, '');
  if (raw === '' || raw === '/') return null;
  const exact = getResource(parseRoutePath(raw).page);
  if (exact) return exact;
  if (!route.trim().endsWith('*')) return null;
  const prefix = parseRoutePath(raw).page;
  const candidates = RESOURCE_NAMES.filter((n) => n.startsWith(prefix));
  return candidates.length === 1 ? (getResource(candidates[0]!) ?? null) : null;
}

/** Fields a role rule can name on a resource (hidden ones never reach the client). */
export function ruleFieldsOf(resource: Resource | null): string[] {
  if (!resource) return [];
  return resource.fieldNames.filter((name) => !resource.fields[name]!.hidden);
}
