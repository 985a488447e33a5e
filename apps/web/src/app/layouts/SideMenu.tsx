import {
  actionsOf,
  applyMenuRules,
  canViewRoute,
  filterMenu,
  type MenuItem,
  parseRoutePath,
  SIDE_MENU,
} from '@kantor/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageConfig } from '../../rules/role-rules-context.tsx';
import { useSession } from '../session-context.tsx';

function canOpen(pages: string[], to: string): boolean {
  return canViewRoute(pages, to, actionsOf(parseRoutePath(to).page));
}

/** The side menu of spec §2, grouped as listed, showing only what the caller's pages list allows. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { config } = usePageConfig('/');
  // Role rules reshape the menu (replace, add, hide); the pages list then decides what shows.
  const items = useMemo(
    () =>
      filterMenu(
        applyMenuRules(SIDE_MENU, config),
        (to) => /^https?:\/\//.test(to) || canOpen(session.pages, to),
      ),
    [session.pages, config],
  );
  return (
    <nav className="side-menu" aria-label="menu" data-testid="side-menu">
      <ul>
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const icon = (
    <i className={item.icon} style={item.iconcolor ? { color: item.iconcolor } : undefined} aria-hidden />
  );
  if (item.items) {
    return (
      <li className="side-menu-group">
        <button type="button" className="side-menu-link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {icon}
          <span>{t(item.label)}</span>
          <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'} side-menu-caret`} aria-hidden />
        </button>
        {open && (
          <ul>
            {item.items.map((child) => (
              <MenuEntry key={child.label} item={child} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  return (
    <li>
      <NavLink to={item.to ?? '/'} target={item.target} className="side-menu-link" onClick={onNavigate} end>
        {icon}
        <span>{t(item.label)}</span>
      </NavLink>
    </li>
  );
}
