import {
  type CreditNote,
  canViewRoute,
  formatCurrency,
  formatDateLong,
  type InvoiceRefund,
} from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import {
  MoneyMovementFields,
  moneyBody,
  useMoneyMovement,
} from '../../resources/inputs/MoneyMovementFields.tsx';
import { showRequestError } from '../../ui/index.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';
import { invoicingApi, openPdf } from './invoicing-api.ts';
import { sendForm } from './send-form.ts';
import './invoicing.css';

// loaded when opened: its serial picker's MultiSelect is in the list screen's chunk, which the invoice's
// view would otherwise download with this panel
const CreditNoteDialog = lazy(() =>
  import('./CreditNoteDialog.tsx').then((m) => ({ default: m.CreditNoteDialog })),
);

const REFUND_METHODS = ['Transfer', 'Tunai'] as const;

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
  const [money, setMoney] = useMoneyMovement<(typeof REFUND_METHODS)[number]>(owed, 'Transfer');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

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
    void sendForm(setBusy, setErrors, () => invoicingApi.refund(id, moneyBody(money)), refresh);
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
        <PanelTable<CreditNote>
          rows={notes}
          rowKey={(n) => n.id}
          loading={state.isFetching}
          emptyMessage={t('invoicing.credit.empty')}
          columns={[
            { key: 'number', header: t('invoicing.credit.number'), body: (n) => n.no_nota },
            { key: 'date', header: t('invoicing.credit.date'), body: (n) => formatDateLong(n.tanggal) },
            { key: 'reason', header: t('invoicing.credit.reason'), body: (n) => n.alasan },
            {
              key: 'ppn',
              header: t('invoicing.credit.ppn'),
              body: (n) => formatCurrency(n.ppn),
              className: 'num',
            },
            {
              key: 'total',
              header: t('invoicing.credit.total'),
              body: (n) => formatCurrency(n.total),
              className: 'num',
            },
            {
              key: 'pdf',
              header: null,
              body: (n) => (
                <Button
                  icon="pi pi-file-pdf"
                  text
                  aria-label={`${t('invoicing.actions.pdf')} ${n.no_nota}`}
                  onClick={() => void pdf(n)}
                />
              ),
            },
          ]}
        />
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
          <MoneyMovementFields
            idPrefix="invoice-refund"
            value={money}
            onChange={setMoney}
            methods={REFUND_METHODS.map((m) => ({
              value: m,
              label: m === 'Tunai' ? t('invoicing.credit.cash') : t('invoicing.credit.transfer'),
            }))}
            labels={{
              amount: t('invoicing.payments.amount'),
              method: t('invoicing.payments.method'),
              date: t('invoicing.payments.date'),
              bank: t('invoicing.credit.fromBank'),
              noBank: t('invoicing.payments.noBank'),
            }}
            errors={errors}
          />
          <Button type="submit" icon="pi pi-check" label={t('invoicing.credit.refund')} loading={busy} />
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
        </form>
      )}
      {dialog && state.data && (
        <Suspense fallback={null}>
          <CreditNoteDialog
            id={id}
            state={state.data}
            onClose={() => setDialog(false)}
            onDone={() => {
              setDialog(false);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
