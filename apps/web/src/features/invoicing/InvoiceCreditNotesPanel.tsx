import {
  type CreditNote,
  canViewRoute,
  type FieldDef,
  formatCurrency,
  formatDateLong,
  formatYmd,
  type InvoiceRefund,
} from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { showRequestError } from '../../ui/index.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { CreditNoteDialog } from './CreditNoteDialog.tsx';
import { invoicingApi, openPdf } from './invoicing-api.ts';
import { sendForm } from './send-form.ts';
import './invoicing.css';

const DAY: FieldDef = { kind: 'date' };
const REFUND_METHODS = ['Transfer', 'Tunai'] as const;
type BankOption = { value: number; label: string };

/**
 * Credit notes of an issued or paid invoice (issue 34): the notes made (number, day, reason, total, PDF),
 * "Buat Nota Kredit" for whoever may edit invoices, and when a paid invoice's notes owe the customer
 * money, what is owed, the refunds made and a form to record one (it writes an expense).
 */
export function InvoiceCreditNotesPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const issued = record.status !== 'Draft' && record.status !== 'Batal';
  const key = ['resource', 'rinvoice', 'notakredit', id];
  const state = useQuery({ queryKey: key, queryFn: () => invoicingApi.creditNotes(id), enabled: issued });
  const [dialog, setDialog] = useState(false);
  const owed = state.data?.refund_owed ?? 0;
  const mayCredit = Boolean(state.data?.invoice.creditable) && canViewRoute(session.pages, '/rinvoice/edit');
  const mayRefund = owed > 0 && canViewRoute(session.pages, '/rpengeluaran/add');
  const [amount, setAmount] = useState<number | null>(owed || null);
  const [method, setMethod] = useState<(typeof REFUND_METHODS)[number]>('Transfer');
  const [day, setDay] = useState<Date | null>(() => new Date());
  const [bank, setBank] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const banks = useQuery({
    queryKey: ['resource', 'bankrekening', 'options', 'refunds'],
    queryFn: () => api.get<{ records: BankOption[] }>('bankrekening/options', { limit: 100 }),
    enabled: mayRefund,
  });
  useEffect(() => setAmount(owed || null), [owed]);

  if (!issued) return null;
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKey('rinvoice') }),
      client.invalidateQueries({ queryKey: resourceKey('rpengeluaran') }),
      client.invalidateQueries({ queryKey: resourceKey('rstok') }),
    ]);

  async function pdf(note: CreditNote) {
    try {
      await openPdf(await invoicingApi.creditNotePdf(id, note.id));
    } catch (error) {
      showRequestError(error);
    }
  }

  function refund(event: FormEvent) {
    event.preventDefault();
    void sendForm(
      setBusy,
      setErrors,
      () =>
        invoicingApi.refund(id, {
          jumlah: amount ?? 0,
          metode: method,
          tanggal: formatYmd(day ?? new Date()),
          id_bankrekening: bank,
        }),
      refresh,
    );
  }

  const notes = state.data?.notes ?? [];
  const refunds = state.data?.refunds ?? [];
  const problems = Object.values(errors).flat();
  return (
    <Card title={t('invoicing.credit.title')} className="invoice-panel" data-testid="invoice-credit-notes">
      {mayCredit && (
        <div className="invoice-actions">
          <Button icon="pi pi-replay" label={t('invoicing.credit.new')} onClick={() => setDialog(true)} />
        </div>
      )}
      <div className="invoice-table-frame">
        <DataTable<CreditNote[]>
          value={notes}
          loading={state.isFetching}
          dataKey="id"
          size="small"
          responsiveLayout="stack"
          breakpoint="640px"
          emptyMessage={t('invoicing.credit.empty')}
        >
          <Column header={t('invoicing.credit.number')} field="no_nota" />
          <Column header={t('invoicing.credit.date')} body={(n: CreditNote) => formatDateLong(n.tanggal)} />
          <Column header={t('invoicing.credit.reason')} field="alasan" />
          <Column
            header={t('invoicing.credit.ppn')}
            body={(n: CreditNote) => formatCurrency(n.ppn)}
            className="num"
          />
          <Column
            header={t('invoicing.credit.total')}
            body={(n: CreditNote) => formatCurrency(n.total)}
            className="num"
          />
          <Column
            body={(n: CreditNote) => (
              <Button
                icon="pi pi-file-pdf"
                text
                aria-label={`${t('invoicing.actions.pdf')} ${n.no_nota}`}
                onClick={() => void pdf(n)}
              />
            )}
          />
        </DataTable>
      </div>
      {owed > 0 && (
        <p className="invoice-refund-owed" data-testid="refund-owed">
          {t('invoicing.credit.owed', { amount: formatCurrency(owed) })}
        </p>
      )}
      {refunds.length > 0 && (
        <ul className="invoice-refunds">
          {refunds.map((r: InvoiceRefund) => (
            <li key={r.id}>
              {t('invoicing.credit.refunded', {
                amount: formatCurrency(r.jumlah),
                date: formatDateLong(r.tanggal),
                method: r.metode === 'Tunai' ? t('invoicing.credit.cash') : t('invoicing.credit.transfer'),
              })}
            </li>
          ))}
        </ul>
      )}
      {mayRefund && (
        <form className="invoice-pay" onSubmit={refund} data-testid="invoice-refund-form">
          <label htmlFor="invoice-refund-amount">{t('invoicing.payments.amount')}</label>
          <NumberInput
            inputId="invoice-refund-amount"
            value={amount}
            onChange={setAmount}
            prefix="Rp "
            fractionDigits={0}
            invalid={Boolean(errors.jumlah)}
          />
          <label htmlFor="invoice-refund-method">{t('invoicing.payments.method')}</label>
          <Dropdown
            inputId="invoice-refund-method"
            value={method}
            options={REFUND_METHODS.map((m) => ({
              value: m,
              label: m === 'Tunai' ? t('invoicing.credit.cash') : t('invoicing.credit.transfer'),
            }))}
            onChange={(e) => setMethod(REFUND_METHODS.find((m) => m === e.value) ?? 'Transfer')}
          />
          <label htmlFor="invoice-refund-date">{t('invoicing.payments.date')}</label>
          <DateFieldInput field={DAY} inputId="invoice-refund-date" value={day} onChange={setDay} />
          <label htmlFor="invoice-refund-bank">{t('invoicing.credit.fromBank')}</label>
          <Dropdown
            inputId="invoice-refund-bank"
            value={bank}
            options={banks.data?.records ?? []}
            optionLabel="label"
            optionValue="value"
            placeholder={t('invoicing.payments.noBank')}
            showClear
            onChange={(e) => setBank((e.value as number | null | undefined) ?? null)}
            invalid={Boolean(errors.id_bankrekening)}
          />
          <Button type="submit" icon="pi pi-check" label={t('invoicing.credit.refund')} loading={busy} />
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
        </form>
      )}
      {dialog && state.data && (
        <CreditNoteDialog
          id={id}
          state={state.data}
          onClose={() => setDialog(false)}
          onDone={() => {
            setDialog(false);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
