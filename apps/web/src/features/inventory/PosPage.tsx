import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { useSession } from '../../app/session-context.tsx';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import type { PaymentMethod } from './inventory-api.ts';
import { PosCart } from './PosCart.tsx';
import { PosCloseDialog } from './PosCloseDialog.tsx';
import { PosHistory } from './PosHistory.tsx';
import { PosPayment } from './PosPayment.tsx';
import { PosQueue } from './PosQueue.tsx';
import { PosReceipt } from './PosReceipt.tsx';
import { PosOpenSession, PosSessionBar } from './PosSession.tsx';
import { ScanField } from './ScanField.tsx';
import { type PaidSale, usePosCounter } from './use-pos-counter.ts';
import { usePosSession } from './use-pos-session.ts';
import './inventory.css';

/**
 * `/postransaksirizqieta`: the sales counter. Scan or type a code (or part of a name), adjust the cart,
 * take cash, transfer or QRIS, print the receipt. Keeps selling offline from the cached catalogue and
 * syncs the queued sales when the network is back. Sales are made in the counter's open cash session
 * (issue 34): with none open, the page asks to open one with a float; the bar shows the session, its
 * history (reprint, refunds) and the close with the drawer counted.
 */
export function PosPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const cashier = useSession().user?.username ?? null;
  const till = usePosSession();
  const pos = usePosCounter((result) => {
    if (result.posted.length > 0) toast.success(t('inventory.pos.synced', { count: result.posted.length }));
    const fresh = result.refused.filter((r) => r.refused);
    if (fresh.length > 0 && result.posted.length > 0) toast.warn(t('inventory.pos.refusedSome'));
  }, till.session?.id ?? null);
  const [dialog, setDialog] = useState<'history' | 'close' | null>(null);
  const [paid, setPaid] = useState<PaidSale | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // each sale gets a fresh payment panel: the last customer's cash never carries over (issue 34)
  const [sale, setSale] = useState(0);

  if (!pos.catalog || !till.loaded) return <Spinner />;
  const catalog = pos.catalog;
  const unitName = (id: number) =>
    catalog.items.flatMap((i) => i.units).find((u) => u.id_satuan === id)?.nama_satuan ?? '';

  async function pay(method: PaymentMethod, amount: number) {
    // a tracked item sells by serial: one picked per unit before paying (the server holds to it too)
    if (pos.serialsMissing) {
      setError(t('inventory.pos.serialsMissing', pos.serialsMissing));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setPaid(await pos.pay(method, amount));
      setSale((n) => n + 1);
    } catch (e) {
      const body = errorAnswerOf(e);
      if (e instanceof ApiError && e.status === 422 && body?.errors)
        setError(Object.values(body.errors).flat().join('; '));
      else showRequestError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="pos-page" data-testid="pos-page">
      <header className="pos-header">
        <h1>{t('inventory.pos.title')}</h1>
        <Tag
          severity={pos.online ? 'success' : 'warning'}
          value={pos.online ? t('inventory.pos.online') : t('inventory.pos.offline')}
          data-testid="pos-network"
        />
      </header>
      {pos.catalogFrom === 'cache' && <Message severity="warn" text={t('inventory.pos.cachedCatalog')} />}
      {till.session && (
        <PosSessionBar
          session={till.session}
          onHistory={() => setDialog('history')}
          onClose={() => setDialog('close')}
        />
      )}
      {!till.session && (
        <PosOpenSession counter={till.counter} onCounter={till.setCounter} onOpen={till.open} />
      )}
      {till.session && dialog === 'history' && (
        <PosHistory session={till.session.id} onHide={() => setDialog(null)} />
      )}
      {till.session && dialog === 'close' && (
        <PosCloseDialog
          session={till.session}
          onClosed={() => undefined}
          onHide={() => {
            setDialog(null);
            void till.reload();
          }}
        />
      )}
      {till.session && (
        <div className="pos-layout">
          <div className="pos-main">
            <ScanField
              catalog={catalog}
              onPick={(item) => {
                const result = pos.add(item);
                if (result === 'noPrice')
                  toast.warn(t('inventory.pos.noPriceFor', { name: item.nama_barang }));
                if (result === 'noStock')
                  toast.warn(t('inventory.pos.noStockFor', { name: item.nama_barang, qty: item.stok }));
              }}
              onUnknown={(code) => toast.warn(t('inventory.pos.unknownCode', { code }))}
            />
            {pos.quote && (
              <PosCart
                catalog={catalog}
                quote={pos.quote}
                onChange={(index, next) => {
                  if (!pos.change(index, next)) toast.warn(t('inventory.pos.tooMany'));
                }}
                onRemove={pos.remove}
                onSerials={pos.pickSerials}
              />
            )}
          </div>
          <aside className="pos-side">
            <PosPayment
              key={sale}
              subtotal={pos.quote?.subtotal ?? 0}
              discount={pos.quote?.diskon ?? 0}
              total={pos.quote?.total ?? 0}
              busy={busy}
              error={error}
              onPay={(method, amount) => void pay(method, amount)}
            />
            <PosQueue
              queue={pos.queue}
              syncing={pos.syncing}
              online={pos.online}
              onSync={() => void pos.sync()}
              onDiscard={(id) => void pos.discard(id)}
            />
          </aside>
        </div>
      )}
      {paid && (
        <PosReceipt
          paid={paid}
          unitName={unitName}
          shop={catalog.shop}
          cashier={cashier}
          onNext={() => {
            setPaid(null);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
