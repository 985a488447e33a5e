import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, EARLY_ANSWER_MS } from './client.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('calls {host}/api with credentials, the bearer token and a clean query string', async () => {
    const { calls, impl } = fakeFetch(() => json({ ok: true }));
    const api = createApiClient({
      host: 'https://kantor.example/',
      getToken: () => 'tok-1',
      fetchImpl: impl,
    });
    const body = await api.get('/rsupplier', {
      search: 'maju jaya',
      empty: '',
      none: null,
      page: 2,
      zero: 0,
    });
    expect(body).toEqual({ ok: true });
    expect(calls[0]!.url).toBe('https://kantor.example/api/rsupplier?search=maju%20jaya&page=2&zero=0');
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token, and JSON bodies on post/put', async () => {
    const { calls, impl } = fakeFetch(() => json({}));
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    await api.post('auth/login', { username: 'a' });
    await api.put('rsupplier/edit/1', { nama_supplier: 'b' });
    await api.delete('rsupplier/delete/1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/auth/login'],
      ['PUT', '/api/rsupplier/edit/1'],
      ['DELETE', '/api/rsupplier/delete/1'],
    ]);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"username":"a"}');
  });

  it('throws ApiError with the status and parsed body', async () => {
    const { impl } = fakeFetch(() => json({ message: 'Form is invalid', errors: { nama: ['x'] } }, 422));
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    const error = await api.post('x/add', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ message: 'Form is invalid', errors: { nama: ['x'] } });
  });

  it('turns a network failure into ApiError status 0', async () => {
    const impl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    const error = (await api.get('health').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });

  it('downloads a file as a Blob', async () => {
    const { calls, impl } = fakeFetch(
      () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    const blob = await api.download('rsupplier/export', { format: 'csv' });
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(calls[0]!.url).toBe('/api/rsupplier/export?format=csv');
  });

  it('clears default headers and offers a custom request', async () => {
    const { calls, impl } = fakeFetch(() => json({}));
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    api.setDefaultHeader('Accept-Language', 'id-ID');
    await api.request('health', { method: 'HEAD' });
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('id-ID');
    api.clearDefaultHeaders();
    await api.request('health', { method: 'GET', headers: { 'X-Custom': '1' } });
    expect(calls[1]!.init.headers).toEqual({ 'X-Custom': '1' });
  });
});

describe('api.prefetch', () => {
  it('answers the same GET from the call started ahead, once', async () => {
    let served = 0;
    const { calls, impl } = fakeFetch(() => json({ served: ++served }));
    const api = createApiClient({ getToken: () => 'tok-1', fetchImpl: impl });
    api.setDefaultHeader('Accept-Language', 'id-ID');
    api.prefetch('rsupplier', { page: 1, limit: 100 });
    expect(calls).toHaveLength(1);
    expect(await api.get('rsupplier', { page: 1, limit: 100 })).toEqual({ served: 1 });
    expect(calls).toHaveLength(1);
    // taken once: the next call asks the server
    expect(await api.get('rsupplier', { page: 1, limit: 100 })).toEqual({ served: 2 });
    expect(calls).toHaveLength(2);
  });

  it('sends an address asked for ahead twice once, until a screen has taken it', async () => {
    const { calls, impl } = fakeFetch(() => json({}));
    const api = createApiClient({ getToken: () => 'tok-1', fetchImpl: impl });
    api.prefetch('account/facts');
    api.prefetch('account/facts');
    expect(calls).toHaveLength(1);
    await api.get('account/facts');
    expect(calls).toHaveLength(1);
    // taken: a later page load's call ahead goes out again
    api.prefetch('account/facts');
    expect(calls).toHaveLength(2);
  });

  it('asks again after a write, which may have changed the answer', async () => {
    const { calls, impl } = fakeFetch(() => json({}));
    const api = createApiClient({ getToken: () => 'tok-1', fetchImpl: impl });
    api.prefetch('rsupplier', { page: 1, limit: 20 });
    await api.post('rsupplier/add', { nama_supplier: 'CV Baru' });
    await api.get('rsupplier', { page: 1, limit: 20 });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/rsupplier?page=1&limit=20'],
      ['POST', '/api/rsupplier/add'],
      ['GET', '/api/rsupplier?page=1&limit=20'],
    ]);
  });

  it('asks again for another address, other headers or a write', async () => {
    const { calls, impl } = fakeFetch(() => json({}));
    const api = createApiClient({ getToken: () => 'tok-1', fetchImpl: impl });
    api.setDefaultHeader('Accept-Language', 'id-ID');
    api.prefetch('rsupplier', { page: 1, limit: 20 });
    await api.get('rsupplier', { page: 2, limit: 20 });
    api.setDefaultHeader('Accept-Language', 'en');
    await api.get('rsupplier', { page: 1, limit: 20 });
    await api.post('rsupplier', { page: 1 });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/rsupplier?page=1&limit=20'],
      ['GET', '/api/rsupplier?page=2&limit=20'],
      ['GET', '/api/rsupplier?page=1&limit=20'],
      ['POST', '/api/rsupplier'],
    ]);
  });

  it('asks again when the call ahead failed, and reports that call’s outcome', async () => {
    let n = 0;
    const impl = (async () => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return json({ ok: true });
    }) as unknown as typeof fetch;
    const api = createApiClient({ getToken: () => null, fetchImpl: impl });
    api.prefetch('rsupplier');
    expect(await api.get('rsupplier')).toEqual({ ok: true });
    expect(n).toBe(2);
  });

  it('drops an answer nobody asked for within EARLY_ANSWER_MS', async () => {
    vi.useFakeTimers();
    try {
      const { calls, impl } = fakeFetch(() => json({}));
      const api = createApiClient({ getToken: () => null, fetchImpl: impl });
      api.prefetch('rsupplier');
      vi.advanceTimersByTime(EARLY_ANSWER_MS);
      await api.get('rsupplier');
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
