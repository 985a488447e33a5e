import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api.ts';
import { useSession } from '../app/session-context.tsx';

type Summary = {
  users: { total: number; active: number; pending: number; blocked: number };
  roles: number;
  activeSessions: number;
};

/** The admin's home: who uses the product and the setup shortcuts. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const session = useSession();
  const summary = useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => api.get<Summary>('admin/summary'),
  });
  const cards = summary.data
    ? [
        { label: t('dashboard.users'), value: summary.data.users.total, to: '/users', icon: 'pi pi-users' },
        {
          label: t('dashboard.pending'),
          value: summary.data.users.pending,
          to: '/users',
          icon: 'pi pi-hourglass',
        },
        {
          label: t('dashboard.blocked'),
          value: summary.data.users.blocked,
          to: '/users',
          icon: 'pi pi-lock',
        },
        { label: t('dashboard.roles'), value: summary.data.roles, to: '/roles', icon: 'pi pi-key' },
        {
          label: t('dashboard.sessions'),
          value: summary.data.activeSessions,
          to: '/users',
          icon: 'pi pi-desktop',
        },
      ]
    : [];
  return (
    <section className="home" data-testid="admin-dashboard">
      <h1>{t('dashboard.title')}</h1>
      <p>{t('home.greeting', { name: session.user?.username ?? '' })}</p>
      {summary.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      <div className="card-grid">
        {cards.map((c) => (
          <Link key={c.label} to={c.to} className="stat-card">
            <i className={c.icon} aria-hidden />
            <strong>{c.value}</strong>
            <span>{c.label}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
