import { coretaxRoute, efakturRoute } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { showRequestError } from '../../ui/index.ts';
import { defaultRange, PeriodTable, RangeBar } from './RangeBar.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';
import { money, shown } from './withheld.ts';

/**
 * The tax exports of PKP invoices in a date range: the Coretax XML (invoices under the 2025 rules) and
 * the e-Faktur CSV kept for the periods before.
 */
function EfakturExport() {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const [busy, setBusy] = useState<'csv' | 'xml' | null>(null);
  async function download(kind: 'csv' | 'xml') {
    setBusy(kind);
    try {
      const query = { query: { from: range.from, to: range.to } };
      const blob = await (kind === 'xml' ? callRoute(coretaxRoute, query) : callRoute(efakturRoute, query));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${kind === 'xml' ? 'coretax' : 'efaktur'}-${range.from}-${range.to}.${kind}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className="report-efaktur" data-testid="efaktur-export">
      <h2>{t('reports.efaktur.title')}</h2>
      <p className="muted">{t('reports.efaktur.coretaxLead')}</p>
      <p className="muted">{t('reports.efaktur.lead')}</p>
      <RangeBar value={range} onChange={setRange} noPeriod />
      <div className="report-downloads">
        <Button
          icon="pi pi-download"
          label={t('reports.efaktur.coretax')}
          loading={busy === 'xml'}
          onClick={() => download('xml')}
          data-testid="coretax-download"
        />
        <Button
          icon="pi pi-download"
          label={t('reports.efaktur.download')}
          outlined
          loading={busy === 'csv'}
          onClick={() => download('csv')}
          data-testid="efaktur-download"
        />
      </div>
    </section>
  );
}

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
            {/* a role that may not see the invoices' state gets no count per state */}
            {data.rows.flatMap((r) =>
              r.status === undefined
                ? []
                : [
                    <Link
                      key={r.status}
                      to={`/rinvoice/status/${encodeURIComponent(r.status)}`}
                      className="stat-card"
                    >
                      <strong>{shown(r.count === undefined ? undefined : String(r.count))}</strong>
                      <span>{r.status}</span>
                      <small>{money(r.total)}</small>
                    </Link>,
                  ],
            )}
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
              shown(r.status),
              shown(r.count === undefined ? undefined : String(r.count)),
              money(r.total),
              money(r.paid),
              money(r.balance),
            ])}
            foot={[
              t('reports.total'),
              String(data.totals.count),
              money(data.totals.total),
              money(data.totals.paid),
              money(data.totals.balance),
            ]}
            empty={t('reports.empty')}
          />
          <p className="muted">{t('reports.counts.note')}</p>
        </>
      )}
      <EfakturExport />
    </section>
  );
}
