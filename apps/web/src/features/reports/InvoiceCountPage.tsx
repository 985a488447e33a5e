import { formatCurrency } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PeriodTable } from './RangeBar.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';

/** `/rinvoice/countrinvoice`: how many invoices are in each state and what they add up to. */
export function InvoiceCountPage() {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: ['report', 'countrinvoice'],
    queryFn: () => reportsApi.invoiceCounts(),
  });
  const data = counts.data;
  return (
    <section className="resource-page report-page" data-testid="report-countrinvoice">
      <header className="resource-page-header">
        <h1>{t('reports.counts.title')}</h1>
      </header>
      {counts.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <div className="card-grid">
            {data.rows.map((r) => (
              <Link
                key={r.status}
                to={`/rinvoice/status/${encodeURIComponent(r.status)}`}
                className="stat-card"
              >
                <strong>{r.count}</strong>
                <span>{r.status}</span>
                <small>{formatCurrency(r.total)}</small>
              </Link>
            ))}
          </div>
          <PeriodTable
            head={[
              t('reports.counts.status'),
              t('reports.counts.count'),
              t('reports.total'),
              t('reports.counts.paid'),
              t('reports.counts.balance'),
            ]}
            rows={data.rows.map((r) => [
              r.status,
              String(r.count),
              formatCurrency(r.total),
              formatCurrency(r.paid),
              formatCurrency(r.balance),
            ])}
            foot={[
              t('reports.total'),
              String(data.totals.count),
              formatCurrency(data.totals.total),
              formatCurrency(data.totals.paid),
              formatCurrency(data.totals.balance),
            ]}
            empty={t('reports.empty')}
          />
          <p className="muted">{t('reports.counts.note')}</p>
        </>
      )}
    </section>
  );
}
