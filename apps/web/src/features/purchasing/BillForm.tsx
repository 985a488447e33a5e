import { type FieldDef, formatCurrency, formatYmd, remainingQty } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { type PurchaseOrderLine, purchasingApi } from './purchasing-api.ts';
import { useSubmit } from './use-submit.ts';

const DAY: FieldDef = { kind: 'date' };
type Billed = Record<number, { qty: number | null; harga: number | null }>;
type Row = PurchaseOrderLine & { typed: Billed[number] };

/**
 * A supplier's bill against an order: each line starts at what was received and not billed yet, at the
 * order's price; the supplier's figures are typed over it. More than received is refused by the server,
 * naming the line; another price is kept and shown as a variance.
 */
export function BillForm({ onClose }: { onClose: (id?: number) => void }) {
  const { t, i18n } = useTranslation();
  const [orderId, setOrderId] = useState<number | null>(null);
  const [invoice, setInvoice] = useState('');
  const [day, setDay] = useState<Date | null>(() => new Date());
  const [due, setDue] = useState<Date | null>(null);
  const [billed, setBilled] = useState<Billed>({});
  const { busy, errors, submit, problems } = useSubmit();
  const orders = useQuery({
    queryKey: ['purchasing', 'orders', 'billable'],
    queryFn: async () => {
      const [part, whole] = await Promise.all([
        purchasingApi.orders({ status: 'Sebagian Diterima', page: 1, limit: 200 }),
        purchasingApi.orders({ status: 'Diterima', page: 1, limit: 200 }),
      ]);
      return [...part.records, ...whole.records].map((o) => ({
        value: o.id,
        label: `${o.no_po} · ${o.nama_supplier}`,
      }));
    },
  });
  const order = useQuery({
    queryKey: ['purchasing', 'order', orderId],
    queryFn: () => purchasingApi.order(orderId!),
    enabled: orderId !== null,
  });
  const lines = (order.data?.lines ?? []).filter((l) => remainingQty(l.diterima, l.ditagih) > 0);
  useEffect(() => {
    const start: Billed = {};
    for (const l of order.data?.lines ?? [])
      start[l.id] = { qty: remainingQty(l.diterima, l.ditagih), harga: l.harga };
    setBilled(start);
  }, [order.data]);
  const put = (id: number, patch: Partial<Billed[number]>) =>
    setBilled((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));

  async function save() {
    const sent = lines.filter((l) => (billed[l.id]?.qty ?? 0) > 0);
    const answer = await submit(() =>
      purchasingApi.addBill({
        id_po: orderId ?? 0,
        no_faktur_supplier: invoice,
        tanggal: day ? formatYmd(day) : undefined,
        jatuh_tempo: due ? formatYmd(due) : undefined,
        lines: sent.map((l) => ({
          id_line: l.id,
          qty: billed[l.id]!.qty ?? 0,
          harga: billed[l.id]!.harga ?? 0,
        })),
      }),
    );
    if (answer) onClose(answer.record.id);
  }

  const bad = (field: string) => Boolean(errors[field]);
  return (
    <Dialog
      header={t('purchasing.bills.new')}
      visible
      onHide={() => onClose()}
      className="purchasing-dialog"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <div className="purchasing-form">
        <label htmlFor="bill-order">{t('purchasing.bills.order')}</label>
        <Dropdown
          inputId="bill-order"
          value={orderId}
          options={orders.data ?? []}
          filter
          placeholder={t('purchasing.bills.pickOrder')}
          onChange={(e) => setOrderId((e.value as number | null) ?? null)}
          invalid={bad('id_po')}
        />
        <label htmlFor="bill-invoice">{t('purchasing.bills.supplierInvoice')}</label>
        <InputText
          id="bill-invoice"
          value={invoice}
          onChange={(e) => setInvoice(e.target.value)}
          invalid={bad('no_faktur_supplier')}
        />
        <label htmlFor="bill-date">{t('purchasing.orders.date')}</label>
        <DateFieldInput
          field={DAY}
          inputId="bill-date"
          value={day}
          onChange={setDay}
          invalid={bad('tanggal')}
        />
        <label htmlFor="bill-due">{t('purchasing.bills.due')}</label>
        <DateFieldInput
          field={DAY}
          inputId="bill-due"
          value={due}
          onChange={setDue}
          invalid={bad('jatuh_tempo')}
        />
      </div>
      <small className="muted">{t('purchasing.bills.dueHint')}</small>
      {/* the typed figures ride in the rows: the table redraws a cell only when its rows change */}
      <DataTable<Row[]>
        value={lines.map((l) => ({ ...l, typed: billed[l.id] ?? { qty: null, harga: null } }))}
        dataKey="id"
        size="small"
        className="purchasing-lines"
      >
        <Column field="nama_barang" header={t('purchasing.orders.item')} />
        <Column
          header={t('purchasing.bills.unbilled')}
          body={(l: PurchaseOrderLine) =>
            remainingQty(l.diterima, l.ditagih).toLocaleString(i18n.language, { maximumFractionDigits: 4 })
          }
          className="num"
        />
        <Column
          header={t('purchasing.bills.orderPrice')}
          body={(l: PurchaseOrderLine) => formatCurrency(l.harga)}
          className="num"
        />
        <Column
          header={t('purchasing.bills.billedQty')}
          body={(l: Row) => (
            <NumberInput
              value={l.typed.qty}
              onChange={(qty) => put(l.id, { qty })}
              fractionDigits={4}
              className="purchasing-qty"
              aria-label={`${t('purchasing.bills.billedQty')} ${l.nama_barang}`}
            />
          )}
        />
        <Column
          header={t('purchasing.bills.billedPrice')}
          body={(l: Row) => (
            <NumberInput
              value={l.typed.harga}
              onChange={(harga) => put(l.id, { harga })}
              prefix="Rp "
              fractionDigits={0}
              aria-label={`${t('purchasing.bills.billedPrice')} ${l.nama_barang}`}
            />
          )}
        />
      </DataTable>
      {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
      <div className="purchasing-actions">
        <Button
          label={t('purchasing.bills.save')}
          icon="pi pi-check"
          loading={busy}
          onClick={() => void save()}
        />
      </div>
    </Dialog>
  );
}
