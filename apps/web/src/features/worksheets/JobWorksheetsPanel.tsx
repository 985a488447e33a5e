import { formatDateTimeLong } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { toast } from '../../ui/index.ts';
import { jobWorksheetsCalls, openReport } from './job-worksheets-calls.ts';
import './worksheets.css';

const SEVERITY = { baru: 'secondary', diisi: 'warning', ditandatangani: 'success' } as const;

/**
 * Under a job's view: each sub job's worksheet (not started, being filled, signed by whom and when),
 * the "Laporan Servis" PDF of a signed one, and its link for the customer by WhatsApp or copied.
 */
export function JobWorksheetsPanel({ id }: ViewPanelProps) {
  const { t, i18n } = useTranslation();
  const data = useQuery({ queryKey: ['worksheets', 'job', id], queryFn: () => jobWorksheetsCalls.ofJob(id) });
  if (!data.data) return null;
  const { worksheets, template } = data.data;
  if (!template && worksheets.every((w) => w.state === 'baru')) return null;

  async function copy(link: string) {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    toast.info(t('worksheets.copied', { link }));
  }

  return (
    <Card className="worksheets-panel" data-testid="job-worksheets-panel">
      <h2>{t('worksheets.panelTitle')}</h2>
      <ul className="worksheets-list">
        {worksheets.map((w) => (
          <li key={w.id_subpekerjaan}>
            <div className="worksheets-line">
              <Link to={`/rsubptrackprogres/trackadd/${w.id_subpekerjaan}/lembar-kerja`}>
                {w.nama_sub_pekerjaan}
              </Link>
              <Tag value={t(`worksheets.state.${w.state}`)} severity={SEVERITY[w.state]} />
            </div>
            {w.state === 'ditandatangani' && (
              <>
                <small>
                  {t('worksheets.signedBy', {
                    name: w.nama_penanda,
                    when: w.ditandatangani_pada
                      ? formatDateTimeLong(w.ditandatangani_pada, i18n.language)
                      : '',
                  })}
                </small>
                <div className="worksheets-actions">
                  <Button
                    size="small"
                    icon="pi pi-file-pdf"
                    label={t('worksheets.report')}
                    onClick={() => openReport(w.id_subpekerjaan)}
                    data-testid={`report-${w.id_subpekerjaan}`}
                  />
                  {w.whatsapp && (
                    <a
                      className="p-button p-button-sm p-button-success"
                      href={w.whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <i className="pi pi-whatsapp" aria-hidden />
                      &nbsp;{t('worksheets.whatsapp')}
                    </a>
                  )}
                  {w.tautan_publik && (
                    <Button
                      size="small"
                      text
                      icon="pi pi-link"
                      label={t('worksheets.copyLink')}
                      onClick={() => copy(w.tautan_publik!)}
                    />
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
