import { formatDateLong, getResource } from '@kantor/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type FormDialog, RecordDialog } from '../../resources/RecordDialog.tsx';
import { type CostRow, reportsApi } from './reports-api.ts';
import './reports.css';
import { money, shown } from './withheld.ts';

const expenses = getResource('rpengeluaran')!;

/**
 * `/rinvoice/listuntukmodal`: each issued invoice's revenue against its cost (goods at average cost,
 * costs booked on it or its job) and the margin. `/rinvoice/adduntukmodal?invoice=ID` opens the cost
 * form for that invoice (an expense linked to it).
 */
export function CostBasisPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const limit = 20;
  const list = useQuery({
    queryKey: ['report', 'listuntukmodal', page],
    queryFn: () => reportsApi.costBasis({ page, limit }),
    placeholderData: keepPreviousData,
  });
  const open = (row: Pick<CostRow, 'id' | 'id_pekerjaan' | 'no_invoice'>) =>
    setDialog({
      mode: 'add',
      presets: {
        id_invoice: row.id,
        id_pekerjaan: row.id_pekerjaan,
        uraian: `${t('reports.views.modal.add')} ${row.no_invoice ?? `#${row.id}`}`,
      },
    });
  // open once the list holds the asked invoice
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is recreated each render
  useEffect(() => {
    const id = Number(params.get('invoice'));
    const row = list.data?.records.find((r) => r.id === id);
    if (adding && row) open(row);
  }, [adding, params, list.data]);

  const rp = money;
  return (
    <section className="resource-page report-page" data-testid="report-listuntukmodal">
      <header className="resource-page-header">
        <h1>{t('reports.views.modal.title')}</h1>
      </header>
      <p className="muted">{t(adding ? 'reports.views.modal.pick' : 'reports.views.modal.lead')}</p>
      <DataTable<CostRow[]>
        value={list.data?.records ?? []}
        loading={list.isFetching}
        lazy
        paginator
        rows={limit}
        first={(page - 1) * limit}
        totalRecords={
          (page - 1) * limit +
          (list.data?.records.length ?? 0) +
          (list.data?.records.length === limit ? 1 : 0)
        }
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        dataKey="id"
        emptyMessage={t('reports.empty')}
        size="small"
      >
        <Column
          header={t('reports.views.invoice')}
          body={(r: CostRow) => <Link to={`/rinvoice/view/${r.id}`}>{r.no_invoice ?? `#${r.id}`}</Link>}
        />
        <Column
          header={t('reports.views.date')}
          body={(r: CostRow) => (r.tanggal ? formatDateLong(r.tanggal) : shown(r.tanggal))}
        />
        <Column header={t('reports.views.customer')} field="customer" />
        <Column header={t('reports.views.revenue')} body={(r: CostRow) => rp(r.revenue)} className="num" />
        <Column header={t('reports.views.modal.goods')} body={(r: CostRow) => rp(r.goods)} className="num" />
        <Column
          header={t('reports.views.modal.expenses')}
          body={(r: CostRow) => rp(r.expenses)}
          className="num"
        />
        <Column
          header={t('reports.views.modal.margin')}
          body={(r: CostRow) =>
            `${rp(r.margin)}${r.margin_pct == null ? '' : ` (${r.margin_pct.toLocaleString('id-ID')}%)`}`
          }
          className="num"
        />
        <Column
          body={(r: CostRow) => (
            <Button
              icon="pi pi-plus"
              text
              size="small"
              label={t('reports.views.modal.add')}
              onClick={() => open(r)}
            />
          )}
        />
      </DataTable>
      <RecordDialog
        resource={expenses}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => void client.invalidateQueries({ queryKey: ['report', 'listuntukmodal'] })}
      />
    </section>
  );
}
