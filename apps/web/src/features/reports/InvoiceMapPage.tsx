import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type InvoiceMapCounts, reportsApi } from './reports-api.ts';
import './reports.css';

/** The boxes of the map and where each opens; arrows follow the order of the flow. */
const FLOW: { key: keyof InvoiceMapCounts; to: string }[][] = [
  [{ key: 'with_job', to: '/rpekerjaan' }],
  [{ key: 'invoices', to: '/rinvoice/joinlist' }],
  [
    { key: 'lines', to: '/rsubinvoice/joinlistitems' },
    { key: 'payments', to: '/rinvoice' },
    { key: 'links', to: '/rinvoice' },
  ],
  [
    { key: 'goods_outs', to: '/rbarangkeluar' },
    { key: 'income', to: '/rpemasukan' },
    { key: 'virtual_accounts', to: '/rinvoice' },
  ],
];

/** `/petarinvoice`: how invoices link to jobs, lines, stock, payments and income, with live counts. */
export function InvoiceMapPage() {
  const { t } = useTranslation();
  const counts = useQuery({ queryKey: ['report', 'petarinvoice'], queryFn: () => reportsApi.invoiceMap() });
  return (
    <section className="resource-page report-page" data-testid="invoice-map">
      <header className="resource-page-header">
        <h1>{t('reports.views.map.title')}</h1>
      </header>
      <p className="muted">{t('reports.views.map.lead')}</p>
      <ol className="invoice-map">
        {FLOW.map((level) => (
          <li key={level.map((b) => b.key).join('-')} className="invoice-map-level">
            {level.map((box) => (
              <Link
                key={box.key}
                to={box.to}
                className="stat-card invoice-map-box"
                data-testid={`map-${box.key}`}
              >
                <strong>{counts.data?.[box.key] ?? '–'}</strong>
                <span>{t(`reports.views.map.${box.key}`)}</span>
              </Link>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
