import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { KEYS } from '../../session/storage.ts';
import { downloadWithProgress, type Progress, readWithProgress } from './download.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A response whose body arrives in the given chunks. */
function streamed(chunks: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('readWithProgress', () => {
  it('counts the bytes of each chunk; the total is unknown without Content-Length', async () => {
    const seen: Progress[] = [];
    const blob = await readWithProgress(streamed(['id,nama\r\n', '1,Budi\r\n']), (p) => seen.push(p));
    expect(seen).toEqual([
      { loaded: 0, total: null },
      { loaded: 9, total: null },
      { loaded: 17, total: null },
    ]);
    expect(await blob.text()).toBe('id,nama\r\n1,Budi\r\n');
  });

  it('knows the total when the server sends Content-Length', async () => {
    const seen: Progress[] = [];
    await readWithProgress(
      streamed(['abcd', 'ef'], { 'content-length': '6', 'content-type': 'text/csv' }),
      (p) => seen.push(p),
    );
    expect(seen.at(-1)).toEqual({ loaded: 6, total: 6 });
  });
});

describe('downloadWithProgress', () => {
  it('sends the bearer token and the query, and returns the file with its disposition', async () => {
    sessionStorage.setItem(KEYS.token, 'tok-123');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      streamed(['a,b\r\n'], { 'content-disposition': 'attachment; filename="tes-2026-11-22.csv"' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadWithProgress('tes/export', { format: 'csv', search: 'budi santoso' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/tes/export?format=csv&search=budi%20santoso');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(init!.credentials).toBe('include');
    expect(file.disposition).toContain('tes-2026-11-22.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
  });

  it('throws the client’s ApiError with the parsed body on a failed call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Forbidden' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await downloadWithProgress('tes/export', { format: 'pdf' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toEqual({ message: 'Forbidden' });
  });
});
