/**
 * A session's sales history (issue 34): each sale with its receipt to reprint and a refund of the whole
 * sale or some lines (never more than is left of a line), each refund with its return receipt.
 */
import { formatCurrency, formatDateTimeLong } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAnswerOf } from '../../api/errors.ts';
import { SerialPicker } from '../../resources/inputs/SerialPicker.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { inventoryApi, type Sale, type ZReport } from './inventory-api.ts';
import { openPdf } from './thermal-print.ts';

/** What is left of each line of a sale after the refunds already made. */
function leftOf(report: ZReport, sale: Sale): number[] {
  const back = report.returns.filter((r) => r.id_sale === sale.id).flatMap((r) => r.lines);
  return sale.lines.map((l, i) =>
    Number((l.qty - back.filter((b) => b.line === i).reduce((sum, b) => sum + b.qty, 0)).toFixed(4)),
  );
}

/** The serials of each line of a sale still out (sold, not brought back by a refund yet). */
function serialsOutOf(report: ZReport, sale: Sale): string[][] {
  const back = report.returns.filter((r) => r.id_sale === sale.id).flatMap((r) => r.lines);
  return sale.lines.map((l, i) => {
    const returned = new Set(back.filter((b) => b.line === i).flatMap((b) => b.serials ?? []));
    return (l.serials ?? []).filter((s) => !returned.has(s));
  });
}

function RefundForm({
  sale,
  left,
  out,
  session,
  onDone,
}: {
  sale: Sale;
  left: number[];
  /** Per line, its serials still out: part of a tracked line names which come back (issue 34). */
  out: string[][];
  session: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [qty, setQty] = useState<number[]>(left);
  const [serials, setSerials] = useState<string[][]>(() => sale.lines.map(() => []));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // one id per refund form: a retried click refunds once
  const [clientId] = useState(() => crypto.randomUUID());
  async function refund() {
    setBusy(true);
    setError(null);
    try {
      const lines = qty
        .map((q, line) => ({ line, qty: q, ...(serials[line]?.length ? { serials: serials[line] } : {}) }))
        .filter((l) => l.qty > 0);
      const { return: made } = await inventoryApi.postReturn({
        client_id: clientId,
        sale: sale.id,
        session,
        lines,
      });
      toast.success(
        t('inventory.pos.session.refunded', { number: made.no_retur, amount: formatCurrency(made.total) }),
      );
      void openPdf(() => inventoryApi.returnReceipt(made.id, 80));
      onDone();
    } catch (e) {
      const body = errorAnswerOf(e);
      if (body?.errors) setError(Object.values(body.errors).flat().join('; '));
      else showRequestError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="pos-refund" data-testid="pos-refund">
      {sale.lines.map((l, i) => (
        <div key={`${l.id_barangkeluar}`} className="pos-refund-line">
          <label htmlFor={`pos-refund-${sale.id}-${i}`}>
            {l.nama_barang} ({t('inventory.pos.session.left', { qty: left[i] })})
          </label>
          <NumberInput
            value={qty[i] ?? 0}
            onChange={(n) => setQty((all) => all.map((q, j) => (j === i ? (n ?? 0) : q)))}
            fractionDigits={4}
            inputId={`pos-refund-${sale.id}-${i}`}
          />
          {/* the rest of a line brings all its serials back; part of it names which */}
          {(out[i]?.length ?? 0) > 0 && (qty[i] ?? 0) > 0 && (qty[i] ?? 0) < (left[i] ?? 0) && (
            <SerialPicker
              value={serials[i] ?? []}
              options={out[i] ?? []}
              qty={qty[i] ?? 0}
              onChange={(next) => setSerials((all) => all.map((s, j) => (j === i ? next : s)))}
              placeholder={t('inventory.pos.serialsBack', { qty: qty[i] })}
              countText={t('inventory.pos.serialsCount', { count: serials[i]?.length ?? 0, qty: qty[i] })}
              ariaLabel={t('inventory.pos.serialsOf', { name: l.nama_barang })}
              testId="pos-refund-serials"
            />
          )}
        </div>
      ))}
      {error && <p className="pos-error">{error}</p>}
      <Button
        type="button"
        icon="pi pi-replay"
        label={t('inventory.pos.session.refundConfirm')}
        severity="danger"
        loading={busy}
        disabled={qty.every((q) => q <= 0)}
        onClick={() => void refund()}
        data-testid="pos-refund-confirm"
      />
    </div>
  );
}

export function PosHistory({ session, onHide }: { session: number; onHide: () => void }) {
  const { t } = useTranslation();
  const [report, setReport] = useState<ZReport | null>(null);
  const [refunding, setRefunding] = useState<number | null>(null);
  const load = useCallback(
    () => inventoryApi.sessionReport(session).then(setReport, showRequestError),
    [session],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Dialog
      header={t('inventory.pos.session.historyTitle', { id: session })}
      visible
      onHide={onHide}
      style={{ width: 'min(40rem, 96vw)' }}
    >
      {report && report.sales.length === 0 && <p>{t('inventory.pos.session.noSales')}</p>}
      <ul className="pos-history" data-testid="pos-history">
        {[...(report?.sales ?? [])].reverse().map((sale) => {
          const left = leftOf(report!, sale);
          return (
            <li key={sale.id}>
              <div className="pos-history-row">
                <span>
                  <strong>{sale.no_transaksi}</strong> · {formatDateTimeLong(sale.created_at)} · {sale.metode}
                </span>
                <span>{formatCurrency(sale.total)}</span>
                <Button
                  type="button"
                  icon="pi pi-print"
                  text
                  aria-label={t('inventory.pos.session.reprint', { number: sale.no_transaksi })}
                  onClick={() => void openPdf(() => inventoryApi.receipt(sale.id, 80))}
                />
                <Button
                  type="button"
                  icon="pi pi-replay"
                  text
                  severity="danger"
                  disabled={left.every((q) => q <= 0)}
                  aria-label={t('inventory.pos.session.refund', { number: sale.no_transaksi })}
                  onClick={() => setRefunding(refunding === sale.id ? null : sale.id)}
                  data-testid={`pos-refund-${sale.no_transaksi}`}
                />
              </div>
              {refunding === sale.id && (
                <RefundForm
                  sale={sale}
                  left={left}
                  out={serialsOutOf(report!, sale)}
                  session={session}
                  onDone={() => {
                    setRefunding(null);
                    void load();
                  }}
                />
              )}
              {report!.returns
                .filter((r) => r.id_sale === sale.id)
                .map((r) => (
                  <div key={r.id} className="pos-history-return">
                    <span>
                      {r.no_retur} · −{formatCurrency(r.total)}
                    </span>
                    <Button
                      type="button"
                      icon="pi pi-print"
                      text
                      aria-label={t('inventory.pos.session.reprint', { number: r.no_retur })}
                      onClick={() => void openPdf(() => inventoryApi.returnReceipt(r.id, 80))}
                    />
                  </div>
                ))}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
