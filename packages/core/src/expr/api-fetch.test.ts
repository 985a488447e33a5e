import { describe, expect, it, vi } from 'vitest';
import { apiParams, isSafeApiPath, pickFromResponse } from './api-path.ts';
import { ExprEvalError } from './errors.ts';
import { evaluate, evaluateAsync } from './evaluator.ts';
import { parse } from './parser.ts';

const fetched = (response: unknown) =>
  vi.fn(async (_path: string, _params: Readonly<Record<string, string>>) => response);

describe('isSafeApiPath', () => {
  it.each(['rstok', '/rstok/list', 'rbarang-masuk/sum_qty', 'a/b/c/1'])('allows %s', (path) => {
    expect(isSafeApiPath(path)).toBe(true);
  });

  it.each([
    'http://evil',
    'https://evil.com/x',
    '//evil.com/x',
    '../x',
    'api/../../etc',
    'a/./b',
    'a//b',
    '/',
    '',
    'javascript:alert(1)',
    'rstok?x=1',
    'rstok#x',
    'r stok',
    'a\\b',
    '%2e%2e/x',
    'ａ',
    'x'.repeat(301),
  ])('refuses %s', (path) => {
    expect(isSafeApiPath(path)).toBe(false);
  });
});

describe('API_FETCH', () => {
  it('calls the fetcher with the path relative to /api and the parameters', async () => {
    const fetcher = fetched({ data: { harga: 1500 } });
    const ast = parse("API_FETCH('/rsethargajual/cari', 'kode=' & kode & '&tipe=a%20b', 'data.harga') * qty");
    await expect(evaluateAsync(ast, { record: { kode: 'A1', qty: 2 }, fetcher })).resolves.toBe(3000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toBe('rsethargajual/cari');
    expect({ ...fetcher.mock.calls[0]![1] }).toEqual({ kode: 'A1', tipe: 'a b' });
  });

  it('accepts parameters as a flat list or a list of pairs', async () => {
    const fetcher = fetched(5);
    await evaluateAsync(parse("API_FETCH('x', ['kode', kode, 'n', 2])"), {
      record: { kode: 'A&B' },
      fetcher,
    });
    await evaluateAsync(parse("API_FETCH('x', [['kode', 'Z']])"), { fetcher });
    expect({ ...fetcher.mock.calls[0]![1] }).toEqual({ kode: 'A&B', n: '2' });
    expect({ ...fetcher.mock.calls[1]![1] }).toEqual({ kode: 'Z' });
  });

  it.each(['http://evil', '//evil.com/x', '../x', 'api/../../etc', 'https://evil.com'])(
    'refuses %s without calling the fetcher',
    async (path) => {
      const fetcher = fetched(1);
      const run = evaluateAsync(parse(`API_FETCH(${JSON.stringify(path)})`), { fetcher });
      await expect(run).rejects.toMatchObject({
        name: 'ExprEvalError',
        code: 'api-path-refused',
        position: 0,
      });
      expect(fetcher).not.toHaveBeenCalled();
    },
  );

  it('refuses a path computed from record data', async () => {
    const fetcher = fetched(1);
    const run = evaluateAsync(parse("API_FETCH('rstok/' & kode)"), {
      record: { kode: '../../admin' },
      fetcher,
    });
    await expect(run).rejects.toMatchObject({ code: 'api-path-refused' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is refused by the synchronous evaluator', () => {
    expect(() => evaluate(parse("1 + API_FETCH('rstok')"))).toThrow(ExprEvalError);
    try {
      evaluate(parse("1 + API_FETCH('rstok')"));
    } catch (error) {
      expect(error).toMatchObject({ code: 'async-required', position: 4 });
    }
  });

  it('needs a fetcher', async () => {
    await expect(evaluateAsync(parse("API_FETCH('rstok')"), {})).rejects.toMatchObject({
      code: 'no-fetcher',
    });
  });

  it('wraps fetcher failures', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('503');
    });
    await expect(evaluateAsync(parse("API_FETCH('rstok')"), { fetcher })).rejects.toMatchObject({
      code: 'fetch-failed',
      message: expect.stringContaining('503'),
    });
  });

  it('limits the number of calls in one evaluation', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ i }));
    const fetcher = fetched(1);
    const run = evaluateAsync(parse("sum_row(API_FETCH('rstok'))"), { rows, fetcher });
    await expect(run).rejects.toMatchObject({ code: 'too-many-fetches' });
    expect(fetcher).toHaveBeenCalledTimes(50);
  });

  it('works inside sum_row for each row', async () => {
    const fetcher = vi.fn(async (_path: string, params: Readonly<Record<string, string>>) => ({
      data: Number(params.kode),
    }));
    const rows = [{ kode: 1 }, { kode: 2 }];
    await expect(
      evaluateAsync(parse("sum_row(API_FETCH('harga', 'kode=' & kode))"), { rows, fetcher }),
    ).resolves.toBe(3);
  });

  it('evaluateAsync also evaluates expressions without API_FETCH', async () => {
    await expect(evaluateAsync(parse('1 + 1'))).resolves.toBe(2);
  });
});

describe('responses and parameters', () => {
  it('picks a dotted path of own properties', () => {
    const body = { data: { records: [{ harga: 7 }] } };
    expect(pickFromResponse(body, 'data.records.0.harga')).toBe(7);
    expect(pickFromResponse(body, 'data.missing')).toBeNull();
    expect(pickFromResponse(body, 'data.records')).toEqual([null]);
    expect(pickFromResponse(body, 'constructor')).toBeNull();
    expect(pickFromResponse(body, '__proto__.x')).toBeNull();
    expect(pickFromResponse(body, 'data.toString')).toBeNull();
  });

  it('without a pick, gives plain data or the data property', () => {
    expect(pickFromResponse(5, null)).toBe(5);
    expect(pickFromResponse({ data: 'x' }, null)).toBe('x');
    expect(pickFromResponse({ data: { a: 1 } }, null)).toBeNull();
    expect(pickFromResponse([1, 2], null)).toEqual([1, 2]);
  });

  it('builds prototype-less parameters without dangerous keys', () => {
    const params = apiParams('__proto__=1&constructor=2&a=1&&b&%zz=3');
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect({ ...params }).toEqual({ a: '1', b: '', '%zz': '3' });
    expect({ ...apiParams(['__proto__', 'x', 'k', 'v'] as never) }).toEqual({ k: 'v' });
    expect({ ...apiParams(null) }).toEqual({});
  });
});
