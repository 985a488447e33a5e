import { formatYmd } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Chart } from 'primereact/chart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../ui/DateRangeInput.tsx';
import { type CauseCount, maintenanceApi } from './maintenance-api.ts';

const COLORS = ['#0f766e', '#1d4ed8', '#a16207', '#7c3aed', '#b91c1c', '#0891b2', '#4d7c0f', '#be185d'];

function CountTable({
  caption,
  head,
  rows,
  emptyLabel,
  testId,
}: {
  caption: string;
  head: string;
  rows: CauseCount[];
  emptyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, r) => sum + (r.jumlah ?? 0), 0);
  return (
    <table className="pm-table pm-count-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className="num">
            {t('maintenance.causes.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id ?? 'none'}>
            <th scope="row">{r.nama ? `${r.kode ? `${r.kode} · ` : ''}${r.nama}` : emptyLabel}</th>
            <td className="num">{r.jumlah ?? '—'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('maintenance.causes.total')}</th>
          <td className="num">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Tickets per root cause (a bar chart and a table) and per segment, for a period. */
export function RootCausePanel() {
  const { t } = useTranslation();
  const today = formatYmd(new Date());
  const [range, setRange] = useState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const counts = useQuery({
    queryKey: ['maintenance', 'rootcause', range],
    queryFn: () => maintenanceApi.rootCauses(range.from, range.to),
    placeholderData: keepPreviousData,
  });
  const data = counts.data;
  const none = t('maintenance.causes.none');
  const chart = data && {
    labels: data.rootCauses.map((c) => c.nama ?? none),
    datasets: [
      {
        label: t('maintenance.causes.count'),
        data: data.rootCauses.map((c) => c.jumlah),
        backgroundColor: data.rootCauses.map((_, i) => COLORS[i % COLORS.length]),
      },
    ],
  };
  const options = {
    indexAxis: 'y' as const,
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: { x: { ticks: { precision: 0 }, beginAtZero: true } },
  };
  return (
    <section className="pm-causes" data-testid="pm-causes">
      <h2>{t('maintenance.causes.title')}</h2>
      <p className="muted">{t('maintenance.causes.lead')}</p>
      <DateRangeInput id="pm-causes" className="pm-range" value={range} onChange={setRange} required />
      {counts.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && data.total === 0 && <p className="muted">{t('maintenance.causes.empty')}</p>}
      {data && data.total > 0 && chart && (
        <div className="pm-causes-body">
          <div
            className="pm-chart"
            style={{ height: `${Math.max(160, data.rootCauses.length * 38 + 40)}px` }}
          >
            <Chart type="bar" data={chart} options={options} style={{ height: '100%' }} />
          </div>
          <div className="pm-count-tables">
            <CountTable
              caption={t('maintenance.causes.byCause')}
              head={t('maintenance.causes.cause')}
              rows={data.rootCauses}
              emptyLabel={none}
              testId="pm-cause-table"
            />
            <CountTable
              caption={t('maintenance.causes.bySegment')}
              head={t('maintenance.causes.segment')}
              rows={data.segments}
              emptyLabel={t('maintenance.causes.noSegment')}
              testId="pm-segment-table"
            />
          </div>
        </div>
      )}
    </section>
  );
}
