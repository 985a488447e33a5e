import { formatCurrency, formatDateLong } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import {
  MoneyMovementFields,
  moneyBody,
  useMoneyMovement,
} from '../../resources/inputs/MoneyMovementFields.tsx';
import { purchasingApi, type SupplierBillDetail } from './purchasing-api.ts';
import { STATE_KEYS, useSubmit } from './use-submit.ts';

const METHODS = ['Transfer', 'Tunai', 'QRIS', 'Virtual Account'] as const;
type Method = (typeof METHODS)[number];
type Line = SupplierBillDetail['lines'][number];
type Paid = SupplierBillDetail['payments'][number];

/** One bill: its lines against the order's prices, its payments, and paying (up to the balance). */
export function BillDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const bill = useQuery({ queryKey: ['purchasing', 'bill', id], queryFn: () => purchasingApi.bill(id) });
  const b = bill.data;
  const [money, setMoney] = useMoneyMovement<Method>(b?.sisa ?? 0, 'Transfer');
  const { busy, errors, submit, problems } = useSubmit();

  async function pay() {
    const answer = await submit(() => purchasingApi.pay(id, moneyBody(money)));
    if (answer) await bill.refetch();
  }

  return (
    <Dialog
      header={b ? `${b.no_tagihan} · ${b.nama_supplier}` : t('purchasing.bills.title')}
      visible
      onHide={onClose}
      className="purchasing-dialog"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      {b && (
        <>
          <p data-testid="bill-summary">
            {t(STATE_KEYS[b.status]!)} · {b.no_faktur_supplier} · {b.no_po} · {t('purchasing.bills.due')}{' '}
            {formatDateLong(b.jatuh_tempo)} · {t('purchasing.bills.amount')} {formatCurrency(b.jumlah)} ·{' '}
            {t('purchasing.bills.balance')} {formatCurrency(b.sisa)}
          </p>
          {b.selisih_harga !== 0 && (
            <p className="p-error">
              {t('purchasing.bills.varianceNote', { amount: formatCurrency(b.selisih_harga) })}
            </p>
          )}
          <DataTable<Line[]> value={b.lines} dataKey="id" size="small">
            <Column field="nama_barang" header={t('purchasing.orders.item')} />
            <Column
              header={t('purchasing.bills.billedQty')}
              body={(l: Line) => l.qty.toLocaleString(i18n.language, { maximumFractionDigits: 4 })}
              className="num"
            />
            <Column
              header={t('purchasing.bills.orderPrice')}
              body={(l: Line) => formatCurrency(l.harga_po)}
              className="num"
            />
            <Column
              header={t('purchasing.bills.billedPrice')}
              body={(l: Line) => formatCurrency(l.harga)}
              className="num"
            />
            <Column
              header={t('purchasing.bills.variance')}
              body={(l: Line) => formatCurrency(l.selisih)}
              className="num"
            />
            <Column
              header={t('purchasing.bills.amount')}
              body={(l: Line) => formatCurrency(l.subtotal)}
              className="num"
            />
          </DataTable>
          <h3>{t('purchasing.bills.payments')}</h3>
          <DataTable<Paid[]>
            value={b.payments}
            dataKey="id"
            size="small"
            emptyMessage={t('purchasing.bills.noPayments')}
          >
            <Column header={t('purchasing.orders.date')} body={(p: Paid) => formatDateLong(p.tanggal)} />
            <Column field="metode" header={t('purchasing.bills.method')} />
            <Column header={t('purchasing.bills.bank')} body={(p: Paid) => p.nama_rekening ?? '—'} />
            <Column
              header={t('purchasing.bills.amount')}
              body={(p: Paid) => formatCurrency(p.jumlah)}
              className="num"
            />
          </DataTable>
          {b.sisa > 0 && (
            <div className="purchasing-form purchasing-lines" data-testid="bill-pay-form">
              <MoneyMovementFields
                idPrefix="bill-pay"
                value={money}
                onChange={setMoney}
                methods={METHODS.map((m) => ({
                  value: m,
                  label: t(`purchasing.method.${m.replace(' ', '')}`),
                }))}
                labels={{
                  amount: t('purchasing.bills.payAmount'),
                  method: t('purchasing.bills.method'),
                  date: t('purchasing.orders.date'),
                  bank: t('purchasing.bills.bank'),
                  noBank: t('purchasing.bills.noBank'),
                }}
                errors={errors}
              />
            </div>
          )}
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
          {b.sisa > 0 && (
            <div className="purchasing-actions">
              <small className="muted">{t('purchasing.bills.payHint')}</small>
              <Button
                label={t('purchasing.bills.pay')}
                icon="pi pi-wallet"
                loading={busy}
                onClick={() => void pay()}
              />
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
