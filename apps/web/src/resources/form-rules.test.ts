import { compile, type RoleRule, tes, users } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { rowErrorText, rowFieldErrors, ruleStartValues } from './form-rules.ts';

let id = 1;
const configOf = (route: string, records: Partial<RoleRule>[]) =>
  compile(
    records.map((r) => ({ id: id++, role_id: 53, nama_route: route, ...r })),
    53,
    route,
  );

describe('ruleStartValues', () => {
  it('starts inputs with plain Default Add If Hidden values, leaving formulas and declared defaults alone', () => {
    const config = configOf('/tes/add', [
      { kategori: 'Default Add If Hidden', setup: 'deskripsi', default_add: 'Baru' },
      { kategori: 'Default Add If Hidden', setup: 'konten', default_add: '=UPPER(nama)' },
      { kategori: 'Default Add If Hidden', setup: 'no_hp', default_add: '0800' }, // not an input here
    ]);
    expect(ruleStartValues(tes, ['nama', 'deskripsi', 'konten'], config)).toEqual({ deskripsi: 'Baru' });
  });

  it('gives a role field the default role id of the route', () => {
    const config = configOf('/users/add', [{ kategori: 'default role id add', default_add: '53' }]);
    expect(ruleStartValues(users, ['username', 'user_role_id'], config)).toEqual({ user_role_id: '53' });
  });
});

describe('row save errors', () => {
  const failure = new ApiError(422, {
    message: 'Invalid',
    errors: { qty: ['Minimal 0,01'], id_barangmasuk: ['Data yang dipilih tidak ada'] },
  });
  const labelOf = (name: string) => ({ qty: 'Qty', id_barangmasuk: 'Barang Masuk' })[name] ?? name;

  it('labels a 422’s messages and keeps the shown fields’ messages for their cells', () => {
    expect(rowErrorText(failure, labelOf, 'gagal')).toBe(
      'Qty: Minimal 0,01; Barang Masuk: Data yang dipilih tidak ada',
    );
    expect(rowFieldErrors(failure, ['qty', 'nama_barang'])).toEqual({ qty: 'Minimal 0,01' });
  });

  it('falls back to the message or the given text', () => {
    expect(rowErrorText(new ApiError(409, { message: 'Bentrok' }), labelOf, 'gagal')).toBe('Bentrok');
    expect(rowErrorText(new Error('x'), labelOf, 'gagal')).toBe('gagal');
    expect(rowFieldErrors(new ApiError(500, null), ['qty'])).toEqual({});
  });
});
