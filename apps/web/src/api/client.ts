import { API_BASE_PATH, type QueryParams, withQuery } from '@kantor/core';

export type { QueryParams };

/** A failed call: the status (0 when the network failed) and the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

export type ApiClientOptions = {
  /** `{host}`: empty for same-origin. */
  host?: string;
  getToken: () => string | null;
  fetchImpl?: typeof fetch;
};

export type RequestOptions = {
  method?: string;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
};

/**
 * The API client of spec §7: base `{host}/api`, credentials included, a bearer header when a token
 * is stored, get/post/put/delete, file download as a blob, a custom request and clearing default headers.
 */
export function createApiClient(options: ApiClientOptions) {
  const base = `${(options.host ?? '').replace(/\/+$/, '')}${API_BASE_PATH}`;
  let defaultHeaders: Record<string, string> = { Accept: 'application/json' };
  /** GETs started ahead of the screen that needs them (`prefetch`), by address. */
  const early = new Map<string, Early>();

  function prepare(path: string, init: RequestOptions) {
    const url = withQuery(`${base}/${path.replace(/^\/+/, '')}`, init.query ?? {});
    const headers: Record<string, string> = { ...defaultHeaders, ...init.headers };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return { url, headers };
  }

  function send(url: string, init: RequestInit): Promise<Response> {
    return (options.fetchImpl ?? fetch)(url, { ...init, credentials: 'include' });
  }

  /** The answer of a GET started ahead with the same address and headers, taken once. */
  function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | undefined {
    const found = early.get(url);
    if (!found || found.signature !== signatureOf(headers)) return undefined;
    early.delete(url);
    return found.response;
  }

  async function request<T = unknown>(path: string, init: RequestOptions = {}): Promise<T> {
    const { url, headers } = prepare(path, init);
    const method = init.method ?? 'GET';
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof Blob) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    // a write may change what an answer fetched ahead holds: the screen asks again
    if (method !== 'GET') early.clear();
    const live = () => send(url, { method, headers, body, signal: init.signal });
    let response: Response;
    try {
      const ahead = method === 'GET' && body === undefined ? takeEarly(url, headers) : undefined;
      // an early call that failed is asked again, so the screen sees its own call's outcome
      response = await (ahead ? ahead.catch(live) : live());
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, null);
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    if (init.responseType === 'blob') return (await response.blob()) as T;
    if (init.responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  }

  /**
   * Starts a GET that a screen about to draw will ask for, so it goes out beside the screen's chunks
   * rather than after them (issue 16: a list page asked for its rows only once its chunk had loaded
   * and drawn). The screen's own GET of the same address, with the same headers, within
   * EARLY_ANSWER_MS and before any write takes this answer instead of asking again; otherwise it is
   * dropped.
   */
  function prefetch(path: string, query?: QueryParams): void {
    const { url, headers } = prepare(path, { query });
    // asked for already and not yet taken: the page load names some calls twice (before and after its
    // route table exists, main.tsx)
    if (early.get(url)?.signature === signatureOf(headers)) return;
    // the browser's own priority for a fetch (high), as the chunks': the screen draws with both. At `low`,
    // Chromium holds the request while high ones are in flight on an HTTP/1.1 connection (six per host),
    // so a cold job view asked for its record only once its ~20 chunks had come (issue 36, its LCP).
    const response = send(url, { method: 'GET', headers });
    // handled here: a failure is the screen's own call's to report, and it asks again
    response.catch(() => undefined);
    early.set(url, { signature: signatureOf(headers), response });
    setTimeout(() => {
      if (early.get(url)?.response === response) early.delete(url);
    }, EARLY_ANSWER_MS);
  }

  return {
    base,
    request,
    prefetch,
    get: <T = unknown>(path: string, query?: QueryParams, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'GET', query }),
    post: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'PUT', body }),
    delete: <T = unknown>(path: string, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'DELETE' }),
    /** GET answered as a Blob (exports, attachments). */
    download: (path: string, query?: QueryParams) =>
      request<Blob>(path, { method: 'GET', query, responseType: 'blob', headers: { Accept: '*/*' } }),
    setDefaultHeader(name: string, value: string) {
      defaultHeaders = { ...defaultHeaders, [name]: value };
    },
    clearDefaultHeaders() {
      defaultHeaders = {};
    },
    get defaultHeaders() {
      return { ...defaultHeaders };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** How long an answer fetched ahead waits for the screen's call (a page load's first draw, on a slow phone too). */
export const EARLY_ANSWER_MS = 30_000;

type Early = { signature: string; response: Promise<Response> };

const signatureOf = (headers: Record<string, string>) =>
  JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
