import {
  actionsOf,
  applyMenuRules,
  filterMenu,
  isBlockedRoute,
  isExternalTarget,
  type MenuItem,
  mergeCustomMenu,
  normaliseRoute,
  pageKey,
  parseRoutePath,
  ROUTE_ADDRESSES,
  SIDE_MENU,
  type uiMenuRoute,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { callAt } from '../../api/call-route.ts';
import { usePageConfig } from '../../rules/role-rules-context.tsx';
import { ConfigureGear } from '../configure/ConfigureGear.tsx';
import { useConfiguring } from '../configure/configure-mode.ts';
import { useSession } from '../session-context.tsx';

/**
 * `canViewRoute` for every entry of the menu: the pages list (hundreds of entries for an admin) is
 * normalised once into a set rather than once per menu entry.
 */
function pageChecker(pages: readonly string[]): (to: string) => boolean {
  const allowed = new Set(pages.map(normaliseRoute));
  return (to) => allowed.has(pageKey(to, actionsOf(parseRoutePath(to).page)));
}

/**
 * The side menu of spec §2, grouped as listed, showing only what the caller's pages list allows and no
 * page a Blokir rule of their role refuses.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { config } = usePageConfig('/');
  const configuring = useConfiguring();
  // The admin's own entries (rmenu) for this user, already narrowed to their pages list by the server.
  const custom = useQuery({
    queryKey: ['custom-menu', session.user?.id ?? null, session.pages.length],
    queryFn: () => callAt<typeof uiMenuRoute>(ROUTE_ADDRESSES.uiMenu),
    enabled: session.loggedIn,
    staleTime: 5 * 60_000,
  });
  const entries = custom.data?.entries;
  // Custom entries join the built-in menu; role rules reshape it (replace, add, hide); the pages list
  // then decides what shows, less the pages a Blokir rule refuses the role (the server refuses them too).
  const canOpen = useMemo(() => {
    const holds = pageChecker(session.pages);
    const blocked = config.blockedRoutes;
    return (to: string) => holds(to) && !isBlockedRoute(blocked, to);
  }, [session.pages, config.blockedRoutes]);
  const items = useSameEntries(
    useMemo(
      () =>
        filterMenu(
          applyMenuRules(mergeCustomMenu(SIDE_MENU, entries ?? []), config),
          (to) => isExternalTarget(to) || canOpen(to),
        ),
      [canOpen, config, entries],
    ),
  );
  return (
    <nav className="side-menu" aria-label="menu" data-testid="side-menu">
      <ul>
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} t={t} onNavigate={onNavigate} configuring={configuring} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * Each entry as the previous render's object while its content is the same: the session, the role
 * rules and the admin's own entries each arrive after the first draw, and each rebuilt the menu with
 * new objects, so all ~50 entries (and their NavLinks) rendered again, one long task on a slow phone
 * (issue 16). Entries are memos: an unchanged item now skips its render, a new or changed one renders.
 */
function useSameEntries(items: MenuItem[]): MenuItem[] {
  const last = useRef(new Map<string, MenuItem>());
  return useMemo(() => {
    const next = new Map<string, MenuItem>();
    const kept = items.map((item) => {
      const key = JSON.stringify(item);
      const same = last.current.get(key) ?? item;
      next.set(key, same);
      return same;
    });
    last.current = next;
    return kept;
  }, [items]);
}

type MenuEntryProps = {
  item: MenuItem;
  /** The menu's translator: one i18next subscription for the menu rather than one per entry. */
  t: TFunction;
  onNavigate?: () => void;
  /** Configure mode: a gear beside each page entry opens its menu rules (Hide Menu, Replace Menu). */
  configuring?: boolean;
};

const MenuEntry = memo(function MenuEntry({ item, t, onNavigate, configuring }: MenuEntryProps) {
  const [open, setOpen] = useState(false);
  // Admin-typed labels (rmenu, menu rules) are plain text: a ':' in them must not read as a namespace.
  const label = t(item.label, { nsSeparator: false, defaultValue: item.label });
  const icon = (
    <i className={item.icon} style={item.iconcolor ? { color: item.iconcolor } : undefined} aria-hidden />
  );
  if (item.items) {
    return (
      <li className="side-menu-group">
        <button type="button" className="side-menu-link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {icon}
          <span>{label}</span>
          <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'} side-menu-caret`} aria-hidden />
        </button>
        {open && (
          <ul>
            {item.items.map((child) => (
              <MenuEntry
                key={child.label}
                item={child}
                t={t}
                onNavigate={onNavigate}
                configuring={configuring}
              />
            ))}
          </ul>
        )}
      </li>
    );
  }
  // A page outside the app opens in a new tab that cannot reach back into this one (rel=noopener).
  if (item.to && isExternalTarget(item.to)) {
    return (
      <li>
        <a
          href={item.to}
          target="_blank"
          rel="noopener noreferrer"
          className="side-menu-link"
          onClick={onNavigate}
        >
          {icon}
          <span>{label}</span>
          <i className="pi pi-external-link side-menu-caret" aria-hidden />
        </a>
      </li>
    );
  }
  return (
    <li className={configuring ? 'configure-menu-row' : undefined}>
      <NavLink
        to={item.to ?? '/'}
        target={item.target}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        className="side-menu-link"
        onClick={onNavigate}
        end
      >
        {icon}
        <span>{label}</span>
      </NavLink>
      {configuring && item.to && (
        <ConfigureGear target={{ kind: 'menu', route: item.to, name: null, label }} />
      )}
    </li>
  );
});
