import { f, tes, tes2, users } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { validateField, validateFields } from './validation.ts';

describe('validateField: the server decoder’s rules', () => {
  const key = (field: Parameters<typeof validateField>[0], value: unknown, mode: 'add' | 'edit' = 'add') =>
    validateField(field, value, mode)?.key ?? null;

  it('checks required first, then one-sided length bounds, format and mask', () => {
    expect(key(tes.fields.nama!, null)).toBe('validation.required');
    expect(validateField(tes.fields.nama!, 'x'.repeat(101))).toEqual({
      key: 'validation.lengthMax',
      params: { max: 100 },
    });
    expect(key(tes.fields.email!, `${'a'.repeat(190)}@x.id`)).toBe('validation.lengthMax');
    expect(validateField(tes2.fields.npwp!, '1')).toEqual({
      key: 'validation.mask',
      params: { mask: '08.123.456.7-890.123' },
    });
  });

  it('takes numbers in machine form only, whole where the kind is, within the column', () => {
    expect(key(f.integer(), '1e3')).toBe('validation.numeric');
    expect(key(f.integer(), true)).toBe('validation.numeric');
    expect(key(f.integer({ max: 10 }), 20.5)).toBe('validation.integer');
    expect(validateField(f.integer(), 2_147_483_648)).toEqual({
      key: 'validation.rangeMax',
      params: { max: 2_147_483_647 },
    });
    expect(validateField(f.percent({ max: undefined }), 100_000)).toEqual({
      key: 'validation.rangeMax',
      params: { max: '99999.99' },
    });
    expect(key(f.decimal(), '12.50')).toBeNull();
  });

  it('does not require a password on edit', () => {
    const password = f.password({ required: true });
    expect(key(password, undefined, 'add')).toBe('validation.required');
    expect(key(password, undefined, 'edit')).toBeNull();
  });

  it('checks dates, date-times, times and yes/no as the server reads them', () => {
    expect(key(f.date(), '0000-01-01')).toBe('validation.date');
    expect(key(f.date(), '2026-02-30')).toBe('validation.date');
    expect(key(f.date(), '2026-02-28T10:00:00Z')).toBeNull();
    expect(key(f.datetime(), '2026-13-01T00:00:00Z')).toBe('validation.date');
    expect(key(f.time(), '24:00')).toBe('validation.time');
    expect(key(f.boolean(), 'mungkin')).toBe('validation.boolean');
  });

  it('refuses JSON holding a NUL, and JSON `null` for a required field', () => {
    expect(key(f.json(), { a: '\u0000' })).toBe('validation.json');
    expect(key(f.json({ required: true }), 'null')).toBe('validation.required');
  });
});

describe('validateField', () => {
  const key = (field: Parameters<typeof validateField>[0], value: unknown) =>
    validateField(field, value)?.key ?? null;

  it('answers the first failure with the server message key and its parameters', () => {
    expect(validateField(tes.fields.nama!, '')).toEqual({ key: 'validation.required', params: {} });
    expect(validateField(tes.fields.nama!, 'a')).toEqual({ key: 'validation.lengthMin', params: { min: 2 } });
    expect(validateField(tes.fields.jumlah!, 1001)).toEqual({
      key: 'validation.rangeMax',
      params: { max: 1000 },
    });
    expect(validateField(tes.fields.jumlah!, -1)).toEqual({ key: 'validation.rangeMin', params: { min: 0 } });
    expect(key(tes.fields.jumlah!, 2.5)).toBe('validation.integer');
  });

  it('checks formats, options and JSON', () => {
    expect(key(tes.fields.email!, 'budi@')).toBe('validation.email');
    expect(key(tes.fields.alamat_ip!, '300.1.1.1')).toBe('validation.ip');
    expect(key(tes.fields.website!, 'example')).toBe('validation.url');
    expect(key(tes2.fields.pilihan!, 'Mungkin')).toBe('validation.in');
    expect(key(tes2.fields.pilihan!, 'Ya')).toBeNull();
    expect(key(tes2.fields.data!, '{"a":')).toBe('validation.json');
    expect(key(tes2.fields.data!, '{"a": 1}')).toBeNull();
    expect(key(tes2.fields.npwp!, '12.345')).toBe('validation.mask');
    expect(key(tes2.fields.npwp!, '12.345.678.9-012.345')).toBeNull();
    expect(key(tes2.fields.gambar!, '../etc/passwd')).toBe('validation.invalid');
    expect(key(tes2.fields.gambar!, 'uploads/a.jpg, uploads/b.png')).toBeNull();
  });

  it('leaves empty optional fields alone', () => {
    expect(
      validateFields(tes.fields, ['email', 'jumlah', 'tanggal'], { email: null, jumlah: null }, 'add'),
    ).toEqual({});
    expect(validateFields(users.fields, ['password_hash'], {}, 'edit')).toEqual({});
  });
});
