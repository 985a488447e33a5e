import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toQueryString, withQuery } from './query.ts';

describe('toQueryString', () => {
  it('joins pairs without a leading ?', () => {
    expect(toQueryString({ a: 1, b: 'x y' })).toBe('a=1&b=x%20y');
  });

  it('drops null, undefined, empty strings and NaN', () => {
    expect(toQueryString({ a: null, b: undefined, c: '', d: Number.NaN, e: 'ok' })).toBe('e=ok');
  });

  it('keeps 0, false, negative numbers and whitespace-only strings', () => {
    expect(toQueryString({ zero: 0, no: false, yes: true, neg: -1.5, space: ' ' })).toBe(
      'zero=0&no=false&yes=true&neg=-1.5&space=%20',
    );
  });

  it('encodes keys and values with encodeURIComponent', () => {
    expect(toQueryString({ 'filter[nama]': 'Budi & Sari', q: 'a=b?c#d/e+f' })).toBe(
      'filter%5Bnama%5D=Budi%20%26%20Sari&q=a%3Db%3Fc%23d%2Fe%2Bf',
    );
    expect(toQueryString({ kota: 'Bogor, Jawa Barat', emoji: '😀' })).toBe(
      'kota=Bogor%2C%20Jawa%20Barat&emoji=%F0%9F%98%80',
    );
  });

  it('repeats the key for array items, dropping empty ones', () => {
    expect(toQueryString({ id: [1, 2, 3] })).toBe('id=1&id=2&id=3');
    expect(toQueryString({ id: [1, null, '', undefined, 0] })).toBe('id=1&id=0');
    expect(toQueryString({ id: [], x: 1 })).toBe('x=1');
  });

  it('sends dates as ISO strings and drops invalid ones', () => {
    expect(toQueryString({ from: new Date('2026-08-17T07:00:00Z') })).toBe(
      'from=2026-08-17T07%3A00%3A00.000Z',
    );
    expect(toQueryString({ from: new Date(Number.NaN) })).toBe('');
  });

  it('writes bigints and very large numbers', () => {
    expect(toQueryString({ big: 12345678901234567890n, huge: 1e21 })).toBe(
      'big=12345678901234567890&huge=1e%2B21',
    );
  });

  it('keeps the order of the keys', () => {
    expect(toQueryString({ z: 1, a: 2, m: 3 })).toBe('z=1&a=2&m=3');
  });

  it('is empty for no parameters', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString(null)).toBe('');
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: null, b: '' })).toBe('');
  });

  it('round-trips through decodeURIComponent (property)', () => {
    const params = fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }));
    fc.assert(
      fc.property(params, (record) => {
        const query = toQueryString(record);
        const pairs =
          query === '' ? [] : query.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
        expect(Object.fromEntries(pairs)).toEqual({ ...record });
      }),
    );
  });
});

describe('withQuery', () => {
  it('appends ? and the query string', () => {
    expect(withQuery('/api/rsupplier', { page: 2, q: 'toko baru' })).toBe(
      '/api/rsupplier?page=2&q=toko%20baru',
    );
  });

  it('returns the path unchanged when nothing is left to send', () => {
    expect(withQuery('/api/rsupplier', {})).toBe('/api/rsupplier');
    expect(withQuery('/api/rsupplier', { q: '', x: null })).toBe('/api/rsupplier');
    expect(withQuery('/api/rsupplier', null)).toBe('/api/rsupplier');
    expect(withQuery('/api/rsupplier?limit=10', undefined)).toBe('/api/rsupplier?limit=10');
  });

  it('appends with & when the path already has a query', () => {
    expect(withQuery('/api/rsupplier?limit=10', { page: 2 })).toBe('/api/rsupplier?limit=10&page=2');
  });

  it('does not double a trailing ? or &', () => {
    expect(withQuery('/api/rsupplier?', { page: 2 })).toBe('/api/rsupplier?page=2');
    expect(withQuery('/api/rsupplier?limit=10&', { page: 2 })).toBe('/api/rsupplier?limit=10&page=2');
  });

  it('keeps a hash fragment at the end', () => {
    expect(withQuery('/list#top', { page: 2 })).toBe('/list?page=2#top');
    expect(withQuery('/list?a=1#top', { page: 2 })).toBe('/list?a=1&page=2#top');
    expect(withQuery('/list#frag?x', { page: 2 })).toBe('/list?page=2#frag?x');
  });

  it('works on full URLs and empty paths', () => {
    expect(withQuery('https://api.kantor.id/api/akun', { id: 5 })).toBe(
      'https://api.kantor.id/api/akun?id=5',
    );
    expect(withQuery('', { id: 5 })).toBe('?id=5');
  });
});
