/**
 * A local fake of cPanel UAPI for tests (no network): `POST /execute/{Module}/{function}` checks the
 * `Authorization: cpanel user:TOKEN` header (401 otherwise), records every call with its form-encoded
 * parameters, and answers like UAPI (`status: 1`), or with the panel's own refusal when `refuseWith`
 * is set. Used by the hosting API tests and the hosting browser journey.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCpanelCall = {
  method: string;
  path: string;
  authorization: string | undefined;
  params: Record<string, string>;
};

export type FakeCpanel = {
  /** `http://127.0.0.1:port`, to put in `akun.cpanel_host`. */
  host: string;
  username: string;
  token: string;
  calls: FakeCpanelCall[];
  /** The panel's refusal text for the next calls (UAPI `status: 0`), or null to accept. */
  refuseWith: string | null;
  close(): Promise<void>;
};

export async function startFakeCpanel(username: string, token: string): Promise<FakeCpanel> {
  let server: Server;
  const fake: FakeCpanel = {
    host: '',
    username,
    token,
    calls: [],
    refuseWith: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    fake.calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      params,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `cpanel ${username}:${token}`) {
      response.statusCode = 401;
      response.end('{"error":"Access denied"}');
      return;
    }
    const [, , module, fn] = (request.url ?? '').split('/');
    if (fake.refuseWith) {
      response.end(JSON.stringify({ module, func: fn, status: 0, errors: [fake.refuseWith], data: null }));
      return;
    }
    response.end(JSON.stringify({ apiversion: 3, module, func: fn, status: 1, errors: null, data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
