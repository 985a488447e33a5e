import { rsetregional, rsupplier, tes, tes2, users } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  initialValues,
  regionChildrenOf,
  regionFilter,
  regionParentOf,
  toPayload,
} from './form-values.ts';
import { formFields } from './resource-fields.ts';
import { resourceScreenOf } from './screens.ts';

describe('form values', () => {
  it('starts a new record from the declared defaults', () => {
    const values = initialValues(tes2, formFields(tes2), null);
    expect(values.pilihan).toBe('Ya');
    expect(values.judul).toBe('');
    expect(values.waktu).toBeNull();
    expect(values.id_tes).toBeNull();
  });

  it('reads a record into input values and back into the same payload', () => {
    const names = formFields(tes);
    const record = {
      id: 1,
      nama: 'Budi',
      jumlah: 5,
      harga: 1500000,
      aktif: true,
      tanggal: '2026-08-17',
      deskripsi: null,
    };
    const values = initialValues(tes, names, record);
    expect(values.tanggal).toBeInstanceOf(Date);
    const payload = toPayload(tes, names, values);
    expect(payload).toMatchObject({
      nama: 'Budi',
      jumlah: 5,
      harga: 1500000,
      aktif: true,
      tanggal: '2026-08-17',
      deskripsi: null,
    });
    expect(payload).not.toHaveProperty('user_id');
  });

  it('coerces dates, times and JSON for the API', () => {
    const names = formFields(tes2);
    const values = {
      ...initialValues(tes2, names, null),
      waktu: new Date('2026-08-17T07:05:00Z'),
      jam: new Date(1970, 0, 1, 9, 30),
      data: '{"a": [1, 2]}',
      kategori: 'Dua',
    };
    const payload = toPayload(tes2, names, values);
    expect(payload.waktu).toBe('2026-08-17T07:05:00.000Z');
    expect(payload.jam).toBe('09:30');
    expect(payload.data).toEqual({ a: [1, 2] });
    expect(payload.kategori).toBe('Dua');
    expect(payload.gambar).toBeNull();
  });
});

describe('a `relations` field’s form value', () => {
  const names = ['peran_lain'];

  it('holds the ids as an import cell does, and sends them as an array; none is null', () => {
    expect(initialValues(users, names, { peran_lain: [60, 53] })).toEqual({ peran_lain: '60, 53' });
    expect(initialValues(users, names, { peran_lain: null })).toEqual({ peran_lain: null });
    expect(initialValues(users, names, { peran_lain: [] })).toEqual({ peran_lain: null });
    expect(toPayload(users, names, { peran_lain: '60, 53' })).toEqual({ peran_lain: [60, 53] });
    expect(toPayload(users, names, { peran_lain: null })).toEqual({ peran_lain: null });
    // text that is no list of ids goes as typed: the server (and the form's own check) refuse it
    expect(toPayload(users, names, { peran_lain: '60, x' })).toEqual({ peran_lain: '60, x' });
  });
});

describe('the region cascade', () => {
  it('knows each level’s parent, children and options filter', () => {
    expect(regionParentOf(rsupplier, 'id_kabupaten')).toBe('id_provinsi');
    expect(regionParentOf(rsupplier, 'id_desa')).toBe('id_kecamatan');
    expect(regionParentOf(rsupplier, 'id_provinsi')).toBeNull();
    expect(regionChildrenOf(rsupplier, 'id_provinsi')).toEqual(['id_kabupaten', 'id_kecamatan', 'id_desa']);
    const values = { id_provinsi: '32', id_kabupaten: '32.73', id_kecamatan: null };
    expect(regionFilter(rsupplier, 'id_kabupaten', values)).toEqual({ param: 'province_code', value: '32' });
    expect(regionFilter(rsupplier, 'id_kecamatan', values)).toEqual({
      param: 'regency_code',
      value: '32.73',
    });
    expect(regionFilter(rsupplier, 'id_kecamatan', { ...values, id_kabupaten: null })).toEqual({
      param: 'regency_code',
      value: null,
    });
    expect(regionFilter(rsupplier, 'id_desa', { id_kecamatan: '32.73.01' })).toEqual({
      param: 'district_code',
      value: '32.73.01',
    });
    expect(regionFilter(rsupplier, 'id_provinsi', values)).toBeNull();
  });

  it('clears the lower levels when a level changes, and keeps them when it does not', () => {
    const values = {
      id_provinsi: '32',
      id_kabupaten: '32.73',
      id_kecamatan: '32.73.01',
      id_desa: '32.73.01.1001',
    };
    expect(applyChange(rsupplier, values, 'id_provinsi', '31')).toEqual({
      id_provinsi: '31',
      id_kabupaten: null,
      id_kecamatan: null,
      id_desa: null,
    });
    expect(applyChange(rsupplier, values, 'id_kabupaten', '32.04')).toEqual({
      ...values,
      id_kabupaten: '32.04',
      id_kecamatan: null,
      id_desa: null,
    });
    expect(applyChange(rsupplier, values, 'id_provinsi', '32')).toEqual(values);
    expect(
      applyChange(rsetregional, { id_provinsi: '32', id_kabupaten: '32.73' }, 'id_provinsi', null),
    ).toEqual({
      id_provinsi: null,
      id_kabupaten: null,
    });
  });
});

describe('resourceScreenOf', () => {
  it('maps the spec’s routes to the generic screens', () => {
    expect(resourceScreenOf('/rsupplier')).toMatchObject({ kind: 'list' });
    expect(resourceScreenOf('/rsupplier/status/Active')).toMatchObject({ kind: 'list' });
    expect(resourceScreenOf('/rsupplier/index/status/Active')).toMatchObject({ kind: 'list' });
    expect(resourceScreenOf('/rsupplier/view/7')).toMatchObject({ kind: 'view', id: '7' });
    expect(resourceScreenOf('/rsupplier/add')).toMatchObject({ kind: 'form', id: null });
    expect(resourceScreenOf('/rsupplier/edit/7')).toMatchObject({ kind: 'form', id: '7' });
    expect(resourceScreenOf('/rsupplier/edit')).toEqual({ kind: 'notFound' });
    expect(resourceScreenOf('/regvillages/add')).toEqual({ kind: 'notFound' });
    expect(resourceScreenOf('/rinvoice/joinlist')).toEqual({ kind: 'other' });
    expect(resourceScreenOf('/kalkulator')).toEqual({ kind: 'other' });
  });
});
