import { formatDateTimeLong } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../i18n/use-namespaces.ts';
import { worksheetsApi } from './worksheets-api.ts';

/** On `/lacak/{code}`: the job's signed service reports, each a PDF link (public, by the code). */
export function LacakReports({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const ready = useNamespaces(['worksheets']);
  const data = useQuery({
    queryKey: ['lacak', code, 'laporan'],
    queryFn: () => worksheetsApi.publicReports(code),
    retry: false,
  });
  const reports = data.data?.laporan ?? [];
  if (!ready || reports.length === 0) return null;
  return (
    <section className="lacak-reports" data-testid="lacak-reports">
      <h2>{t('worksheets.lacakTitle')}</h2>
      <ul>
        {reports.map((r) => (
          <li key={r.id}>
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              <i className="pi pi-file-pdf" aria-hidden /> {t('worksheets.report')}: {r.sub}
            </a>{' '}
            <small>{formatDateTimeLong(r.ditandatangani_pada, i18n.language)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
