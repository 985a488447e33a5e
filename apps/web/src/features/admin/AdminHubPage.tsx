import { actionsOf, adminLinks, canViewRoute, formatDateTimeLong, parseRoutePath } from '@kantor/core';
import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useSession } from '../../app/session-context.tsx';
import { type SystemStatus, useSystemStatus } from './admin-api.ts';
import './admin.css';

/** `/admin`: links to every admin page (from the page and menu declarations) and the system status. */
export function AdminHubPage() {
  const { t } = useTranslation();
  const session = useSession();
  const status = useSystemStatus();
  const links = useMemo(
    () => adminLinks().filter((l) => canViewRoute(session.pages, l.to, actionsOf(parseRoutePath(l.to).page))),
    [session.pages],
  );
  return (
    <section className="admin-page" data-testid="admin-hub">
      <h1>{t('admin.hub.title')}</h1>
      <p>{t('admin.hub.intro')}</p>
      <h2>{t('admin.status.title')}</h2>
      {status.isLoading && <Spinner />}
      {status.isError && <Message severity="error" text={t('admin.common.loadFailed')} />}
      {status.data && <StatusPanel status={status.data} />}
      <h2>{t('admin.hub.pages')}</h2>
      <ul className="admin-links" data-testid="admin-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`admin-link admin-link-${link.kind}`}>
              <i className={link.icon ?? 'pi pi-angle-right'} aria-hidden />
              <span className="admin-link-text">
                <span>{t(link.label, { defaultValue: link.to })}</span>
                <code>{link.to}</code>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function uptimeParts(seconds: number) {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  };
}

function StatusPanel({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation();
  const { mail, redis, migrations } = status;
  const queue =
    mail.queue === 'sentDirectly'
      ? t('admin.status.queueDirect', { n: mail.inFlight })
      : t('admin.status.queueOutbox', { total: mail.outbox?.total ?? 0, today: mail.outbox?.today ?? 0 });
  const redisText = !redis.configured
    ? t('admin.status.redisOff')
    : redis.connected
      ? t('admin.status.redisUp')
      : t('admin.status.redisDown');
  const rows: [string, string, string][] = [
    ['version', t('admin.status.version'), `${status.version} (Node ${status.node})`],
    ['database', t('admin.status.database'), `${status.database.label} ${status.database.version}`],
    [
      'mail',
      t('admin.status.mail'),
      mail.mode === 'smtp' ? t('admin.status.mailSmtp') : t('admin.status.mailLog'),
    ],
    ['queue', t('admin.status.queue'), queue],
    ['redis', t('admin.status.redis'), redisText],
    ['uptime', t('admin.status.uptime'), t('admin.status.uptimeValue', uptimeParts(status.uptimeSeconds))],
    [
      'migrations',
      t('admin.status.migrations'),
      t('admin.status.migrationsValue', { applied: migrations.applied, known: migrations.known }) +
        (migrations.last ? ` · ${migrations.last}` : ''),
    ],
  ];
  return (
    <div className="admin-status">
      <dl data-testid="admin-status">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className={`admin-status-row${redis.configured && !redis.connected && key === 'redis' ? ' admin-warn' : ''}`}
          >
            <dt>{label}</dt>
            <dd data-testid={`status-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('admin.status.dailyJobs')}</h3>
      {status.dailyJobs.length === 0 ? (
        <p>{t('admin.status.noDailyJobs')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.status.job')}</th>
              <th scope="col">{t('admin.status.lastDay')}</th>
              <th scope="col">{t('admin.status.ranAt')}</th>
            </tr>
          </thead>
          <tbody>
            {status.dailyJobs.map((job) => (
              <tr key={job.job}>
                <td>
                  <code>{job.job}</code>
                </td>
                <td>{job.lastDay}</td>
                <td>{formatDateTimeLong(job.ranAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
