import type { MenuItem } from '../menu.ts';
import { routeMatches } from '../routes/match.ts';
import { normaliseRoute } from '../routes/normalise.ts';
import type { PageConfig } from './page-config.ts';
import type { ManualMenu } from './types.ts';

const routeOf = (item: MenuItem) =>
  typeof item.to === 'string' && item.to !== '' ? normaliseRoute(item.to) : null;

function isHidden(item: MenuItem, hidden: readonly string[]): boolean {
  const route = routeOf(item);
  return route !== null && hidden.some((h) => routeMatches(h, route));
}

function rewrite(
  items: readonly MenuItem[],
  config: Pick<PageConfig, 'hiddenMenus' | 'menuReplacements'>,
): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (isHidden(item, config.hiddenMenus)) continue;
    const copy: MenuItem = { ...item };
    const route = routeOf(item);
    const swap = route === null ? undefined : config.menuReplacements[route];
    if (swap) {
      copy.to = swap.to ?? item.to;
      copy.label = swap.label ?? item.label;
      if (swap.icon !== null) copy.icon = swap.icon;
      if (swap.iconcolor !== null) copy.iconcolor = swap.iconcolor;
      if (swap.target !== null) copy.target = swap.target;
    }
    if (item.items) {
      copy.items = rewrite(item.items, config);
      if (item.items.length > 0 && copy.items.length === 0) continue;
    }
    out.push(copy);
  }
  return out;
}

/** Finds the list holding the entry for `anchor` (first in depth-first order) and its index. */
function findAnchor(items: MenuItem[], anchor: string): { list: MenuItem[]; index: number } | null {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (routeOf(item) === anchor) return { list: items, index: i };
    if (item.items) {
      const found = findAnchor(item.items, anchor);
      if (found) return found;
    }
  }
  return null;
}

function place(tree: MenuItem[], m: ManualMenu, placed: Map<string, number>): void {
  const item: MenuItem = { ...m.menu };
  const key = `${m.anchor}|${m.position}|${m.layer > 0 ? 'in' : 'beside'}`;
  const count = placed.get(key) ?? 0;
  placed.set(key, count + 1);
  const found = m.anchor === null ? null : findAnchor(tree, m.anchor);
  if (found === null) {
    if (m.position === 'before') tree.splice(count, 0, item);
    else tree.push(item);
    return;
  }
  if (m.layer > 0) {
    const anchorItem = found.list[found.index]!;
    const children = anchorItem.items ? [...anchorItem.items] : [];
    if (m.position === 'before') children.splice(Math.min(count, children.length), 0, item);
    else children.push(item);
    found.list[found.index] = { ...anchorItem, items: children };
    return;
  }
  found.list.splice(m.position === 'before' ? found.index : found.index + 1 + count, 0, item);
}

/**
 * Applies the menu rules to a side menu: hidden entries (and what lies beneath them) removed,
 * replacements applied, manual entries placed before/after their anchor (layer 0) or at the
 * top/bottom of the anchor's group (layer 1+), in rule order; a missing anchor places them at the
 * start or end of the menu. The input is not changed.
 *
 * @example applyMenuRules([{ to: '/home', label: 'Home' }], config)
 */
export function applyMenuRules(
  menu: readonly MenuItem[],
  config: Pick<PageConfig, 'hiddenMenus' | 'menuReplacements' | 'manualMenus'>,
): MenuItem[] {
  const tree = rewrite(menu, config);
  const placed = new Map<string, number>();
  for (const m of config.manualMenus) {
    if (!isHidden(m.menu, config.hiddenMenus)) place(tree, m, placed);
  }
  return tree;
}
