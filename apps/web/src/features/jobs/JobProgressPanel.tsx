import { canViewRoute } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { jobViewCalls } from './job-view-calls.ts';
import './jobs.css';

/**
 * Under a job's view: its progress (kept by the server), the customer's tracking code with "Kirim via
 * WhatsApp", and the sub jobs with their weights, technicians and progress bars.
 */
export function JobProgressPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  const mayTrack = canViewRoute(session.pages, '/rsubptrackprogres/trackadd');
  const subs = useQuery({
    queryKey: ['resource', 'rsubpekerjaan', 'of', id],
    queryFn: () => jobViewCalls.subJobsOf(id),
  });
  const [busy, setBusy] = useState(false);
  const progress = Number(record.progres ?? 0);
  const code = record.kode_lacak ? String(record.kode_lacak) : null;

  async function sendWhatsapp() {
    setBusy(true);
    try {
      const answer = await jobViewCalls.whatsapp(id);
      if (answer.url) window.open(answer.url, '_blank', 'noopener');
      else {
        await navigator.clipboard?.writeText(answer.link).catch(() => undefined);
        toast.info(t('jobs.panel.noPhone', { link: answer.link }));
      }
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="job-progress-panel" data-testid="job-progress-panel">
      <div className="job-progress-head">
        <h2>{t('jobs.panel.title')}</h2>
        <div className="job-actions">
          {code && (
            <span className="tracking-code" title={t('jobs.panel.code')}>
              <i className="pi pi-map" aria-hidden /> <span data-testid="tracking-code">{code}</span>
            </span>
          )}
          <Button
            icon="pi pi-whatsapp"
            label={t('jobs.panel.whatsapp')}
            severity="success"
            outlined
            size="small"
            loading={busy}
            onClick={sendWhatsapp}
          />
        </div>
      </div>
      <ProgressBar value={progress} aria-label={t('jobs.panel.progress')} data-testid="job-progress" />
      {record.status === 'Done' && record.alasan_tutup ? (
        <p className="muted">{t('jobs.panel.closed', { reason: String(record.alasan_tutup) })}</p>
      ) : null}
      <div className="table-scroll">
        <table className="job-subs">
          <thead>
            <tr>
              <th scope="col">{t('resources.rsubpekerjaan.fields.nama_sub_pekerjaan')}</th>
              <th scope="col">{t('resources.rsubpekerjaan.fields.id_teknisi')}</th>
              <th scope="col">{t('resources.rsubpekerjaan.fields.bobot')}</th>
              <th scope="col">{t('resources.rsubpekerjaan.fields.progres')}</th>
              <th scope="col">
                <span className="sr-only">{t('jobs.track.record')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(subs.data?.records ?? []).map((s) => (
              <tr key={String(s.id)}>
                <td>
                  <Link to={`/rsubpekerjaan/view/${s.id}`}>{String(s.nama_sub_pekerjaan)}</Link>
                </td>
                <td>{String(s.id_teknisi_label ?? '–')}</td>
                <td>
                  {s.bobot == null || s.bobot === '' ? t('jobs.panel.equalShare') : `${Number(s.bobot)}%`}
                </td>
                <td className="job-sub-progress">
                  <ProgressBar value={Number(s.progres ?? 0)} aria-label={String(s.nama_sub_pekerjaan)} />
                </td>
                <td>
                  {mayTrack && s.status !== 'Done' && (
                    <Link to={`/rsubptrackprogres/trackadd/${s.id}`}>{t('jobs.track.record')}</Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {subs.isSuccess && (subs.data?.records.length ?? 0) === 0 && (
        <p className="muted">{t('jobs.panel.noSubs')}</p>
      )}
    </Card>
  );
}
