/**
 * The POS counter's state: the catalogue (from the server, else from the IndexedDB cache), the cart priced
 * with core's `quoteCart`, paying (online, or queued when the server cannot be reached), and the queue
 * synced whenever the browser comes back online and every 30 s while sales wait.
 */
import {
  type CartLine,
  type CatalogItem,
  cartBaseQty,
  formatYmd,
  type PosCatalog,
  quoteCart,
} from '@kantor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readCachedCatalog, writeCachedCatalog } from './catalog-cache.ts';
import { inventoryApi, type PaymentMethod, type Sale, type SaleBody } from './inventory-api.ts';
import {
  dropQueued,
  isOffline,
  type QueuedSale,
  queuedSales,
  queueSale,
  type SyncResult,
  syncQueue,
} from './sale-queue.ts';

export type PaidSale =
  | { kind: 'posted'; sale: Sale }
  | { kind: 'queued'; queued: QueuedSale; change: number; lines: ReturnType<typeof quoteCart>['lines'] };

export type AddResult = 'added' | 'noPrice' | 'noStock';

const SYNC_EVERY_MS = 30_000;

export function usePosCounter(onSynced: (result: SyncResult) => void, session: number | null = null) {
  const [catalog, setCatalog] = useState<PosCatalog | null>(null);
  const [catalogFrom, setCatalogFrom] = useState<'server' | 'cache' | null>(null);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [cart, setCart] = useState<CartLine[]>([]);
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const [syncing, setSyncing] = useState(false);
  const syncedRef = useRef(onSynced);
  syncedRef.current = onSynced;

  const loadCatalog = useCallback(async () => {
    try {
      const fresh = await inventoryApi.catalog();
      setCatalog(fresh);
      setCatalogFrom('server');
      await writeCachedCatalog({ ...fresh, loadedAt: new Date().toISOString() });
    } catch (error) {
      const cached = await readCachedCatalog();
      if (cached) {
        setCatalog(cached);
        setCatalogFrom('cache');
      } else if (!isOffline(error)) throw error;
    }
  }, []);

  const refreshQueue = useCallback(async () => setQueue(await queuedSales()), []);

  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      const result = await syncQueue(inventoryApi.postSale);
      await refreshQueue();
      if (!result.offline) setOnline(true);
      if (result.posted.length > 0) await loadCatalog();
      syncedRef.current(result);
      return result;
    } finally {
      setSyncing(false);
    }
  }, [loadCatalog, refreshQueue]);

  useEffect(() => {
    void loadCatalog();
    void refreshQueue();
  }, [loadCatalog, refreshQueue]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  const waiting = queue.some((q) => !q.refused);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);

  const quote = useMemo(() => (catalog ? quoteCart(catalog, cart) : null), [catalog, cart]);

  /** Adds one of an item (its cheapest priced unit unless given), refusing what the stock cannot cover. */
  const add = useCallback(
    (item: CatalogItem, unitId?: number, qty = 1): AddResult => {
      if (!catalog) return 'noPrice';
      const unit = unitId
        ? item.units.find((u) => u.id_satuan === unitId)
        : item.units.find((u) => u.harga != null);
      if (!unit || unit.harga == null) return 'noPrice';
      if (cartBaseQty(catalog, cart, item.id) + qty * unit.faktor > item.stok) return 'noStock';
      setCart((lines) => {
        const same = lines.findIndex((l) => l.item === item.id && l.unit === unit.id_satuan);
        if (same < 0) return [...lines, { item: item.id, unit: unit.id_satuan, qty }];
        return lines.map((l, i) => (i === same ? { ...l, qty: l.qty + qty } : l));
      });
      return 'added';
    },
    [catalog, cart],
  );

  /** Sets a line's quantity or unit; refuses (answers false) when the stock cannot cover it. */
  const change = useCallback(
    (index: number, next: Partial<CartLine>): boolean => {
      if (!catalog) return false;
      const lines = cart.map((l, i) => (i === index ? { ...l, ...next } : l));
      const line = lines[index];
      const item = catalog.items.find((i) => i.id === line?.item);
      if (!line || !item || !(line.qty > 0)) return false;
      if (cartBaseQty(catalog, lines, item.id) > item.stok) return false;
      setCart(lines);
      return true;
    },
    [catalog, cart],
  );

  /** Sets the serials picked for a line (an item received with serials sells one per unit). */
  const pickSerials = useCallback(
    (index: number, serials: string[]) =>
      setCart((lines) => lines.map((l, i) => (i === index ? { ...l, serials } : l))),
    [],
  );

  /** The first line of an item received with serials whose serials do not match its quantity. */
  const serialsMissing = useMemo(() => {
    if (!catalog) return null;
    for (const line of cart) {
      const item = catalog.items.find((i) => i.id === line.item);
      if (item?.serials && (line.serials?.length ?? 0) !== line.qty)
        return { name: item.nama_barang, qty: line.qty };
    }
    return null;
  }, [catalog, cart]);

  const remove = useCallback((index: number) => setCart((lines) => lines.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setCart([]), []);

  /**
   * Pays the cart: posted at once when the server answers; queued (and the cached stock lowered) when it
   * cannot be reached. A 422 (stock gone, short payment) is thrown for the screen to show.
   */
  const pay = useCallback(
    async (method: PaymentMethod, amount: number): Promise<PaidSale> => {
      if (!catalog || !quote) throw new Error('no catalogue');
      const body: SaleBody = {
        client_id: crypto.randomUUID(),
        date: formatYmd(new Date()),
        // the cash session the sale is made in (issue 34); none is refused by the server
        ...(session === null ? {} : { session }),
        // the serials picked for a tracked item travel with the sale, queued offline too (issue 34)
        lines: cart.map(({ item, unit, qty, serials }) => ({
          item,
          unit,
          qty,
          ...(serials && serials.length > 0 ? { serials } : {}),
        })),
        payment: { method, amount },
      };
      try {
        const { sale } = await inventoryApi.postSale(body);
        setCart([]);
        void loadCatalog();
        return { kind: 'posted', sale };
      } catch (error) {
        if (!isOffline(error)) throw error;
        setOnline(false);
        const queued: QueuedSale = { body, total: quote.total, queuedAt: new Date().toISOString() };
        await queueSale(queued);
        const lowered: PosCatalog = {
          ...catalog,
          items: catalog.items.map((i) => {
            const sold = new Set(cart.filter((l) => l.item === i.id).flatMap((l) => l.serials ?? []));
            return {
              ...i,
              stok: i.stok - cartBaseQty(catalog, cart, i.id),
              ...(i.serials ? { serials: i.serials.filter((s) => !sold.has(s)) } : {}),
            };
          }),
        };
        setCatalog(lowered);
        await writeCachedCatalog({ ...lowered, loadedAt: new Date().toISOString() });
        await refreshQueue();
        setCart([]);
        return {
          kind: 'queued',
          queued,
          change: method === 'cash' ? amount - quote.total : 0,
          lines: quote.lines,
        };
      }
    },
    [catalog, cart, quote, session, loadCatalog, refreshQueue],
  );

  const discard = useCallback(
    async (clientId: string) => {
      await dropQueued(clientId);
      await refreshQueue();
    },
    [refreshQueue],
  );

  return {
    catalog,
    catalogFrom,
    online,
    cart,
    quote,
    queue,
    syncing,
    add,
    change,
    remove,
    pickSerials,
    serialsMissing,
    clear,
    pay,
    sync,
    discard,
    reload: loadCatalog,
  };
}
