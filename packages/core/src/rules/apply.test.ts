import { describe, expect, it, vi } from 'vitest';
import { applyDynamicHides, fillPlaceholders, orderFields, stripHidden, visibleFields } from './apply.ts';
import { compile } from './compile.ts';
import { applyHiddenDefaults } from './hidden-defaults.ts';
import { ROLE, ROUTE, rule } from './test-helpers.ts';
import type { RoleRule } from './types.ts';

const config = (...rules: RoleRule[]) => compile(rules, ROLE, ROUTE);

describe('applyDynamicHides', () => {
  const c = config(
    rule('Hide Dinamis Input', {
      setup: 'jenis, Tunai:no_rek|bank, Transfer:kembalian, default:no_rek|bank|kembalian',
    }),
  );

  it('hides the fields of the matching value', () => {
    expect([...applyDynamicHides(c, { jenis: 'Tunai' })]).toEqual(['no_rek', 'bank']);
    expect([...applyDynamicHides(c, { jenis: ' transfer ' })]).toEqual(['kembalian']);
  });

  it('uses the default entry when no value matches (including no value)', () => {
    expect([...applyDynamicHides(c, { jenis: 'Giro' })]).toEqual(['no_rek', 'bank', 'kembalian']);
    expect([...applyDynamicHides(c, {})]).toEqual(['no_rek', 'bank', 'kembalian']);
    expect([...applyDynamicHides(c, null)]).toEqual(['no_rek', 'bank', 'kembalian']);
  });

  it('hides nothing without a match or default', () => {
    const d = config(rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek' }));
    expect(applyDynamicHides(d, { jenis: 'Giro' }).size).toBe(0);
  });

  it('matches numbers, booleans and multi-select values', () => {
    const d = config(rule('Hide Dinamis Input', { setup: 'n, 2:a, true:b, x:c' }));
    expect([...applyDynamicHides(d, { n: 2 })]).toEqual(['a']);
    expect([...applyDynamicHides(d, { n: true })]).toEqual(['b']);
    expect([...applyDynamicHides(d, { n: ['y', 'X'] })]).toEqual(['c']);
  });

  it('mirror mode shows the listed fields and hides all others', () => {
    const m = config(
      rule('Hide Dinamis Input', { setup: 'jenis, Tunai:kembalian, Transfer:no_rek|bank', mirror: 'ya' }),
    );
    expect([...applyDynamicHides(m, { jenis: 'Tunai' })]).toEqual(['no_rek', 'bank']);
    expect([...applyDynamicHides(m, { jenis: 'Tunai' }, ['jenis', 'nama', 'kembalian'])]).toEqual([
      'no_rek',
      'bank',
      'nama',
    ]);
    expect([...applyDynamicHides(m, {})]).toEqual(['kembalian', 'no_rek', 'bank']);
  });

  it('never hides the control field through its own rule', () => {
    const d = config(rule('Hide Dinamis Input', { setup: 'jenis, A:jenis|x' }));
    expect([...applyDynamicHides(d, { jenis: 'A' })]).toEqual(['x']);
  });
});

describe('orderFields', () => {
  const c = config(
    rule('Urut Field Teratas', { setup: 'jenis, Barang:kode|nama, Jasa:durasi, default:nama' }),
    rule('Urut Field Teratas', { setup: 'tipe, B:harga' }),
  );
  const fields = ['nama', 'harga', 'kode', 'durasi', 'jenis', 'tipe'];

  it('the first matching control field chooses the order', () => {
    expect(orderFields(c, fields, { jenis: 'Barang', tipe: 'B' })).toEqual([
      'kode',
      'nama',
      'harga',
      'durasi',
      'jenis',
      'tipe',
    ]);
    expect(orderFields(c, fields, { jenis: 'Lain', tipe: 'B' })).toEqual([
      'harga',
      'nama',
      'kode',
      'durasi',
      'jenis',
      'tipe',
    ]);
  });

  it('falls back to the default order, then to the given order', () => {
    expect(orderFields(c, fields, {})).toEqual(fields);
    expect(orderFields(config(), fields, {})).toEqual(fields);
    const withDefault = config(rule('Urut Field Teratas', { setup: 'default:durasi|kode|ghost' }));
    expect(orderFields(withDefault, fields, {})).toEqual([
      'durasi',
      'kode',
      'nama',
      'harga',
      'jenis',
      'tipe',
    ]);
  });
});

describe('visibleFields', () => {
  it('applies hidden > forced visible > dynamic hide, in order', () => {
    const c = config(
      rule('Hide Kolom', { setup: 'rahasia' }),
      rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek|bank' }),
      rule('Replace Label', { setup: 'bank', replace_label: 'Bank', tampilkaninput_yatidak: 'ya' }),
      rule('Urut Field Teratas', { setup: 'default:bank' }),
    );
    expect(visibleFields(c, ['jenis', 'no_rek', 'bank', 'rahasia'], { jenis: 'Tunai' })).toEqual([
      'bank',
      'jenis',
    ]);
    expect(visibleFields(c, ['jenis', 'no_rek', 'bank', 'rahasia'], { jenis: 'Giro' })).toEqual([
      'bank',
      'jenis',
      'no_rek',
    ]);
  });

  it('a hidden field kept for a dynamic rule shows unless the rule hides it', () => {
    const c = config(
      rule('Hide Kolom', { setup: 'no_rek' }),
      rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek' }),
    );
    expect(visibleFields(c, ['jenis', 'no_rek'], { jenis: 'Transfer' })).toEqual(['jenis', 'no_rek']);
    expect(visibleFields(c, ['jenis', 'no_rek'], { jenis: 'Tunai' })).toEqual(['jenis']);
  });
});

describe('stripHidden', () => {
  it('removes hidden fields without touching the input', () => {
    const input = { nama: 'A', no_hp: '08', alamat: null };
    expect(stripHidden({ hiddenFields: ['no_hp'] }, input)).toEqual({ nama: 'A', alamat: null });
    expect(input.no_hp).toBe('08');
  });

  it('keeps a __proto__ key as data and never changes a prototype', () => {
    const input = JSON.parse('{"__proto__": {"admin": true}, "a": 1}') as Record<string, unknown>;
    const out = stripHidden({ hiddenFields: [] }, input);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { admin?: unknown }).admin).toBeUndefined();
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
  });

  it('skips getters and non-objects', () => {
    const input = Object.defineProperty({ a: 1 }, 'b', { get: () => 2, enumerable: true });
    expect(stripHidden({ hiddenFields: [] }, input)).toEqual({ a: 1 });
    expect(stripHidden({ hiddenFields: [] }, null)).toEqual({});
  });
});

