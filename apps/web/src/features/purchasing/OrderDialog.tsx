import { type FieldDef, formatCurrency, formatDateLong, formatYmd } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { type PurchaseOrderLine, purchasingApi } from './purchasing-api.ts';
import { STATE_KEYS, useSubmit } from './use-submit.ts';

const DAY: FieldDef = { kind: 'date' };
type Typed = PurchaseOrderLine & { now: number | null };

/**
 * One order: its lines with what was received and is left, receiving now (each line's quantity, the
 * day and the delivery note: one goods-in receipt), placing a draft, cancelling, and its receipts.
 */
export function OrderDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const order = useQuery({ queryKey: ['purchasing', 'order', id], queryFn: () => purchasingApi.order(id) });
  const [now, setNow] = useState<Record<number, number | null>>({});
  const [day, setDay] = useState<Date | null>(() => new Date());
  const [note, setNote] = useState('');
  // the order lines in the order they were sent: the server names a line by its place in the request
  const [sent, setSent] = useState<number[]>([]);
  const { busy, errors, submit, problems } = useSubmit();
  const o = order.data;
  const qty = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 4 });
  const open = o?.status === 'Dipesan' || o?.status === 'Sebagian Diterima';

  async function receive() {
    if (!o) return;
    const lines = o.lines.map((l) => ({ id_line: l.id, qty: now[l.id] ?? 0 })).filter((l) => l.qty > 0);
    setSent(lines.map((l) => l.id_line));
    const answer = await submit(() =>
      purchasingApi.receive(id, {
        tanggal: day ? formatYmd(day) : undefined,
        no_faktur_supplier: note || undefined,
        lines,
      }),
    );
    if (answer) {
      setNow({});
      await order.refetch();
    }
  }
  async function change(to: 'place' | 'cancel') {
    const answer = await submit(() =>
      to === 'place' ? purchasingApi.placeOrder(id) : purchasingApi.cancelOrder(id),
    );
    if (answer) await order.refetch();
  }

  return (
    <Dialog
      header={o ? `${o.no_po} · ${o.nama_supplier}` : t('purchasing.orders.title')}
      visible
      onHide={onClose}
      className="purchasing-dialog"
      style={{ width: 'min(64rem, 96vw)' }}
    >
      {o && (
        <>
          <p data-testid="po-state">
            {t(STATE_KEYS[o.status]!)} · {formatDateLong(o.tanggal)} · {t('purchasing.orders.total')}{' '}
            {formatCurrency(o.total)}
          </p>
          {/* the typed quantities ride in the rows: the table redraws a cell only when its rows change */}
          <DataTable<Typed[]>
            value={o.lines.map((l) => ({ ...l, now: now[l.id] ?? null }))}
            dataKey="id"
            size="small"
          >
            <Column field="nama_barang" header={t('purchasing.orders.item')} />
            <Column field="nama_satuan" header={t('purchasing.orders.unit')} />
            <Column
              header={t('purchasing.orders.qty')}
              body={(l: PurchaseOrderLine) => qty(l.qty)}
              className="num"
            />
            <Column
              header={t('purchasing.orders.price')}
              body={(l: PurchaseOrderLine) => formatCurrency(l.harga)}
              className="num"
            />
            <Column
              header={t('purchasing.orders.received')}
              body={(l: PurchaseOrderLine) => qty(l.diterima)}
              className="num"
            />
            <Column
              header={t('purchasing.orders.left')}
              body={(l: PurchaseOrderLine) => qty(l.sisa)}
              className="num"
            />
            {open && (
              <Column
                header={t('purchasing.orders.receiveNow')}
                body={(l: Typed) => {
                  const index = sent.indexOf(l.id);
                  return (
                    <NumberInput
                      value={l.now}
                      onChange={(v) => setNow((all) => ({ ...all, [l.id]: v }))}
                      fractionDigits={4}
                      className="purchasing-qty"
                      aria-label={`${t('purchasing.orders.receiveNow')} ${l.nama_barang}`}
                      invalid={Boolean(errors[`lines.${index}.qty`])}
                      disabled={l.sisa === 0}
                    />
                  );
                }}
              />
            )}
          </DataTable>
          {open && (
            <div className="purchasing-form purchasing-lines">
              <label htmlFor="po-receive-date">{t('purchasing.orders.receiveDate')}</label>
              <DateFieldInput field={DAY} inputId="po-receive-date" value={day} onChange={setDay} />
              <label htmlFor="po-receive-note">{t('purchasing.orders.deliveryNote')}</label>
              <InputText id="po-receive-note" value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
          )}
          {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
          {o.receipts.length > 0 && (
            <p>
              {t('purchasing.orders.receipts')}:{' '}
              {o.receipts.map((r) => `${r.no_referensi} (${formatDateLong(r.tanggal)})`).join(', ')}
            </p>
          )}
          <div className="purchasing-actions">
            {o.status === 'Draft' && (
              <Button
                label={t('purchasing.orders.place')}
                icon="pi pi-send"
                loading={busy}
                onClick={() => void change('place')}
              />
            )}
            {(o.status === 'Draft' || o.status === 'Dipesan') && (
              <Button
                label={t('purchasing.orders.cancel')}
                severity="danger"
                outlined
                loading={busy}
                onClick={() => void change('cancel')}
              />
            )}
            {open && (
              <Button
                label={t('purchasing.orders.receive')}
                icon="pi pi-download"
                loading={busy}
                data-testid="po-receive"
                onClick={() => void receive()}
              />
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
