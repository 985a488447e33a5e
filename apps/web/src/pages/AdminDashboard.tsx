import {
  type adminSummaryRoute,
  type businessFiguresRoute,
  formatCurrency,
  ROUTE_ADDRESSES,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAt } from '../api/call-route.ts';
import { useSession } from '../app/session-context.tsx';

/** A figure the role may not see is absent from the answer (docs/reports.md): a dash, never zero. */
const figure = (v: number | undefined) => (v === undefined ? '—' : formatCurrency(v));

/** This month's business at a glance, each figure linking to the list behind it. */
function BusinessCards() {
  const { t, i18n } = useTranslation();
  const business = useQuery({
    queryKey: ['dashboard', 'bisnis'],
    queryFn: () => callAt<typeof businessFiguresRoute>(ROUTE_ADDRESSES.businessFigures),
  });
  const b = business.data;
  if (!b) return business.isError ? <p className="p-error">{t('errors.unableToComplete')}</p> : null;
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(`${b.month}-01T00:00:00`),
  );
  const cards = [
    {
      key: 'sales',
      label: t('dashboard.business.sales'),
      value: figure(b.sales.total),
      money: true,
      hint: t('dashboard.business.salesHint', { pos: figure(b.sales.pos) }),
      to: '/rinvoice',
      icon: 'pi pi-chart-line',
    },
    {
      key: 'receivables',
      label: t('dashboard.business.receivables'),
      value: figure(b.receivables.total),
      money: true,
      hint: t('dashboard.business.overdue', { amount: figure(b.receivables.overdue) }),
      to: '/rinvoice',
      icon: 'pi pi-clock',
    },
    {
      key: 'cashIn',
      label: t('dashboard.business.cashIn'),
      value: figure(b.cash.in),
      money: true,
      to: '/rpemasukan',
      icon: 'pi pi-arrow-down-left',
    },
    {
      key: 'cashOut',
      label: t('dashboard.business.cashOut'),
      value: figure(b.cash.out),
      money: true,
      to: '/rpengeluaran',
      icon: 'pi pi-arrow-up-right',
    },
    {
      key: 'lowStock',
      label: t('dashboard.business.lowStock'),
      value: b.lowStock === undefined ? '—' : String(b.lowStock),
      to: '/rstok',
      icon: 'pi pi-exclamation-triangle',
    },
    {
      key: 'openJobs',
      label: t('dashboard.business.openJobs'),
      value: String(b.openJobs),
      to: '/rpekerjaan/status/On Going',
      icon: 'pi pi-wrench',
    },
  ];
  return (
    <>
      <h2>{t('dashboard.business.title', { month })}</h2>
      <div className="card-grid" data-testid="business-cards">
        {cards.map((c) => (
          <Link
            key={c.key}
            to={c.to}
            className={c.money ? 'stat-card money' : 'stat-card'}
            data-testid={`business-${c.key}`}
          >
            <i className={c.icon} aria-hidden />
            <strong>{c.value}</strong>
            <span>{c.label}</span>
            {c.hint && <small>{c.hint}</small>}
          </Link>
        ))}
      </div>
    </>
  );
}

/** The admin's home: the month's business, who uses the product, and the setup shortcuts. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const session = useSession();
  const summary = useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => callAt<typeof adminSummaryRoute>(ROUTE_ADDRESSES.adminSummary),
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
      <BusinessCards />
      <h2>{t('dashboard.people')}</h2>
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
