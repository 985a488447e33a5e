import { formatCurrency, formatDateTimeLong, type ReceiptShop } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../app/runtime-config.ts';
import { inventoryApi } from './inventory-api.ts';
import { openPdf, printThermal, type Width } from './thermal-print.ts';
import type { PaidSale } from './use-pos-counter.ts';

type ReceiptView = {
  number: string | null;
  at: string;
  /** Who sold: the sale's login, or (offline, before the server numbers it) the one signed in. */
  cashier: string | null;
  /** The cash session it was made in (issue 34). */
  session: number | null;
  lines: { name: string; qty: number; unit: string; price: number; discount: number; total: number }[];
  subtotal: number;
  discount: number;
  total: number;
  paid: number;
  change: number;
  method: string;
};

function viewOf(paid: PaidSale, unitName: (id: number) => string, cashier: string | null): ReceiptView {
  if (paid.kind === 'posted') {
    const s = paid.sale;
    return {
      number: s.no_transaksi,
      at: s.created_at,
      cashier: s.username ?? cashier,
      session: s.id_session,
      lines: s.lines.map((l) => ({
        name: l.nama_barang,
        qty: l.qty,
        unit: unitName(l.id_satuan),
        price: l.harga_satuan,
        discount: l.diskon,
        total: l.subtotal,
      })),
      subtotal: s.subtotal,
      discount: s.diskon,
      total: s.total,
      paid: s.dibayar,
      change: s.kembalian,
      method: s.metode,
    };
  }
  const discount = paid.lines.reduce((sum, l) => sum + l.diskon, 0);
  return {
    number: null,
    at: paid.queued.queuedAt,
    cashier,
    session: paid.queued.body.session ?? null,
    lines: paid.lines.map((l) => ({
      name: l.nama_barang,
      qty: l.qty,
      unit: l.nama_satuan,
      price: l.harga_satuan,
      discount: l.diskon,
      total: l.subtotal,
    })),
    subtotal: paid.queued.total + discount,
    discount,
    total: paid.queued.total,
    paid: paid.queued.body.payment.amount,
    change: paid.change,
    method: paid.queued.body.payment.method,
  };
}

/**
 * The receipt as it prints on a thermal roll (print CSS sizes the page to 58 or 80 mm), headed with the
 * shop from the catalogue (cached with it, so an offline receipt is the shop's too).
 */
function ReceiptBody({ view, shop, offline }: { view: ReceiptView; shop?: ReceiptShop; offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pos-receipt">
      <p className="pos-receipt-shop">{shop?.name ?? runtimeConfig().appName}</p>
      {shop?.address && <p>{shop.address}</p>}
      {shop?.phone && <p>{shop.phone}</p>}
      {shop?.npwp && <p>{t('inventory.pos.npwp', { npwp: shop.npwp })}</p>}
      <hr />
      <p>{view.number ?? t('inventory.pos.offlineNumber')}</p>
      <p>{formatDateTimeLong(view.at)}</p>
      <p>{t('inventory.pos.cashier', { name: view.cashier ?? '-' })}</p>
      {view.session !== null && <p>{t('inventory.pos.session.number', { id: view.session })}</p>}
      <hr />
      {view.lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines are fixed once printed
        <div key={i} className="pos-receipt-line">
          <div>{l.name}</div>
          <div className="pos-receipt-cols">
            <span>
              {l.qty.toLocaleString('id-ID')} {l.unit} × {formatCurrency(l.price)}
            </span>
            <span>{formatCurrency(l.total + l.discount)}</span>
          </div>
          {l.discount > 0 && (
            <div className="pos-receipt-cols">
              <span>{t('inventory.pos.discount')}</span>
              <span>−{formatCurrency(l.discount)}</span>
            </div>
          )}
        </div>
      ))}
      <hr />
      <div className="pos-receipt-cols pos-receipt-total">
        <span>{t('inventory.pos.total')}</span>
        <span>{formatCurrency(view.total)}</span>
      </div>
      <div className="pos-receipt-cols">
        {/* the offline receipt holds the method's code (cash), the server's its stored label */}
        <span>{t(`options.paymentMethod.${view.method}`, { defaultValue: view.method })}</span>
        <span>{formatCurrency(view.paid)}</span>
      </div>
      <div className="pos-receipt-cols">
        <span>{t('inventory.pos.change')}</span>
        <span>{formatCurrency(view.change)}</span>
      </div>
      {offline && <p className="pos-receipt-note">{t('inventory.pos.offlineReceipt')}</p>}
      <p className="pos-receipt-thanks">{t('inventory.pos.thanks')}</p>
    </div>
  );
}

/** After paying: the receipt with print (58/80 mm thermal), PDF, and a new sale. */
export function PosReceipt({
  paid,
  unitName,
  shop,
  cashier,
  onNext,
}: {
  paid: PaidSale;
  unitName: (id: number) => string;
  shop?: ReceiptShop;
  /** The login at the counter, for a receipt the server has not numbered yet. */
  cashier: string | null;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<Width | null>(null);
  const view = viewOf(paid, unitName, cashier);
  const offline = paid.kind === 'queued';

  const print = (w: Width) => printThermal(w, setWidth);
  const pdf = (w: Width) =>
    paid.kind === 'posted' ? openPdf(() => inventoryApi.receipt(paid.sale.id, w)) : undefined;

  return (
    <Dialog
      header={
        <span>
          {t('inventory.pos.paid')}{' '}
          {offline && (
            <Tag severity="warning" value={t('inventory.pos.queuedTag')} data-testid="pos-queued-tag" />
          )}
        </span>
      }
      visible
      onHide={onNext}
      style={{ width: 'min(26rem, 96vw)' }}
      footer={
        <div className="pos-receipt-actions">
          <Button type="button" icon="pi pi-print" label="58 mm" outlined onClick={() => print(58)} />
          <Button type="button" icon="pi pi-print" label="80 mm" outlined onClick={() => print(80)} />
          {!offline && (
            <Button type="button" icon="pi pi-file-pdf" label="PDF" outlined onClick={() => void pdf(80)} />
          )}
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('inventory.pos.next')}
            onClick={onNext}
            autoFocus
          />
        </div>
      }
    >
      <div data-testid="pos-receipt">
        <ReceiptBody view={view} shop={shop} offline={offline} />
      </div>
      {width !== null &&
        createPortal(
          <div className={`pos-print-area pos-print-${width}`}>
            <ReceiptBody view={view} shop={shop} offline={offline} />
          </div>,
          document.body,
        )}
    </Dialog>
  );
}
