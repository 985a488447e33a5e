import { describe, expect, it } from 'vitest';
import { blankColumn, columnErrors, nameFromLabel, optionsFromText, toDesign } from './design.ts';

describe('table designer helpers', () => {
  it('derives an identifier from a label as an admin types it', () => {
    expect(nameFromLabel('Nomor Seri (lama)')).toBe('nomor_seri_lama');
    expect(nameFromLabel('Harga Beli Rp')).toBe('harga_beli_rp');
    expect(nameFromLabel('Ø Diameter')).toBe('diameter');
    expect(nameFromLabel('2 Tahun')).toBe('k_2_tahun');
    expect(nameFromLabel('!!!')).toBe('');
  });

  it('reads options typed with commas', () => {
    expect(optionsFromText('Baik, Perlu Servis , ,Rusak')).toEqual(['Baik', 'Perlu Servis', 'Rusak']);
  });

  it('sorts the 422 errors per column', () => {
    const map = columnErrors({ 'columns.2.opsi': ['a'], 'columns.2.nama_kolom': ['b'], roles: ['c'] });
    expect([...map.keys()]).toEqual([2]);
    expect(map.get(2)).toEqual({ opsi: 'a', nama_kolom: 'b' });
  });

  it('sends options only for the types that use them', () => {
    const text = { ...blankColumn(), nama_kolom: 'a', label_kolom: 'A', opsi: ['x'] };
    const select = { ...blankColumn(), nama_kolom: 'b', label_kolom: 'B', tipe_kolom: 'select', opsi: ['x'] };
    const [a, b] = toDesign([text, select]);
    expect(a).not.toHaveProperty('key');
    expect(a!.opsi).toBeNull();
    expect(b!.opsi).toEqual(['x']);
  });
});
