import { formatDateLong, formatDateTimeLong } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { usePublicBrand } from '../app/layouts/public-brand.ts';
import { Spinner } from '../app/Spinner.tsx';
import { jobsApi, type PublicJob } from '../features/jobs/index.ts';
import { loadLacakReports } from '../features/worksheets/lazy.ts';
import { useNamespaces } from '../i18n/use-namespaces.ts';
import '../features/jobs/jobs.css';

/** The job's signed service reports (issue 35), a chunk of their own. */
const LacakReports = lazy(loadLacakReports);

/** The name the server gives a step recorded without one (jobs.routes.ts): `Progres 50%`. */
const UNNAMED_STEP = /^Progres \d+(?:[.,]\d+)?%$/;

/**
 * A step as the customer reads it: "Pasang unit mencapai 50%" for a step recorded without a name
 * (its stored name only repeats the percent), else "Pasang unit: Unit indoor terpasang (50%)".
 */
export function stepWords(
  t: (key: string, values: Record<string, unknown>) => string,
  step: { sub: string; nama_langkah: string; persentase: number | string },
): string {
  return UNNAMED_STEP.test(step.nama_langkah.trim())
    ? t('jobs.lacak.reached', { sub: step.sub, percent: step.persentase })
    : t('jobs.lacak.step', { sub: step.sub, step: step.nama_langkah, percent: step.persentase });
}

/**
 * Public tracking (`/lacak`, `/lacak/{code}`): a customer types the job's tracking code, with no
 * account, and follows its status, progress and public steps. The address carries the code, so the
 * link sent by WhatsApp opens the answer directly.
 */
export function LacakPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const fromPath = (params['*'] ?? '').trim();
  const [code, setCode] = useState(fromPath);
  const result = useQuery({
    queryKey: ['lacak', fromPath],
    queryFn: () => jobsApi.lacak(fromPath),
    enabled: fromPath !== '',
    retry: false,
  });
  const jobTexts = useNamespaces(['jobs']);
  // the page speaks for the business doing the job, not for the product (issue 35)
  const business = result.data?.usaha ?? null;
  // the logo comes as an address ready to show: core's image helpers would pull the app's core chunk here
  usePublicBrand(business ? { name: business.nama, logo: business.logo } : null, t('lacak.title'));

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed) navigate(`/lacak/${encodeURIComponent(typed)}`);
  }

  const status = result.error instanceof ApiError ? result.error.status : null;
  // the job statuses and labels live in the jobs texts, which a signed-out visitor has not loaded yet
  if (!jobTexts) return <Spinner />;
  return (
    <div className="lacak-wrap">
      <form className="auth-card" onSubmit={submit} data-testid="lacak-page">
        <h1>{t('lacak.title')}</h1>
        <p>{t('lacak.lead')}</p>
        <label htmlFor="lacak-code">{t('lacak.code')}</label>
        <InputText
          id="lacak-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="KTR-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" label={t('lacak.submit')} icon="pi pi-search" loading={result.isFetching} />
        {result.isError && (
          <p className="p-error" role="alert" data-testid="lacak-result">
            {status === 429
              ? t('errors.tooManyAttempts')
              : status === 404
                ? t('errors.noRecordFound')
                : t('errors.unexpectedError')}
          </p>
        )}
      </form>
      {result.data && <PublicJobCard job={result.data} />}
      {business?.telepon && (
        <p className="lacak-contact" data-testid="lacak-contact">
          {business.nama} · <a href={`tel:${business.telepon.replace(/[^0-9+]/g, '')}`}>{business.telepon}</a>
        </p>
      )}
      {result.data && (
        <Suspense fallback={null}>
          <LacakReports code={result.data.kode_lacak} />
        </Suspense>
      )}
    </div>
  );
}

function PublicJobCard({ job }: { job: PublicJob }) {
  const { t, i18n } = useTranslation();
  const done = job.status === 'Done';
  return (
    <article className="lacak-card" data-testid="lacak-result">
      <header>
        <h2>{job.nama_pekerjaan}</h2>
        <span className={done ? 'track-status done' : 'track-status'}>
          {t(`jobs.status.${done ? 'done' : 'open'}`)}
        </span>
      </header>
      <p className="muted">
        {job.jenis ? `${job.jenis} · ` : ''}
        {job.tanggal_mulai
          ? t('jobs.lacak.started', { date: formatDateLong(job.tanggal_mulai, i18n.language) })
          : ''}
        {job.tanggal_selesai
          ? ` · ${t('jobs.lacak.finished', { date: formatDateLong(job.tanggal_selesai, i18n.language) })}`
          : ''}
      </p>
      <ProgressBar value={job.progres} aria-label={t('jobs.panel.progress')} data-testid="lacak-progress" />
      {job.sub_pekerjaan.length > 0 && (
        <ul className="lacak-subs">
          {job.sub_pekerjaan.map((s) => (
            <li key={s.nama}>
              <span>{s.nama}</span>
              <span className="lacak-percent">{s.progres}%</span>
            </li>
          ))}
        </ul>
      )}
      {job.langkah.length > 0 && (
        <section aria-label={t('jobs.lacak.steps')}>
          <h3>{t('jobs.lacak.steps')}</h3>
          <ol className="lacak-steps">
            {job.langkah.map((s) => (
              <li key={`${s.tanggal}-${s.nama_langkah}`}>
                <time dateTime={s.tanggal}>{formatDateTimeLong(s.tanggal, i18n.language)}</time>
                <span>{stepWords(t, s)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
