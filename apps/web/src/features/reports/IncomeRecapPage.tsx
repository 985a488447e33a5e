import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, PeriodTable, periodLabel, RangeBar } from './RangeBar.tsx';
import { PALETTE, ReportChart } from './ReportChart.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';
import { money } from './withheld.ts';

/** `/rpemasukan/ghkpo`: income per period, stacked by category, with the totals. */
export function IncomeRecapPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const recap = useQuery({
    queryKey: ['report', 'ghkpo', range],
    queryFn: () => reportsApi.incomeRecap(range),
    placeholderData: keepPreviousData,
  });
  const data = recap.data;
  // categories and amounts the role may not see are absent: no category columns, totals as dashes
  const categories = data?.categories ?? [];
  const labels = (data?.rows ?? []).map((r) =>
    periodLabel(r.period, range.period, i18n.language, t('reports.week')),
  );
  return (
    <section className="resource-page report-page" data-testid="report-ghkpo">
      <header className="resource-page-header">
        <h1>{t('reports.income.title')}</h1>
      </header>
      <p className="muted">{t('reports.income.lead')}</p>
      <RangeBar value={range} onChange={setRange} />
      {recap.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <ReportChart
            labels={labels}
            stacked
            series={categories.map((c, i) => ({
              label: c,
              data: data.rows.map((r) => (r.byCategory ? (r.byCategory[c] ?? 0) : undefined)),
              color: PALETTE[i % PALETTE.length]!,
            }))}
          />
          <PeriodTable
            head={[t('reports.period'), ...categories, t('reports.total')]}
            rows={data.rows.map((r, i) => [
              labels[i]!,
              ...categories.map((c) => money(r.byCategory ? (r.byCategory[c] ?? 0) : undefined)),
              money(r.total),
            ])}
            foot={[
              t('reports.total'),
              ...categories.map((c) =>
                money(data.totals.byCategory ? (data.totals.byCategory[c] ?? 0) : undefined),
              ),
              money(data.totals.total),
            ]}
            empty={t('reports.empty')}
          />
        </>
      )}
    </section>
  );
}
