import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatYmd } from '../../format/dates.ts';
import { defineRoute, routeUrl } from './define-route.ts';
import { INVENTORY_ROUTES, ReceivingBody, SaleBody } from './inventory.ts';
import { INVOICING_ROUTES, PaymentBody } from './invoicing.ts';
import { said, saidOf } from './wire.ts';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const sale = (over: Record<string, unknown> = {}) => ({
  client_id: UUID,
  lines: [{ item: 5, qty: 2 }],
  payment: { method: 'cash', amount: 100_000 },
  ...over,
});

/** The fields a failed parse names, each with its catalogue key. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), saidOf(issue.message)?.key ?? 'zod']),
  );
}

describe('defineRoute', () => {
  it('refuses a path parameter its params schema does not name', () => {
    expect(() =>
      defineRoute({
        method: 'GET',
        path: '/x/:id',
        access: { kind: 'signedIn' },
        summary: 's',
        answer: z.object({}),
        answerSays: 'a',
      }),
    ).toThrow(/"id"/);
  });

  it('fills a path with its parameters, encoded, below /api', () => {
    expect(routeUrl({ path: '/pos/sales/:id/receipt' }, { id: 7 })).toBe('pos/sales/7/receipt');
    expect(routeUrl({ path: '/rstok/kartu/:id' }, { id: 'a/b c' })).toBe('rstok/kartu/a%2Fb%20c');
    expect(routeUrl({ path: '/:resource/delete/:id' }, { resource: 'tes', id: '1,2' })).toBe(
      'tes/delete/1,2',
    );
    expect(() => routeUrl({ path: '/rstok/kartu/:id' }, {})).toThrow(/"id"/);
  });

  it('declares each inventory and invoicing route once: no two share a method and path', () => {
    const all = [...Object.values(INVENTORY_ROUTES), ...Object.values(INVOICING_ROUTES)];
    const keys = all.map((def) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /pos/sales');
    expect(keys).toContain('GET /pos/sales');
  });
});

describe('said / saidOf', () => {
  it('carries a catalogue key and its parameters through a zod message', () => {
    expect(saidOf(said('validation.rangeMin', { min: 0.01 }).message)).toEqual({
      key: 'validation.rangeMin',
      params: { min: 0.01 },
    });
    expect(saidOf(said('validation.required').message)).toEqual({ key: 'validation.required' });
    expect(saidOf('Invalid input: expected number')).toBeNull();
  });
});

describe('a POS sale as the route reads it', () => {
  it('takes numbers in machine form only (issue 32) and names each bad line field', () => {
    expect(SaleBody.parse(sale({ lines: [{ item: '5', qty: '0.5', unit: '' }] })).lines).toEqual([
      { item: 5, qty: 0.5 },
    ]);
    for (const qty of ['0x10', true, [1], '', '1,5', 'Infinity', { n: 1 }, null, 0, 1_000_001])
      expect(problems(SaleBody, sale({ lines: [{ item: 5, qty }] })), JSON.stringify(qty)).toEqual({
        'lines.0.qty': 'validation.rangeMin',
      });
    expect(problems(SaleBody, sale({ lines: [{ item: '0x5', qty: 1, unit: [1] }] }))).toEqual({
      'lines.0.item': 'validation.exists',
      'lines.0.unit': 'validation.exists',
    });
  });

  it('names every problem of a bad sale at once, reading a missing payment as an empty one', () => {
    expect(problems(SaleBody, { client_id: 'x', lines: [], payment: { method: 'cheque' } })).toEqual({
      client_id: 'validation.invalid',
      lines: 'validation.noLines',
      'payment.method': 'validation.in',
      'payment.amount': 'validation.integer',
    });
    expect(Object.keys(problems(SaleBody, { client_id: UUID, lines: 'x' })).sort()).toEqual([
      'lines',
      'payment.amount',
      'payment.method',
    ]);
  });

  it('keeps the client_id in lower case, the method too, and drops what it does not declare', () => {
    const read = SaleBody.parse(
      sale({ client_id: ` ${UUID.toUpperCase()} `, payment: { method: 'QRIS', amount: 5 }, harga: 1 }),
    );
    expect(read.client_id).toBe(UUID);
    expect(read.payment.method).toBe('qris');
    expect(read).not.toHaveProperty('harga');
  });

  it('takes an offline sale’s day up to a week back, not later than today', () => {
    const day = (offset: number) => formatYmd(new Date(Date.now() + offset * 86_400_000));
    expect(SaleBody.parse(sale({ date: day(-6) })).date).toBe(day(-6));
    expect(problems(SaleBody, sale({ date: day(-9) }))).toEqual({ date: 'validation.invalid' });
    expect(problems(SaleBody, sale({ date: '2999-01-01' }))).toEqual({ date: 'validation.invalid' });
    expect(SaleBody.parse(sale({ date: '' })).date).toBeUndefined();
  });
});

describe('a counter receiving as the route reads it', () => {
  const line = { item: 5, qty: 1, unit: 1, cost: 30_000 };
  it('needs a name for a line without an item, checked beside the line’s other problems', () => {
    expect(
      problems(ReceivingBody, { client_id: UUID, supplier: 1, lines: [{ qty: 'x', unit: 1, cost: 1 }] }),
    ).toEqual({ 'lines.0.qty': 'validation.rangeMin', 'lines.0.name': 'validation.required' });
    const named = ReceivingBody.parse({
      client_id: UUID,
      supplier: 1,
      invoiceNumber: `  ${'F'.repeat(60)} `,
      lines: [{ name: ' DVR ', code: ' ', qty: 1, unit: 1, cost: 1 }],
    });
    expect(named.lines[0]).toEqual({ name: 'DVR', qty: 1, unit: 1, cost: 1 });
    expect(named.invoiceNumber).toBe('F'.repeat(50));
  });

  it('refuses a day that is not a calendar day, or after today, with one message each', () => {
    const body = (date: string) => ({ client_id: UUID, supplier: 1, date, lines: [line] });
    const read = (date: string) =>
      ReceivingBody.safeParse(body(date)).error?.issues.map((i) => saidOf(i.message)?.key);
    expect(read('2026-02-31')).toEqual(['validation.date']);
    expect(read('besok')).toEqual(['validation.date']);
    expect(read('2999-12-31')).toEqual(['validation.dateFuture']);
    expect(read('2026-01-15')).toBeUndefined();
  });
});

describe('an invoice payment as the route reads it', () => {
  it('is Transfer when no method is given and refuses amounts below 1', () => {
    expect(PaymentBody.parse({ jumlah: '150000' })).toEqual({ jumlah: 150_000 });
    expect(problems(PaymentBody, { jumlah: 0, metode: 'Cek', id_bankrekening: 'x' })).toEqual({
      jumlah: 'validation.integer',
      metode: 'validation.in',
      id_bankrekening: 'validation.exists',
    });
  });
});
