import { AGE_BUCKETS, type FieldDef, formatListCurrency, formatYmd } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { type PayablesAgeing, purchasingApi } from './purchasing-api.ts';
import './purchasing.css';

const DAY: FieldDef = { kind: 'date' };
type Row = PayablesAgeing['rows'][number];
const KEYS = [...AGE_BUCKETS, 'total'] as const;

/**
 * `/umurhutang`: what the shop owes each supplier by days past the due date (not yet due, 1–30, 31–60,
 * 61–90, over 90), seen from a chosen day, with the totals; beside the receivables ageing of the reports.
 */
export function AgeingPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(() => new Date());
  const date = day ? formatYmd(day) : undefined;
  const ageing = useQuery({
    queryKey: ['purchasing', 'ageing', date],
    queryFn: () => purchasingApi.ageing(date),
  });
  const totals = ageing.data?.totals;
  return (
    <section className="resource-page purchasing-page" data-testid="payables-ageing">
      <header className="resource-page-header">
        <h1>{t('purchasing.ageing.title')}</h1>
        <div className="resource-toolbar">
          <label htmlFor="ageing-date">{t('purchasing.ageing.date')}</label>
          <DateFieldInput field={DAY} inputId="ageing-date" value={day} onChange={setDay} />
        </div>
      </header>
      <p>{t('purchasing.ageing.intro')}</p>
      <DataTable<Row[]>
        value={ageing.data?.rows ?? []}
        loading={ageing.isFetching}
        dataKey="supplier"
        size="small"
        stripedRows
        emptyMessage={t('purchasing.ageing.empty')}
      >
        <Column
          field="supplier"
          header={t('purchasing.orders.supplier')}
          footer={totals ? t('purchasing.ageing.totals') : undefined}
        />
        {KEYS.map((key) => (
          <Column
            key={key}
            header={t(`purchasing.ageing.${key}`)}
            body={(r: Row) => formatListCurrency(r[key])}
            footer={totals ? formatListCurrency(totals[key]) : undefined}
            className="num"
          />
        ))}
      </DataTable>
    </section>
  );
}
