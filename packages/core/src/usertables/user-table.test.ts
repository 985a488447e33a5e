import { afterEach, describe, expect, it } from 'vitest';
import { getResource, RESOURCE_LIST, setRuntimeResources } from '../resources/index.ts';
import {
  columnProblem,
  isUserTableResource,
  relationTarget,
  selectOptions,
  type UserColumn,
  userTableResource,
} from './user-table.ts';

const col = (c: Partial<UserColumn>): UserColumn => ({
  nama_kolom: 'nama',
  label_kolom: 'Nama',
  tipe_kolom: 'text',
  ...c,
});

afterEach(() => setRuntimeResources([]));

describe('user tables', () => {
  it('turns column rows into a resource with an owner, in their order, titled by the first text column', () => {
    const resource = userTableResource('inventaris_alat', 'Inventaris Alat', [
      col({ nama_kolom: 'harga', tipe_kolom: 'money', urutan: 2 }),
      col({ nama_kolom: 'nama_alat', urutan: 1, wajib: true }),
      col({ nama_kolom: 'kondisi', tipe_kolom: 'select', opsi: ['Baik', 'Rusak'], urutan: 3 }),
    ]);
    expect(resource.name).toBe('tabel_inventaris_alat');
    expect(resource.fieldNames).toEqual(['nama_alat', 'harga', 'kondisi', 'user_id']);
    expect(resource.titleField).toBe('nama_alat');
    expect(resource.owner).toBe('user_id');
    expect(resource.fields.nama_alat).toMatchObject({ kind: 'text', required: true, search: true });
    expect(resource.fields.harga).toMatchObject({ kind: 'money', min: 0 });
    expect(resource.fields.kondisi).toMatchObject({ kind: 'select', options: ['Baik', 'Rusak'] });
  });

  it('leaves out a column that cannot be declared instead of breaking the table', () => {
    const resource = userTableResource('t1', 'T1', [col({}), col({ nama_kolom: 'x', tipe_kolom: 'select' })]);
    expect(resource.fieldNames).toEqual(['nama', 'user_id']);
  });

  it('names what is wrong with a column', () => {
    expect(columnProblem(col({ nama_kolom: 'Nama Alat' }))?.field).toBe('nama_kolom');
    expect(columnProblem(col({ nama_kolom: 'user_id' }))?.field).toBe('nama_kolom');
    expect(columnProblem(col({ tipe_kolom: 'script' }))?.field).toBe('tipe_kolom');
    expect(columnProblem(col({ tipe_kolom: 'select', opsi: [] }))?.field).toBe('opsi');
    expect(columnProblem(col({ tipe_kolom: 'relation', opsi: 'tabel_lain' }))?.field).toBe('opsi');
    expect(columnProblem(col({ tipe_kolom: 'relation', opsi: { resource: 'rsupplier' } }))).toBeNull();
  });

  it('reads options and relation targets in the shapes an admin types', () => {
    expect(selectOptions('["Baik", " Rusak ", "Baik"]')).toEqual(['Baik', 'Rusak']);
    expect(selectOptions([1, 2])).toEqual(['1', '2']);
    expect(selectOptions('Baik')).toBeNull();
    expect(relationTarget('rsupplier')?.name).toBe('rsupplier');
    expect(relationTarget('"rsupplier"')?.name).toBe('rsupplier');
    expect(relationTarget({ resource: 'toString' })).toBeNull();
  });

  it('is found by getResource once published, never shadowing a declared resource or joining RESOURCE_LIST', () => {
    const before = RESOURCE_LIST.length;
    const table = userTableResource('alat', 'Alat', [col({})]);
    setRuntimeResources([table, { ...table, name: 'rsupplier' }]);
    expect(getResource('tabel_alat')).toBe(table);
    expect(getResource('rsupplier')?.titleField).toBe('nama_supplier');
    expect(RESOURCE_LIST).toHaveLength(before);
    expect(isUserTableResource('tabel_alat')).toBe(true);
    expect(isUserTableResource('tabelkolom')).toBe(false);
    setRuntimeResources([]);
    expect(getResource('tabel_alat')).toBeUndefined();
  });
});
