import { Chart } from 'primereact/chart';

/** A series whose figures the role may not see (absent from the answer) is not drawn. */
export type Series = { label: string; data: (number | undefined)[]; color: string; type?: 'bar' | 'line' };

/**
 * A bar chart (optionally with line series) of Rupiah figures per period. PrimeReact's Chart loads
 * chart.js on first use, so only the report pages carry it.
 */
export function ReportChart({
  labels,
  series,
  stacked = false,
}: {
  labels: string[];
  series: Series[];
  stacked?: boolean;
}) {
  const data = {
    labels,
    datasets: series
      .filter((s) => s.data.every((v) => v !== undefined))
      .map((s) => ({
        type: s.type ?? 'bar',
        label: s.label,
        data: s.data,
        backgroundColor: s.color,
        borderColor: s.color,
        tension: 0.25,
      })),
  };
  const rupiah = (v: number | string) =>
    new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 }).format(Number(v));
  const options = {
    maintainAspectRatio: false,
    plugins: { legend: { position: 'bottom' as const } },
    scales: {
      x: { stacked },
      y: { stacked, ticks: { callback: rupiah } },
    },
  };
  return (
    <div className="report-chart" data-testid="report-chart">
      <Chart type="bar" data={data} options={options} />
    </div>
  );
}

export const PALETTE = ['#0f766e', '#1d4ed8', '#a16207', '#7c3aed', '#b91c1c', '#0891b2'];
