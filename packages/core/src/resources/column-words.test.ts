import { describe, expect, it } from 'vitest';
import { headerColumn, optionValueOf, parseColumnWords } from './column-words.ts';
import { rpekerjaan, rsupplier } from './declarations.ts';

const words = {
  fields: { nama_supplier: 'Nama Pemasok', status: 'Keadaan', id: 'ID', created_at: 'Dibuat' },
  options: { status: { Active: 'Aktif', Inactive: 'Nonaktif' } },
};

describe('column words', () => {
  it('reads the JSON the screen sends, and refuses other shapes', () => {
    expect(parseColumnWords(undefined)).toBeNull();
    expect(parseColumnWords('')).toBeNull();
    expect(parseColumnWords(JSON.stringify({ ...words, title: ' Pemasok ' }))).toEqual({
      ...words,
      title: 'Pemasok',
    });
    expect(parseColumnWords('[1]')).toBe('invalid');
    expect(parseColumnWords('{"fields":{"a":1}}')).toBe('invalid');
    expect(parseColumnWords('{"options":{"status":"Aktif"}}')).toBe('invalid');
    expect(parseColumnWords('{not json')).toBe('invalid');
    expect(parseColumnWords(JSON.stringify({ fields: { a: 'x'.repeat(300) } }))).toEqual({
      fields: { a: 'x'.repeat(200) },
      options: {},
    });
  });

  it('finds the column a header names: a field name, a label without case, a system column, or nothing', () => {
    expect(headerColumn(rsupplier, 'nama_supplier', null)).toBe('nama_supplier');
    expect(headerColumn(rsupplier, ' nama pemasok ', words)).toBe('nama_supplier');
    expect(headerColumn(rsupplier, 'KEADAAN', words)).toBe('status');
    expect(headerColumn(rsupplier, 'Dibuat', words)).toBe('created_at');
    expect(headerColumn(rsupplier, 'id', null)).toBe('id');
    expect(headerColumn(rsupplier, 'Nama Pemasok', null)).toBeUndefined();
    expect(headerColumn(rsupplier, 'Warna', words)).toBeUndefined();
  });

  it('takes an option by value, by its label in the words, or by its declared label', () => {
    expect(optionValueOf(rsupplier.fields.status!, 'status', 'Active', words)).toBe('Active');
    expect(optionValueOf(rsupplier.fields.status!, 'status', 'nonaktif', words)).toBe('Inactive');
    expect(optionValueOf(rsupplier.fields.status!, 'status', 'inactive', null)).toBe('Inactive');
    expect(optionValueOf(rpekerjaan.fields.status!, 'status', 'Selesai', null)).toBe('Selesai');
    expect(optionValueOf(rsupplier.fields.nama_supplier!, 'nama_supplier', 'Aktif', words)).toBe('Aktif');
  });
});
