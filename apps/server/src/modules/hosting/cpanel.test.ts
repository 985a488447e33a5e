import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpanelProvider, panelBaseUrl } from './cpanel.ts';
import { HostingError } from './provider.ts';

/** A local fake of cPanel UAPI: checks the token header, records each call, answers like UAPI. */
type Call = { method: string; path: string; authorization?: string; params: Record<string, string> };
let server: Server;
let host: string;
const calls: Call[] = [];
let refuseWith: string | null = null;
const TOKEN = 'U7XQ2B9KZT1M0PEXAMPLETOKEN';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      params,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `cpanel kantorco:${TOKEN}`) {
      response.statusCode = 401;
      response.end('{"error":"Access denied"}');
      return;
    }
    const [, , module, fn] = (request.url ?? '').split('/');
    if (refuseWith) {
      response.end(JSON.stringify({ module, func: fn, status: 0, errors: [refuseWith], data: null }));
      return;
    }
    response.end(JSON.stringify({ apiversion: 3, module, func: fn, status: 1, errors: null, data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  calls.length = 0;
  refuseWith = null;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('cPanel UAPI adapter', () => {
  it('creates a mailbox with Email::add_pop, token header and the address split into user and domain', async () => {
    const panel = cpanelProvider({ host, username: 'kantorco', token: TOKEN });
    await panel.addMailbox({ email: 'admin@Kantor.example.id', password: 'Biru-Laut-2026!', quotaMb: 1024 });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/execute/Email/add_pop',
        authorization: `cpanel kantorco:${TOKEN}`,
        params: { email: 'admin', domain: 'kantor.example.id', password: 'Biru-Laut-2026!', quota: '1024' },
      },
    ]);
  });

  it('changes a password with Email::passwd_pop, the password in the body and never in the URL', async () => {
    const panel = cpanelProvider({ host, username: 'kantorco', token: TOKEN });
    await panel.changePassword({ email: 'cs@kantor.example.id', password: 'Hijau-Daun-2026!' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/execute/Email/passwd_pop');
    expect(calls[0]!.params).toEqual({
      email: 'cs',
      domain: 'kantor.example.id',
      password: 'Hijau-Daun-2026!',
    });
  });

  it('tests the connection with a harmless read; a wrong token is "denied"', async () => {
    await cpanelProvider({ host, username: 'kantorco', token: TOKEN }).testConnection();
    expect(calls[0]!.path).toBe('/execute/Email/list_pops');
    const wrong = cpanelProvider({ host, username: 'kantorco', token: 'WRONG' });
    await expect(wrong.testConnection()).rejects.toMatchObject({ failure: 'denied' });
  });

  it('passes on the panel’s own refusal, and an unreachable panel as such', async () => {
    refuseWith = 'The password you selected cannot be used because it is too weak.';
    const panel = cpanelProvider({ host, username: 'kantorco', token: TOKEN });
    const refusal = await panel
      .changePassword({ email: 'cs@kantor.example.id', password: 'x' })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(HostingError);
    expect(refusal).toMatchObject({ failure: 'refused', message: expect.stringContaining('too weak') });
    const gone = cpanelProvider({ host: 'http://127.0.0.1:9', username: 'kantorco', token: TOKEN });
    await expect(gone.testConnection()).rejects.toMatchObject({ failure: 'unreachable' });
  });

  it('reads a bare host name as cPanel on port 2083 over TLS', () => {
    expect(panelBaseUrl('panel.kantor.example.id')).toBe('https://panel.kantor.example.id:2083');
    expect(panelBaseUrl('https://panel.kantor.example.id:2083/')).toBe(
      'https://panel.kantor.example.id:2083',
    );
    expect(panelBaseUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('calls a host that is no address unreachable, not a crash', () => {
    // found by the authorisation matrix: a typed host with spaces answered 500
    expect(() => panelBaseUrl('panel saya')).toThrow(expect.objectContaining({ failure: 'unreachable' }));
  });
});
