import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { type MouseEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useNamespaces } from '../../i18n/use-namespaces.ts';
import { ConfigureHost } from '../configure/ConfigureHost.tsx';
import { ConfigureToggle } from '../configure/ConfigureToggle.tsx';
import { OfflineBanner } from '../OfflineBanner.tsx';
import { RuleNotifications } from '../RuleNotifications.tsx';
import { runtimeConfig } from '../runtime-config.ts';
import { Spinner } from '../Spinner.tsx';
import { useSignedInTasks } from '../signed-in-tasks.ts';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Moves focus (and the view) to the page's main region without a hash in the address, which the
 * router would take for a navigation.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById('main-content');
  main?.focus();
  main?.scrollIntoView({ block: 'start' });
}

/** The authenticated layout: top bar (menu toggle, name, locale, user menu) and the side menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const [mobileMenu, setMobileMenu] = useState(false);
  // kept by identity: the menu's entries are memos
  const closeMobileMenu = useCallback(() => setMobileMenu(false), []);
  // the features' background work (the technician's offline queue and the warming of their screens)
  useSignedInTasks();
  // the sign-in page loads only the public texts; the app's domains bring theirs here
  const textsReady = useNamespaces('all');
  if (!textsReady) return <Spinner />;
  return (
    <div className="main-layout">
      {/* the first focus stop: past the top bar and the side menu, straight to the page (WCAG 2.4.1) */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a same-page link; the click moves focus itself */}
      <a href="#main-content" className="skip-link" onClick={skipToContent}>
        {t('common.skipToContent')}
      </a>
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
          <ConfigureToggle />
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
        <SideMenu onNavigate={closeMobileMenu} />
      </Sidebar>
      <main className="content" id="main-content" tabIndex={-1}>
        <OfflineBanner />
        <RuleNotifications />
        <ConfigureHost />
        <Outlet />
      </main>
    </div>
  );
}
