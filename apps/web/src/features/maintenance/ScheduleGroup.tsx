import { formatDateLong } from '@kantor/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueGroup, Schedule } from './maintenance-api.ts';

/** How far a visit is: "5 days overdue", "today", "in 3 days". */
export function DueBadge({ days, group }: { days: number; group: DueGroup }) {
  const { t } = useTranslation();
  const text =
    days < 0
      ? t('maintenance.pm.late', { count: -days })
      : days === 0
        ? t('maintenance.pm.today')
        : t('maintenance.pm.left', { count: days });
  return <span className={`pm-badge pm-badge-${group}`}>{text}</span>;
}

/** One group of the schedule (overdue, due soon or later) as a table with its "make it a job" buttons. */
export function ScheduleGroup({
  group,
  rows,
  busyId,
  onMakeJob,
}: {
  group: DueGroup;
  rows: Schedule[];
  busyId: number | null;
  onMakeJob: (row: Schedule) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className={`pm-group pm-group-${group}`} data-testid={`pm-group-${group}`}>
      <h2>
        {t(`maintenance.pm.groups.${group}`)} <span className="pm-count">{rows.length}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t('maintenance.pm.emptyGroup')}</p>
      ) : (
        <div className="pm-table-frame">
          <table className="pm-table pm-schedule-table">
            <thead>
              <tr>
                <th scope="col">{t('maintenance.pm.columns.next')}</th>
                <th scope="col">{t('maintenance.pm.columns.asset')}</th>
                <th scope="col">{t('maintenance.pm.columns.customer')}</th>
                <th scope="col">{t('maintenance.pm.columns.technician')}</th>
                <th scope="col">{t('maintenance.pm.columns.interval')}</th>
                <th scope="col">{t('maintenance.pm.columns.lastJob')}</th>
                <th scope="col">
                  <span className="sr-only">{t('maintenance.pm.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`pm-row-${row.id}`}>
                  <td data-label={t('maintenance.pm.columns.next')}>
                    {/* the due date, its group and days are left out when the role may not see it */}
                    <div>
                      {row.jadwal_berikutnya ? formatDateLong(row.jadwal_berikutnya, i18n.language) : '—'}
                    </div>
                    {row.days !== undefined && row.group !== undefined && (
                      <DueBadge days={row.days} group={row.group} />
                    )}
                  </td>
                  <td data-label={t('maintenance.pm.columns.asset')}>
                    <Link to={`/cmumt/view/${row.id}`} className="pm-asset">
                      {row.aset}
                    </Link>
                    <div className="muted">
                      {row.lokasi} · {row.no_tiket}
                    </div>
                  </td>
                  <td data-label={t('maintenance.pm.columns.customer')}>{row.id_akun_label ?? '-'}</td>
                  <td data-label={t('maintenance.pm.columns.technician')}>{row.id_teknisi_label ?? '-'}</td>
                  <td data-label={t('maintenance.pm.columns.interval')}>
                    {row.interval_hari === undefined
                      ? '—'
                      : t('maintenance.pm.every', { count: row.interval_hari })}
                  </td>
                  <td data-label={t('maintenance.pm.columns.lastJob')}>
                    {row.id_pekerjaan ? (
                      <Link to={`/rpekerjaan/view/${row.id_pekerjaan}`}>
                        {row.id_pekerjaan_label ?? `#${row.id_pekerjaan}`}
                      </Link>
                    ) : (
                      '-'
                    )}
                  </td>
                  <td className="pm-actions">
                    <Button
                      type="button"
                      icon="pi pi-briefcase"
                      label={t('maintenance.pm.makeJob')}
                      size="small"
                      outlined={group === 'later'}
                      loading={busyId === row.id}
                      disabled={(busyId !== null && busyId !== row.id) || !row.jadwal_berikutnya}
                      onClick={() => onMakeJob(row)}
                      data-testid={`pm-make-job-${row.id}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