describe('fillPlaceholders', () => {
  it('fills {id} and {field} with URL-encoded values', () => {
    expect(fillPlaceholders('/rinvoice/view/{id}?nama={nama}&x={missing}', { id: 7, nama: 'A&B /c' })).toBe(
      '/rinvoice/view/7?nama=A%26B%20%2Fc&x=',
    );
  });

  it('cannot inject a scheme or reach inherited properties', () => {
    expect(fillPlaceholders('{url}', { url: 'javascript:alert(1)' })).toBe('javascript%3Aalert(1)');
    expect(fillPlaceholders('/x/{constructor}/{toString}/{obj}', { obj: { a: 1 } })).toBe('/x///');
    expect(fillPlaceholders('/x/{flag}/{n}', { flag: true, n: Number.NaN })).toBe('/x/true/');
  });
});

describe('applyHiddenDefaults', () => {
  it('ignores hidden input and fills values and formulas in rule order', async () => {
    const c = config(
      rule('Hide Kolom', { setup: 'status, total' }),
      rule('Default Add If Hidden', { setup: 'status', default_add: 'Active', urutan: 1 }),
      rule('Default Add If Hidden', {
        setup: 'total',
        default_add: '=sum_row(qty * harga) + ongkir',
        urutan: 2,
      }),
      rule('Default Add If Hidden', {
        setup: 'label',
        default_add: "=status & ' oleh ' & user_id",
        urutan: 3,
      }),
    );
    const result = await applyHiddenDefaults(
      c,
      { status: 'Hacked', total: 1, ongkir: 500, label: '' },
      {
        rows: [{ qty: 2, harga: 1000 }],
        variables: { user_id: 9, ongkir: 0 },
      },
    );
    expect(result.values).toEqual({ status: 'Active', total: 2000, ongkir: 500, label: 'Active oleh 9' });
    expect(result.applied).toEqual(['status', 'total', 'label']);
    expect(result.errors).toEqual([]);
  });

  it('keeps a visible field the user filled in', async () => {
    const c = config(rule('Default Add If Hidden', { setup: 'kota', default_add: 'Jakarta' }));
    expect((await applyHiddenDefaults(c, { kota: 'Bandung' })).values).toEqual({ kota: 'Bandung' });
    expect((await applyHiddenDefaults(c, { kota: ' ' })).values).toEqual({ kota: 'Jakarta' });
  });

  it('runs API_FETCH through the fetcher and reports failures per field', async () => {
    const c = config(
      rule('Default Add If Hidden', {
        setup: 'harga',
        default_add: "API_FETCH('rsethargajual/cari', 'kode=' & kode, 'data.harga')",
      }),
      rule('Default Add If Hidden', { setup: 'evil', default_add: "=API_FETCH('//evil.com/x')" }),
    );
    const fetcher = vi.fn(async () => ({ data: { harga: 12500 } }));
    const result = await applyHiddenDefaults(c, { kode: 'A1' }, { fetcher });
    expect(result.values).toEqual({ kode: 'A1', harga: 12500 });
    expect(fetcher).toHaveBeenCalledWith('rsethargajual/cari', expect.objectContaining({ kode: 'A1' }));
    expect(result.errors).toMatchObject([{ field: 'evil', code: 'api-path-refused' }]);
  });

  it('strips fields kept for a dynamic rule when that rule hides them, and fills their default', async () => {
    const c = config(
      rule('Hide Kolom', { setup: 'no_rek' }),
      rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek' }),
      rule('Default Add If Hidden', { setup: 'no_rek', default_add: '-' }),
    );
    expect((await applyHiddenDefaults(c, { jenis: 'Tunai', no_rek: '123' })).values).toEqual({
      jenis: 'Tunai',
      no_rek: '-',
    });
    expect((await applyHiddenDefaults(c, { jenis: 'Transfer', no_rek: '123' })).values).toEqual({
      jenis: 'Transfer',
      no_rek: '123',
    });
  });
});
