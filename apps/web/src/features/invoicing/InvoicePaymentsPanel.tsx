import { canViewRoute, type FieldDef, formatCurrency, formatDateLong, formatYmd } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { invoicingApi, PAYMENT_METHODS, type Payment } from './invoicing-api.ts';
import './invoicing.css';
import { NumberInput } from '../../ui/NumberInput.tsx';

const DAY: FieldDef = { kind: 'date' };

type BankOption = { value: number; label: string };

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
  const balance = Number(record.sisa ?? 0);
  const [amount, setAmount] = useState<number | null>(balance || null);
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('Transfer');
  const [day, setDay] = useState<Date | null>(() => new Date());
  const invoiceBank = record.id_bankrekening == null ? null : Number(record.id_bankrekening);
  const [bank, setBank] = useState<number | null>(invoiceBank);
  const banks = useQuery({
    queryKey: ['resource', 'bankrekening', 'options', 'payments'],
    queryFn: () => api.get<{ records: BankOption[] }>('bankrekening/options', { limit: 100 }),
    enabled: mayPay,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setAmount(balance || null), [balance]);

  if (!issued) return null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await invoicingApi.pay(id, {
        jumlah: amount ?? 0,
        metode: method,
        tanggal: formatYmd(day ?? new Date()),
        id_bankrekening: bank,
      });
      toast.success(answer.message);
      await Promise.all([
        client.invalidateQueries({ queryKey: resourceKey('rinvoice') }),
        client.invalidateQueries({ queryKey: resourceKey('rpemasukan') }),
      ]);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const problems = Object.values(errors).flat();
  return (
    <Card title={t('invoicing.payments.title')} className="invoice-panel" data-testid="invoice-payments">
      <div className="invoice-table-frame">
        <DataTable<Payment[]>
          value={payments.data?.records ?? []}
          loading={payments.isFetching}
          dataKey="id"
          size="small"
          responsiveLayout="stack"
          breakpoint="640px"
          emptyMessage={t('invoicing.payments.empty')}
        >
          <Column header={t('invoicing.payments.date')} body={(p: Payment) => formatDateLong(p.tanggal)} />
          <Column header={t('invoicing.payments.method')} body={(p: Payment) => p.metode} />
          <Column
            header={t('invoicing.payments.stage')}
            // absent: the role may not see it (withheld), not a settlement
            body={(p: Payment) => (p.dp === undefined ? '' : (p.dp ?? t('invoicing.payments.settled')))}
          />
          <Column
            header={t('invoicing.payments.amount')}
            body={(p: Payment) => formatCurrency(p.jumlah)}
            className="num"
          />
        </DataTable>
      </div>
      {mayPay && (
        <form className="invoice-pay" onSubmit={pay} data-testid="invoice-pay-form">
          <label htmlFor="invoice-pay-amount">{t('invoicing.payments.amount')}</label>
          <NumberInput
            inputId="invoice-pay-amount"
            value={amount}
            onChange={setAmount}
            prefix="Rp "
            fractionDigits={0}
            invalid={Boolean(errors.jumlah)}
          />
          <label htmlFor="invoice-pay-method">{t('invoicing.payments.method')}</label>
          <Dropdown
            inputId="invoice-pay-method"
            value={method}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
            onChange={(e) => setMethod(PAYMENT_METHODS.find((m) => m === e.value) ?? 'Transfer')}
          />
          <label htmlFor="invoice-pay-date">{t('invoicing.payments.date')}</label>
          <DateFieldInput
            field={DAY}
            inputId="invoice-pay-date"
            value={day}
            onChange={setDay}
            invalid={Boolean(errors.tanggal)}
          />
          <label htmlFor="invoice-pay-bank">{t('invoicing.payments.bank')}</label>
          <Dropdown
            inputId="invoice-pay-bank"
            value={bank}
            options={banks.data?.records ?? []}
            optionLabel="label"
            optionValue="value"
            placeholder={t('invoicing.payments.noBank')}
            showClear
            loading={banks.isPending}
            onChange={(e) => setBank((e.value as number | null | undefined) ?? null)}
            invalid={Boolean(errors.id_bankrekening)}
          />
          <Button type="submit" icon="pi pi-check" label={t('invoicing.payments.record')} loading={busy} />
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
          <small className="muted">{t('invoicing.payments.hint')}</small>
        </form>
      )}
    </Card>
  );
}
