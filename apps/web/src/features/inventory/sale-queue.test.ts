import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import type { Sale, SaleBody } from './inventory-api.ts';
import { dropQueued, isOffline, type QueuedSale, queuedSales, queueSale, syncQueue } from './sale-queue.ts';

function queued(id: string, at: string): QueuedSale {
  return {
    body: {
      client_id: id,
      date: '2026-11-25',
      lines: [{ item: 1, unit: 1, qty: 1 }],
      payment: { method: 'cash', amount: 10_000 },
    },
    total: 10_000,
    queuedAt: at,
  };
}

const saleFor = (body: SaleBody, n: number) => ({ id: n, client_id: body.client_id }) as unknown as Sale;

beforeEach(async () => {
  for (const q of await queuedSales()) await dropQueued(q.body.client_id);
});

describe('the POS offline queue', () => {
  it('keeps sales in IndexedDB, oldest first, one per client id', async () => {
    await queueSale(queued('b', '2026-11-25T03:00:00Z'));
    await queueSale(queued('a', '2026-11-25T02:00:00Z'));
    await queueSale(queued('a', '2026-11-25T02:00:00Z'));
    expect((await queuedSales()).map((q) => q.body.client_id)).toEqual(['a', 'b']);
  });

  it('posts the queue in order and empties it', async () => {
    await queueSale(queued('a', '2026-11-25T02:00:00Z'));
    await queueSale(queued('b', '2026-11-25T03:00:00Z'));
    const sent: string[] = [];
    const result = await syncQueue(async (body) => {
      sent.push(body.client_id);
      return { sale: saleFor(body, sent.length) };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result.posted.map((s) => s.client_id)).toEqual(['a', 'b']);
    expect(await queuedSales()).toEqual([]);
  });

  it('stops at the first sale that cannot reach the server and keeps the rest', async () => {
    await queueSale(queued('a', '2026-11-25T02:00:00Z'));
    await queueSale(queued('b', '2026-11-25T03:00:00Z'));
    let calls = 0;
    const result = await syncQueue(async () => {
      calls += 1;
      throw new ApiError(0, null);
    });
    expect(calls).toBe(1);
    expect(result.offline).toBe(true);
    expect((await queuedSales()).map((q) => q.body.client_id)).toEqual(['a', 'b']);
  });

  it('marks a refused sale and keeps it, posting the others', async () => {
    await queueSale(queued('a', '2026-11-25T02:00:00Z'));
    await queueSale(queued('b', '2026-11-25T03:00:00Z'));
    const result = await syncQueue(async (body) => {
      if (body.client_id === 'a')
        throw new ApiError(422, { message: 'Invalid', errors: { lines: ['Stok tidak cukup'] } });
      return { sale: saleFor(body, 1) };
    });
    expect(result.posted.map((s) => s.client_id)).toEqual(['b']);
    const left = await queuedSales();
    expect(left).toHaveLength(1);
    expect(left[0]?.refused).toEqual({ message: 'Invalid', errors: { lines: ['Stok tidak cukup'] } });
    // a refused sale is not sent again by itself: the cashier decides
    let calls = 0;
    await syncQueue(async (body) => {
      calls += 1;
      return { sale: saleFor(body, 2) };
    });
    expect(calls).toBe(0);
  });

  it('tells "not reached" from "refused"', () => {
    expect(isOffline(new ApiError(0, null))).toBe(true);
    expect(isOffline(new ApiError(503, null))).toBe(true);
    expect(isOffline(new ApiError(429, null))).toBe(true);
    expect(isOffline(new ApiError(422, {}))).toBe(false);
    expect(isOffline(new ApiError(403, {}))).toBe(false);
  });
});
