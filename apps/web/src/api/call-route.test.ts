import {
  chatConversationRoute,
  type chatTypingRoute,
  duplicateInvoiceRoute,
  mediaUploadRoute,
  postSaleRoute,
  publicConfigRoute,
  ROUTE_ADDRESSES,
  receiptRoute,
  salesOfDayRoute,
  stockCardRoute,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { addressCaller, routeCaller } from './call-route.ts';
import { createApiClient } from './client.ts';

type Seen = {
  url: string;
  method: string;
  body: unknown;
  accept: string | null;
  headers: Headers;
};

/** A client over a fetch that records each request and answers `answer`. */
function recorder(answer: () => Response) {
  const seen: Seen[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    seen.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      accept: headers.get('accept'),
      headers,
    });
    return answer();
  }) as typeof fetch;
  const client = createApiClient({ host: 'https://kantor.test', getToken: () => 't', fetchImpl });
  return { call: routeCaller(client), callAt: addressCaller(client), seen };
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

describe('callRoute: a route called from its declaration in core', () => {
  it('builds the URL from the path and the query, with the declared method', async () => {
    const { call, seen } = recorder(() => json({ date: '2026-11-20', records: [] }));
    const answer = await call(salesOfDayRoute, { query: { date: '2026-11-20' } });
    expect(answer).toEqual({ date: '2026-11-20', records: [] });
    await call(stockCardRoute, { params: { id: '7/8' }, query: { page: 2, limit: 50 } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://kantor.test/api/pos/sales?date=2026-11-20',
      'GET https://kantor.test/api/rstok/kartu/7%2F8?page=2&limit=50',
    ]);
    expect(seen[0]?.body).toBeUndefined();
  });

  it('sends the body as JSON, and an empty object to a POST that reads none', async () => {
    const { call, seen } = recorder(() => json({}));
    const body = {
      client_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      lines: [{ item: 5, qty: 1 }],
      payment: { method: 'cash' as const, amount: 50_000 },
    };
    await call(postSaleRoute, { body });
    await call(duplicateInvoiceRoute, { params: { id: '12' } });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', 'https://kantor.test/api/pos/sales', body],
      ['POST', 'https://kantor.test/api/rinvoice/duplikatinv/12', {}],
    ]);
  });

  it('asks for a file route’s answer as a Blob', async () => {
    const { call, seen } = recorder(
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const pdf = await call(receiptRoute, { params: { id: '3' }, query: { width: 58 } });
    // the fetch's Blob (Node's realm, not the test DOM's): its type and bytes, not its class
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(seen[0]?.url).toBe('https://kantor.test/api/pos/sales/3/receipt?width=58');
    expect(seen[0]?.accept).toBe('*/*');
  });

  it('sends the headers a call gives with the client’s own, and an upload’s form as it is', async () => {
    const { call, seen } = recorder(() => json({ path: '/uploads/a.png' }));
    await call(stockCardRoute, { params: { id: '7' }, headers: { 'Accept-Language': 'en-US' } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await call(mediaUploadRoute, { form, headers: { 'X-Chat-Token': 'v1' } });
    expect(seen[0]?.headers.get('accept-language')).toBe('en-US');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(seen[0]?.accept).toBe('application/json');
    expect(seen[1]?.url).toBe('https://kantor.test/api/media/upload');
    expect(seen[1]?.body).toBe(form);
    expect(seen[1]?.headers.get('x-chat-token')).toBe('v1');
  });
});

describe('callAt: a route called at its address (a first load without the declarations)', () => {
  it('is the declaration’s own address', () => {
    expect(ROUTE_ADDRESSES.config).toEqual({
      method: publicConfigRoute.method,
      path: publicConfigRoute.path,
    });
    expect(ROUTE_ADDRESSES.chatConversation.path).toBe(chatConversationRoute.path);
  });

  it('fills the path, sends the query, the headers and a POST’s empty object, as callRoute does', async () => {
    const { callAt, seen } = recorder(() => json({}));
    await callAt<typeof chatConversationRoute>(ROUTE_ADDRESSES.chatConversation, {
      params: { code: 'K 1' },
      query: { after: '5' },
      headers: { 'X-Chat-Token': 'v1' },
    });
    await callAt<typeof chatTypingRoute>(ROUTE_ADDRESSES.chatTyping, { params: { code: 'K1' } });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', 'https://kantor.test/api/chat/c/K%201?after=5', undefined],
      ['POST', 'https://kantor.test/api/chat/c/K1/typing', {}],
    ]);
    expect(seen[0]?.headers.get('x-chat-token')).toBe('v1');
  });
});
