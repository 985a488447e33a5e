import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { type BulkPreview, jobsApi } from './jobs-api.ts';
import './jobs.css';

const COLUMNS = ['nama_sub_pekerjaan', 'bobot', 'teknisi', 'volume', 'tanggal_mulai'] as const;

/**
 * `/addmasalsubpekerjaan`: many sub jobs for one job, pasted from a spreadsheet or started from a
 * template (the latest job of the same type, or the type's unit rates). "Periksa" shows every row with
 * its errors and writes nothing; "Simpan" writes all rows or none.
 */
export function BulkSubJobsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const jobs = useQuery({
    queryKey: ['resource', 'rpekerjaan', 'open-jobs'],
    queryFn: () => jobsApi.openJobs(),
  });
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'preview' | 'commit' | 'template' | null>(null);

  const options = (jobs.data?.records ?? []).map((j) => ({
    label: String(j.nama_pekerjaan),
    value: Number(j.id),
  }));

  function fail(error: unknown) {
    const body = errorAnswerOf(error);
    if (body?.errors) setErrors(body.errors);
    else showRequestError(error);
  }

  async function run(kind: 'preview' | 'commit' | 'template') {
    if (!jobId) {
      setErrors({ id_pekerjaan: [t('jobs.bulk.chooseJob')] });
      return;
    }
    setBusy(kind);
    setErrors({});
    try {
      if (kind === 'template') {
        const template = await jobsApi.bulkTemplate(jobId);
        if (template.text) setText(template.text);
        toast.info(t(`jobs.bulk.template.${template.source}`));
        setPreview(null);
      } else if (kind === 'preview') {
        setPreview(await jobsApi.bulkPreview(jobId, text));
      } else {
        const answer = await jobsApi.bulkCommit(jobId, text);
        toast.success(t('jobs.bulk.saved', { count: answer.valid }));
        navigate(`/rpekerjaan/view/${jobId}`);
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="resource-page bulk-page" data-testid="bulk-subjobs">
      <header className="resource-page-header">
        <h1>{t('jobs.bulk.title')}</h1>
      </header>
      <Card>
        <label htmlFor="bulk-job" className="track-label">
          {t('resources.rsubpekerjaan.fields.id_pekerjaan')}
        </label>
        <Dropdown
          inputId="bulk-job"
          value={jobId}
          options={options}
          filter
          placeholder={t('jobs.bulk.chooseJob')}
          onChange={(e) => {
            setParams(e.value ? { job: String(e.value) } : {});
            setPreview(null);
          }}
          className="bulk-job"
        />
        {errors.id_pekerjaan && <small className="p-error">{errors.id_pekerjaan.join(' ')}</small>}
        <p className="muted">{t('jobs.bulk.help')}</p>
        <label htmlFor="bulk-text" className="track-label">
          {t('jobs.bulk.paste')}
        </label>
        <InputTextarea
          id="bulk-text"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
          rows={8}
          className="bulk-text"
          placeholder={t('jobs.bulk.placeholder')}
        />
        {errors.text && <small className="p-error">{errors.text.join(' ')}</small>}
        <div className="job-actions bulk-actions">
          <Button
            label={t('jobs.bulk.useTemplate')}
            icon="pi pi-file-import"
            outlined
            onClick={() => run('template')}
            loading={busy === 'template'}
          />
          <Button
            label={t('jobs.bulk.check')}
            icon="pi pi-search"
            onClick={() => run('preview')}
            loading={busy === 'preview'}
            disabled={!text.trim()}
          />
          <Button
            label={t('jobs.bulk.save', { count: preview?.valid ?? 0 })}
            icon="pi pi-check"
            severity="success"
            onClick={() => run('commit')}
            loading={busy === 'commit'}
            disabled={!preview || preview.invalid > 0 || preview.valid === 0}
            data-testid="bulk-save"
          />
          {jobId && <Link to={`/rpekerjaan/view/${jobId}`}>{t('jobs.back')}</Link>}
        </div>
      </Card>
      {preview && (
        <Card>
          <p data-testid="bulk-summary">
            {t('jobs.bulk.summary', { valid: preview.valid, invalid: preview.invalid })}
            {preview.bobot_total > 100 ? ` ${t('jobs.bulk.overweight', { total: preview.bobot_total })}` : ''}
          </p>
          <div className="bulk-table-wrap">
            <table className="job-subs bulk-table">
              <thead>
                <tr>
                  <th scope="col">{t('jobs.bulk.line')}</th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {t(
                        c === 'teknisi'
                          ? 'resources.rsubpekerjaan.fields.id_teknisi'
                          : `resources.rsubpekerjaan.fields.${c}`,
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => {
                  const bad = Object.keys(row.errors).length > 0;
                  return (
                    <tr key={row.line} className={bad ? 'bulk-bad' : undefined} data-testid="bulk-row">
                      <td>{row.line}</td>
                      {COLUMNS.map((c) => (
                        <td key={c}>
                          {row[c] || '–'}
                          {row.errors[c === 'teknisi' ? 'teknisi' : c]?.map((m) => (
                            <small key={m} className="p-error bulk-error">
                              {m}
                            </small>
                          ))}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </section>
  );
}
