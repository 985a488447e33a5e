import { isAdminRole } from '@kantor/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../app/Spinner.tsx';
import { useSession } from '../app/session-context.tsx';

const AdminDashboard = lazy(() =>
  import('./AdminDashboard.tsx').then((m) => ({ default: m.AdminDashboard })),
);

/** `/home`: the admin dashboard for admins (role compared case-insensitively), the normal home otherwise. */
export function HomePage() {
  const session = useSession();
  if (isAdminRole(session.role)) {
    return (
      <Suspense fallback={<Spinner />}>
        <AdminDashboard />
      </Suspense>
    );
  }
  return <UserHome />;
}

function UserHome() {
  const { t } = useTranslation();
  const session = useSession();
  const shortcuts = [
    { to: '/rpekerjaan', icon: 'pi pi-wrench', label: 'menu.job' },
    { to: '/rsubptrackprogres/tracklist', icon: 'pi pi-chart-line', label: 'menu.subTrackProgress' },
    { to: '/rabsensi', icon: 'pi pi-clock', label: 'menu.attendance' },
    { to: '/rnotifikasi', icon: 'pi pi-bell', label: 'menu.notifications' },
  ].filter((s) => session.pages.some((p) => `/${p}` === s.to || p === s.to.slice(1)));
  return (
    <section className="home" data-testid="user-home">
      <h1>{t('home.greeting', { name: session.user?.username ?? '' })}</h1>
      <p>{t('home.lead')}</p>
      <div className="card-grid">
        {shortcuts.map((s) => (
          <Link key={s.to} to={s.to} className="shortcut-card">
            <i className={s.icon} aria-hidden />
            <span>{t(s.label)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
