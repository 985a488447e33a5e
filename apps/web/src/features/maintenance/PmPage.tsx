import { addDays, formatDateLong, formatYmd } from '@kantor/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showRequestError, toast } from '../../ui/index.ts';
import { type DueGroup, maintenanceApi, type Schedule } from './maintenance-api.ts';
import { ScheduleGroup } from './ScheduleGroup.tsx';
import './maintenance.css';

const RootCausePanel = lazy(() =>
  import('./RootCausePanel.tsx').then((m) => ({ default: m.RootCausePanel })),
);

const GROUPS: DueGroup[] = ['overdue', 'soon', 'later'];
const HORIZONS = [7, 14, 30] as const;

/**
 * `/cmumt/pm`: the preventive schedules by urgency (overdue, due within the chosen days, later), each
 * visit made a job with one confirmed click (then a link to that job), and the root causes of tickets.
 */
export function PmPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [horizon, setHorizon] = useState<number>(7);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const until = addDays(formatYmd(new Date()), horizon);
  const list = useQuery({
    queryKey: ['maintenance', 'pm', until],
    queryFn: () => maintenanceApi.schedules(until),
    placeholderData: keepPreviousData,
  });

  async function makeJob(row: Schedule) {
    // the visit is named by its due date: without it (hidden from the role) there is nothing to send
    if (!row.jadwal_berikutnya) return;
    setBusyId(row.id);
    try {
      const answer = await maintenanceApi.visitToJob(row.id, row.jadwal_berikutnya);
      // the job as the engine answers it: its id and name are there (the job's own fields)
      const name = String(answer.record.nama_pekerjaan ?? '');
      setCreated({ id: Number(answer.record.id), name });
      toast.success(t('maintenance.pm.created', { name }));
      await client.invalidateQueries({ queryKey: ['maintenance', 'pm'] });
      await client.invalidateQueries({ queryKey: ['resource', 'rpekerjaan'] });
    } catch (error) {
      showRequestError(error);
      await client.invalidateQueries({ queryKey: ['maintenance', 'pm'] });
    } finally {
      setBusyId(null);
    }
  }

  function confirmMakeJob(row: Schedule) {
    confirmDialog({
      tagKey: 'pm-make-job',
      header: t('maintenance.pm.confirmHeader'),
      message: t('maintenance.pm.confirm', {
        customer: row.id_akun_label ?? '-',
        asset: row.aset,
        date: formatDateLong(row.jadwal_berikutnya, i18n.language),
      }),
      icon: 'pi pi-briefcase',
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      accept: () => void makeJob(row),
    });
  }

  const data = list.data;
  return (
    <section className="resource-page pm-page" data-testid="pm-page">
      <header className="resource-page-header">
        <h1>{t('maintenance.pm.title')}</h1>
      </header>
      <p className="muted">{t('maintenance.pm.lead')}</p>
      <div className="pm-toolbar">
        <label htmlFor="pm-horizon">{t('maintenance.pm.horizon')}</label>
        <Dropdown
          inputId="pm-horizon"
          value={horizon}
          options={HORIZONS.map((days) => ({
            value: days,
            label: t('maintenance.pm.horizonOption', { days }),
          }))}
          onChange={(e) => setHorizon(Number(e.value))}
        />
      </div>
      {created && (
        <Message
          severity="success"
          className="pm-created"
          data-testid="pm-created"
          content={
            <span>
              {t('maintenance.pm.created', { name: created.name })}{' '}
              <Link to={`/rpekerjaan/view/${created.id}`} data-testid="pm-open-job">
                {t('maintenance.pm.openJob')}
              </Link>
            </span>
          }
        />
      )}
      {list.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && data.records.length === 0 && <p className="pm-empty">{t('maintenance.pm.empty')}</p>}
      {data &&
        data.records.length > 0 &&
        GROUPS.map((group) => (
          <ScheduleGroup
            key={group}
            group={group}
            rows={data.records.filter((r) => r.group === group)}
            busyId={busyId}
            onMakeJob={confirmMakeJob}
          />
        ))}
      {!data && !list.isError && <p>{t('common.loading')}</p>}
      <Suspense fallback={null}>
        <RootCausePanel />
      </Suspense>
      <ConfirmDialog tagKey="pm-make-job" />
    </section>
  );
}
