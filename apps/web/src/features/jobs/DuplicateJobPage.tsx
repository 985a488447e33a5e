import { formatCurrency } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRecord } from '../../resources/api-hooks.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { jobsApi } from './jobs-api.ts';
import './jobs.css';

/** `/rpekerjaan/duplikatdata/:id`: copies a job and its sub jobs (not their progress), after a look at them. */
export function DuplicateJobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const job = useRecord('rpekerjaan', id);
  const subs = useQuery({
    queryKey: ['resource', 'rsubpekerjaan', 'of', id],
    queryFn: () => jobsApi.subJobsOf(id),
  });
  const [busy, setBusy] = useState(false);

  async function duplicate() {
    setBusy(true);
    try {
      const answer = await jobsApi.duplicate(id);
      toast.success(answer.message);
      navigate(`/rpekerjaan/view/${answer.record.id}`);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const record = job.data;
  return (
    <section className="resource-page" data-testid="job-duplicate">
      <header className="resource-page-header">
        <h1>{t('jobs.duplicate.title')}</h1>
      </header>
      <Card>
        {record ? (
          <>
            <p>
              {t('jobs.duplicate.intro', {
                name: String(record.nama_pekerjaan ?? ''),
                customer: String(record.id_akun_label ?? ''),
                value: formatCurrency(Number(record.nilai_kontrak ?? 0)),
              })}
            </p>
            <ul className="duplicate-subs">
              {(subs.data?.records ?? []).map((s) => (
                <li key={String(s.id)}>
                  {String(s.nama_sub_pekerjaan)}
                  {s.bobot != null && s.bobot !== '' ? ` (${Number(s.bobot)}%)` : ''}
                </li>
              ))}
            </ul>
            <p className="muted">{t('jobs.duplicate.explain')}</p>
            <div className="job-actions">
              <Button
                icon="pi pi-copy"
                label={t('jobs.duplicate.confirm')}
                onClick={duplicate}
                loading={busy}
              />
              <Link to={`/rpekerjaan/view/${id}`}>{t('jobs.back')}</Link>
            </div>
          </>
        ) : (
          <p>{job.isError ? t('errors.noRecordFound') : t('common.loading')}</p>
        )}
      </Card>
    </section>
  );
}
