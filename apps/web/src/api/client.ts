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

  async function request<T = unknown>(path: string, init: RequestOptions = {}): Promise<T> {
    const url = withQuery(`${base}/${path.replace(/^\/+/, '')}`, init.query ?? {});
    const headers: Record<string, string> = { ...defaultHeaders, ...init.headers };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof Blob) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(url, {
        method: init.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: init.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, null);
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    if (init.responseType === 'blob') return (await response.blob()) as T;
    if (init.responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  }

  return {
    base,
    request,
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
