import { f, tes, tes2, users } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { rulesForField, validateField, validateFields } from './validation.ts';

describe('rulesForField', () => {
  it('mirrors the server: required, one-sided length bounds, format and mask', () => {
    expect(rulesForField(tes.fields.nama!)).toEqual([
      { kind: 'required' },
      { kind: 'length', min: 2 },
      { kind: 'length', max: 100 },
    ]);
    expect(rulesForField(tes.fields.email!)).toEqual([{ kind: 'length', max: 190 }, { kind: 'email' }]);
    expect(rulesForField(tes2.fields.npwp!)).toEqual([
      { kind: 'length', max: 20 },
      { kind: 'mask', mask: '99.999.999.9-999.999' },
    ]);
  });

  it('gives numbers a numeric rule and their bounds; integers the column bound when none is declared', () => {
    expect(rulesForField(tes.fields.jumlah!)).toEqual([
      { kind: 'numeric' },
      { kind: 'range', min: 0 },
      { kind: 'range', max: 1000 },
    ]);
    expect(rulesForField(f.integer())).toEqual([{ kind: 'numeric' }, { kind: 'range', max: 2_147_483_647 }]);
  });

  it('does not require a password on edit', () => {
    const password = f.password({ required: true });
    expect(rulesForField(password, 'add')[0]).toEqual({ kind: 'required' });
    expect(rulesForField(password, 'edit').some((rule) => rule.kind === 'required')).toBe(false);
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
