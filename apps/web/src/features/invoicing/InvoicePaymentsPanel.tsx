import { canViewRoute, formatCurrency, formatDateLong } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import {
  MoneyMovementFields,
  moneyBody,
  useMoneyMovement,
} from '../../resources/inputs/MoneyMovementFields.tsx';
import { PanelTable } from '../../ui/PanelTable.tsx';
import { invoicingApi, PAYMENT_METHODS, type Payment } from './invoicing-api.ts';
import { sendForm } from './send-form.ts';
import './invoicing.css';

/**
 * Payments of an issued invoice: what came in (by hand or by virtual account, down payments marked
 * Dp 1–3) and, for whoever may record income, a form pre-filled with the balance, today and the
 * invoice's pay-to account: the day it was paid and the account it went into can be changed, so the
 * income row says where the money is (issue 34).
 */
export function InvoicePaymentsPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const issued = record.status !== 'Draft' && record.status !== 'Batal';
  const payable = record.status === 'Terbit' || record.status === 'Sebagian dibayar';
  const mayPay = payable && canViewRoute(session.pages, '/rpemasukan/add');
  const payments = useQuery({
    queryKey: ['resource', 'rinvoice', 'pembayaran', id],
    queryFn: () => invoicingApi.payments(id),
    enabled: issued,
  });
  const invoiceBank = record.id_bankrekening == null ? null : Number(record.id_bankrekening);
  const [money, setMoney] = useMoneyMovement<(typeof PAYMENT_METHODS)[number]>(
    Number(record.sisa ?? 0),
    'Transfer',
    invoiceBank,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  if (!issued) return null;

  function pay(event: FormEvent) {
    event.preventDefault();
    void sendForm(
      setBusy,
      setErrors,
      () => invoicingApi.pay(id, moneyBody(money)),
      () =>
        Promise.all([
          client.invalidateQueries({ queryKey: resourceKey('rinvoice') }),
          client.invalidateQueries({ queryKey: resourceKey('rpemasukan') }),
        ]),
    );
  }

  const problems = Object.values(errors).flat();
  return (
    <Card title={t('invoicing.payments.title')} className="invoice-panel" data-testid="invoice-payments">
      <div className="invoice-table-frame">
        <PanelTable<Payment>
          rows={payments.data?.records ?? []}
          rowKey={(p) => p.id}
          loading={payments.isFetching}
          emptyMessage={t('invoicing.payments.empty')}
          columns={[
            { key: 'date', header: t('invoicing.payments.date'), body: (p) => formatDateLong(p.tanggal) },
            { key: 'method', header: t('invoicing.payments.method'), body: (p) => p.metode },
            {
              key: 'stage',
              header: t('invoicing.payments.stage'),
              // absent: the role may not see it (withheld), not a settlement
              body: (p) => (p.dp === undefined ? '' : (p.dp ?? t('invoicing.payments.settled'))),
            },
            {
              key: 'amount',
              header: t('invoicing.payments.amount'),
              body: (p) => formatCurrency(p.jumlah),
              className: 'num',
            },
          ]}
        />
      </div>
      {mayPay && (
        <form className="invoice-pay" onSubmit={pay} data-testid="invoice-pay-form">
          <MoneyMovementFields
            idPrefix="invoice-pay"
            value={money}
            onChange={setMoney}
            methods={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
            labels={{
              amount: t('invoicing.payments.amount'),
              method: t('invoicing.payments.method'),
              date: t('invoicing.payments.date'),
              bank: t('invoicing.payments.bank'),
              noBank: t('invoicing.payments.noBank'),
            }}
            errors={errors}
          />
          <Button type="submit" icon="pi pi-check" label={t('invoicing.payments.record')} loading={busy} />
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
          <small className="muted">{t('invoicing.payments.hint')}</small>
        </form>
      )}
    </Card>
  );
}
