import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useNamespaces } from '../../i18n/use-namespaces.ts';
import { RuleNotifications } from '../RuleNotifications.tsx';
import { runtimeConfig } from '../runtime-config.ts';
import { Spinner } from '../Spinner.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The authenticated layout: top bar (menu toggle, name, locale, user menu) and the side menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const [mobileMenu, setMobileMenu] = useState(false);
  // the sign-in page loads only the public texts; the app's domains bring theirs here
  const textsReady = useNamespaces('all');
  if (!textsReady) return <Spinner />;
  return (
    <div className="main-layout">
      <header className="top-bar">
        <Button
          icon="pi pi-bars"
          text
          className="menu-toggle"
          aria-label={t('common.menu')}
          onClick={() => setMobileMenu(true)}
        />
        <Link to="/home" className="brand">
          <img src="/icon.svg" alt="" width={28} height={28} />
          <span>{runtimeConfig().appName}</span>
        </Link>
        <div className="top-bar-end">
          <LocaleSwitcher />
          <NotificationBell />
          <UserMenu />
        </div>
      </header>
      <aside className="side-panel">
        <SideMenu />
      </aside>
      <Sidebar
        visible={mobileMenu}
        onHide={() => setMobileMenu(false)}
        className="mobile-menu"
        aria-label={t('common.menu')}
      >
        <SideMenu onNavigate={() => setMobileMenu(false)} />
      </Sidebar>
      <main className="content">
        <RuleNotifications />
        <Outlet />
      </main>
    </div>
  );
}
