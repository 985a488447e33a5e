import {
  actionsOf,
  canViewRoute,
  formatCurrency,
  type invoiceCountsRoute,
  ROUTE_ADDRESSES,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAt } from '../api/call-route.ts';
import { Spinner } from '../app/Spinner.tsx';
import { useSession } from '../app/session-context.tsx';
import { trackListCall } from '../features/jobs/index.ts';
import { useIsAdmin } from '../session/use-held-roles.ts';
import { loadAdminDashboard } from './admin-dashboard-chunk.ts';

const AdminDashboard = lazy(() => loadAdminDashboard().then((m) => ({ default: m.AdminDashboard })));

/**
 * `/home`: the admin dashboard for a holder of the admin role (by its id, never its name; primary or
 * another role), the normal home otherwise.
 */
export function HomePage() {
  if (useIsAdmin()) {
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
    { to: '/rinvoice', icon: 'pi pi-file', label: 'menu.invoice' },
    { to: '/rpekerjaan', icon: 'pi pi-wrench', label: 'menu.job' },
    { to: '/rsubptrackprogres/tracklist', icon: 'pi pi-chart-line', label: 'menu.subTrackProgress' },
    { to: '/rabsensi', icon: 'pi pi-clock', label: 'menu.attendance' },
    { to: '/rnotifikasi', icon: 'pi pi-bell', label: 'menu.notifications' },
    { to: '/absensirfidmanual', icon: 'pi pi-id-card', label: 'jobs.home.kiosk' },
  ].filter((s) => session.pages.some((p) => `/${p}` === s.to || p === s.to.slice(1)));
  // the technician's open tasks, counted on the shortcut that opens them
  const tracking = canViewRoute(session.pages, '/rsubptrackprogres/tracklist');
  const tasks = useQuery({
    queryKey: ['resource', 'rsubptrackprogres', 'tracklist', false, ''],
    queryFn: () => trackListCall(false),
    enabled: tracking,
  });
  const open = tasks.data?.records.filter((r) => r.status !== 'Done').length;
  // the invoices the user reaches (the server counts them through the role's row scope: a Kasir's branch)
  const counting = canViewRoute(session.pages, '/rinvoice/countrinvoice', actionsOf('rinvoice'));
  const invoices = useQuery({
    queryKey: ['report', 'countrinvoice'],
    queryFn: () => callAt<typeof invoiceCountsRoute>(ROUTE_ADDRESSES.invoiceCounts),
    enabled: counting,
  });
  const totals = invoices.data?.totals;
  return (
    <section className="home" data-testid="user-home">
      <h1>{t('home.greeting', { name: session.user?.username ?? '' })}</h1>
      <p>{t('home.lead')}</p>
      <div className="card-grid">
        {shortcuts.map((s) => (
          <Link key={s.to} to={s.to} className="shortcut-card">
            <i className={s.icon} aria-hidden />
            <span>{t(s.label)}</span>
            {s.to === '/rinvoice' && totals && (
              <span className="shortcut-count" data-testid="home-invoices">
                {totals.balance === undefined
                  ? t('home.invoices', { count: totals.count })
                  : t('home.invoicesOwing', { count: totals.count, balance: formatCurrency(totals.balance) })}
              </span>
            )}
            {s.to === '/rsubptrackprogres/tracklist' && open !== undefined && (
              <span className="shortcut-count" data-testid="open-tasks">
                {t('jobs.home.openTasks', { count: open })}
              </span>
            )}
          </Link>
        ))}
      </div>
    </section>
  );
}
