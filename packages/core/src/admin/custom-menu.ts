/**
 * `rmenu` entries merged into the side menu, and the admin hub's links: both read from the menu and
 * page declarations (menu.ts, pages.ts), so the web and the server build the same menu.
 */
import { type MenuItem, SIDE_MENU } from '../menu.ts';
import { ADMIN_PAGES } from '../pages.ts';
import { linkTarget, safeLink } from '../rules/record.ts';
import type { CustomMenuEntry } from './schemas.ts';

/** `rmenu.grup` values → the label key of the built-in group the entry joins. */
export const MENU_GROUP_KEYS: Readonly<Record<string, string>> = {
  'My Partner': 'menu.groups.myPartner',
  Tools: 'menu.groups.tools',
  'Setup Admin': 'menu.groups.setupAdmin',
  'Setup Client': 'menu.groups.setupClient',
  'Super Web': 'menu.groups.superWeb',
  Tes: 'menu.groups.tes',
};

/** Whether a menu target leaves the app (an http(s) URL, opened in a new tab with rel=noopener). */
export function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/**
 * The safe target of an `rmenu.route`: an in-app path or an http(s) URL; null for anything else
 * (`javascript:`, `//host`, spaces or control characters), which the server refuses on save.
 *
 * @example customMenuTarget('rpekerjaan') // '/rpekerjaan'
 * @example customMenuTarget('javascript:alert(1)') // null
 */
export function customMenuTarget(route: string): string | null {
  return safeLink(route, true);
}

const order = (a: CustomMenuEntry, b: CustomMenuEntry) => (a.urutan ?? 0) - (b.urutan ?? 0) || a.id - b.id;

function itemOf(entry: CustomMenuEntry, to: string): MenuItem {
  const external = isExternalTarget(to);
  const item: MenuItem = { to, label: entry.label, icon: entry.icon || 'pi pi-tags' };
  if (entry.iconcolor) item.iconcolor = entry.iconcolor;
  // an external page always opens in a new tab: the app must not be navigated away
  const target = external ? '_blank' : linkTarget(entry.target ?? '');
  if (target && target !== '_self') item.target = target;
  return item;
}

/**
 * The side menu with the `rmenu` entries merged in, in their order (`urutan`, then id): an entry with a
 * `grup` joins the end of that built-in group, an entry whose `id_parent` is another entry becomes
 * that entry's child (the parent turns into a group, its own link first), the others go to the end of
 * the menu. Entries with an unsafe route are dropped. The input is not changed.
 *
 * @example mergeCustomMenu(SIDE_MENU, [{ id: 1, label: 'SOP', route: '/rpekerjaan', grup: null, id_parent: null, icon: null, iconcolor: null, target: null, urutan: 1 }])
 */
export function mergeCustomMenu(menu: readonly MenuItem[], entries: readonly CustomMenuEntry[]): MenuItem[] {
  const tree: MenuItem[] = menu.map((item) => (item.items ? { ...item, items: [...item.items] } : item));
  const safe = [...entries]
    .sort(order)
    .map((entry) => ({ entry, to: customMenuTarget(entry.route) }))
    .filter((x): x is { entry: CustomMenuEntry; to: string } => x.to !== null);
  const ids = new Set(safe.map((x) => x.entry.id));
  const children = new Map<number, MenuItem[]>();
  for (const { entry, to } of safe) {
    if (entry.id_parent != null && entry.id_parent !== entry.id && ids.has(entry.id_parent)) {
      const list = children.get(entry.id_parent) ?? [];
      list.push(itemOf(entry, to));
      children.set(entry.id_parent, list);
    }
  }
  for (const { entry, to } of safe) {
    if (entry.id_parent != null && entry.id_parent !== entry.id && ids.has(entry.id_parent)) continue;
    const own = itemOf(entry, to);
    const kids = children.get(entry.id);
    const item: MenuItem = kids
      ? { label: entry.label, icon: own.icon, iconcolor: own.iconcolor, items: [own, ...kids] }
      : own;
    const groupKey = entry.grup ? MENU_GROUP_KEYS[entry.grup] : undefined;
    const group = groupKey ? tree.find((g) => g.items && g.label === groupKey) : undefined;
    if (group?.items) group.items.push(item);
    else tree.push(item);
  }
  return tree;
}

/** One link of the admin hub. */
export type AdminLink = { to: string; label: string; icon?: string; kind: 'map' | 'setup' };

function findItem(items: readonly MenuItem[], to: string): MenuItem | undefined {
  for (const item of items) {
    if (item.to === to) return item;
    const inner = item.items ? findItem(item.items, to) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The admin hub's links: every admin and map page of pages.ts (labels and icons from the side menu),
 * then every other entry of the menu's Setup Admin group. `/admin` itself is left out.
 *
 * @example adminLinks().some((l) => l.to === '/petadropdown') // true
 */
export function adminLinks(menu: readonly MenuItem[] = SIDE_MENU): AdminLink[] {
  const links: AdminLink[] = [];
  for (const page of ADMIN_PAGES) {
    if (page === 'admin') continue;
    const to = `/${page}`;
    const item = findItem(menu, to);
    links.push({ to, label: item?.label ?? to, icon: item?.icon, kind: 'map' });
  }
  const setup = menu.find((g) => g.label === MENU_GROUP_KEYS['Setup Admin']);
  for (const item of setup?.items ?? []) {
    if (!item.to || item.to === '/admin' || links.some((l) => l.to === item.to)) continue;
    links.push({ to: item.to, label: item.label, icon: item.icon, kind: 'setup' });
  }
  return links;
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { CustomMenuEntry };
