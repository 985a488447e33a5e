/**
 * The POS's offline queue: a sale the server could not be reached for is kept in IndexedDB (idb-keyval)
 * under its `client_id`, shown to the cashier, and posted when the network is back. The server records
 * one sale per `client_id`, so a sale sent twice (a retry after a lost answer) is still one sale. A sale
 * the server refuses on sync (stock gone, price changed) stays in the queue, marked, until the cashier
 * deals with it: it is never dropped.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { errorAnswerOf, notReached } from '../../api/errors.ts';
import type { Sale, SaleBody } from './inventory-api.ts';

export type QueuedSale = {
  body: SaleBody;
  /** What the cashier saw: total and change, for the queue list. */
  total: number;
  queuedAt: string;
  refused?: { message: string; errors: Record<string, string[]> };
};

export type SyncResult = { posted: Sale[]; refused: QueuedSale[]; offline: boolean };

let store: UseStore | null = null;
const queueStore = () => {
  store ??= createStore('kantor-pos', 'sales');
  return store;
};

export async function queueSale(sale: QueuedSale): Promise<void> {
  await set(sale.body.client_id, sale, queueStore());
}

export async function queuedSales(): Promise<QueuedSale[]> {
  const all = (await entries<string, QueuedSale>(queueStore())).map(([, v]) => v);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function dropQueued(clientId: string): Promise<void> {
  await del(clientId, queueStore());
}

/** A failure that means "not reached" (keep queuing) rather than "refused" (show it). */
export const isOffline = notReached;

/**
 * Posts the queue oldest first. Stops at the first sale that cannot reach the server (still offline);
 * a refused sale is marked and kept; a posted one leaves the queue.
 */
export async function syncQueue(post: (body: SaleBody) => Promise<{ sale: Sale }>): Promise<SyncResult> {
  const result: SyncResult = { posted: [], refused: [], offline: false };
  for (const queued of await queuedSales()) {
    if (queued.refused) {
      result.refused.push(queued);
      continue;
    }
    try {
      const { sale } = await post(queued.body);
      await dropQueued(queued.body.client_id);
      result.posted.push(sale);
    } catch (error) {
      if (isOffline(error)) {
        result.offline = true;
        break;
      }
      const body = errorAnswerOf(error);
      const refused: QueuedSale = {
        ...queued,
        refused: { message: body?.message ?? String(error), errors: body?.errors ?? {} },
      };
      await queueSale(refused);
      result.refused.push(refused);
    }
  }
  return result;
}
