import type { JobMaterials } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { receiveGoods } from '../../test/inventory-support.ts';

let admin: string;
let teknisi: string;
const ids: Record<string, number> = {};

const stockOf = async (id: number) =>
  Number((await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [id]))[0]!.stok);
const materials = async (job: number) =>
  (await as(admin, 'GET', `/api/rpekerjaan/material-sop/${job}`)).json() as JobMaterials;

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { add } = ctx;
const { as } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
  teknisi = ctx.teknisi;
  const unit = async (nama: string, extra: object = {}) =>
    Number((await add('rsatuan', { nama_satuan: nama, ...extra })).id);
  // metres and kilograms are measured, so they take fractions; a roll is counted whole
  ids.meter = await unit('Meter', { pecahan: true });
  ids.roll = await unit('Roll', { id_satuan_dasar: ids.meter, nilai_konversi: 50 });
  ids.kg = await unit('Kilogram', { pecahan: true });
  ids.type = Number((await add('rtype', { nama_type: 'Pemasangan', jenis: 'Pekerjaan' })).id);
  ids.pipe = Number((await add('rstok', { nama_barang: 'Pipa Tembaga', id_satuan: ids.meter })).id);
  ids.freon = Number((await add('rstok', { nama_barang: 'Freon R32', id_satuan: ids.kg })).id);
  const supplier = await add('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' });
  await receiveGoods(ctx, { no_referensi: 'BM-SOP-1', id_supplier: Number(supplier.id) }, [
    [ids.pipe, 1, ids.roll, 2_500_000],
    [ids.freon, 2, ids.kg, 180_000],
  ]);
  const sop = (nama_material: string, id_stok: number | null, qty: number, id_satuan: number) =>
    add('standarmaterialsop', {
      nama_sop: 'Pasang AC Split',
      id_type: ids.type,
      nama_material,
      id_stok,
      qty,
      id_satuan,
    });
  await sop('Pipa tembaga', ids.pipe, 3, ids.meter);
  await sop('Freon', ids.freon, 1.5, ids.kg);
  await sop('Bracket outdoor (beli di lokasi)', null, 1, ids.meter);
  const customer = await add('akun', { nama: 'Bu Sari', jenis_akun: 'Pelanggan' });
  const job = (nama_pekerjaan: string, id_type: number | null) =>
    add('rpekerjaan', { nama_pekerjaan, id_akun: customer.id, id_type, tanggal_mulai: '2026-11-20' });
  ids.job = Number((await job('Pasang AC Bu Sari', ids.type)).id);
  ids.untyped = Number((await job('Cek kelistrikan', null)).id);
}, 60_000);

describe('SOP materials of a job', () => {
  it('proposes the SOP quantities of the job type, with the stock in the SOP unit', async () => {
    const answer = await materials(ids.job);
    expect(answer.job).toMatchObject({ id: ids.job, nama_type: 'Pemasangan' });
    const byName = Object.fromEntries(answer.lines.map((l) => [l.nama_material, l]));
    expect(byName['Pipa tembaga']).toMatchObject({ qty_sop: 3, qty_keluar: 0, stok: 50, qty_usul: 3 });
    expect(byName.Freon).toMatchObject({ qty_sop: 1.5, qty_keluar: 0, stok: 2, qty_usul: 1.5 });
    // a material the shop does not stock is listed, never proposed
    expect(byName['Bracket outdoor (beli di lokasi)']).toMatchObject({ id_stok: null, qty_usul: 0 });
    expect((await materials(ids.untyped)).lines).toEqual([]);
  });

  it('issues the confirmed lines as goods outs for the job, and proposes only what is left', async () => {
    const response = await as(admin, 'POST', `/api/rpekerjaan/material-sop/${ids.job}`, {
      tanggal: '2026-11-21',
      lines: [
        { id_stok: ids.pipe, id_satuan: ids.meter, qty: 2 },
        { id_stok: ids.freon, id_satuan: ids.kg, qty: 1.5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = response.json().records as Record<string, unknown>[];
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ jenis: 'Pemakaian Pekerjaan', id_pekerjaan: ids.job });
    expect(await stockOf(ids.pipe)).toBe(48);
    expect(await stockOf(ids.freon)).toBe(0.5);
    const byName = Object.fromEntries((await materials(ids.job)).lines.map((l) => [l.nama_material, l]));
    expect(byName['Pipa tembaga']).toMatchObject({ qty_keluar: 2, qty_usul: 1, stok: 48 });
    expect(byName.Freon).toMatchObject({ qty_keluar: 1.5, qty_usul: 0 });
    // a goods out deleted (written back) no longer counts as issued
    await as(admin, 'DELETE', `/api/rbarangkeluar/delete/${records[0]!.id}`);
    const after = (await materials(ids.job)).lines.find((l) => l.nama_material === 'Pipa tembaga');
    expect(after).toMatchObject({ qty_keluar: 0, qty_usul: 3, stok: 50 });
  });

  it('issues nothing when one line is short: a 422 naming that line and what is left', async () => {
    const before = await ctx.database.query('SELECT count(*)::int AS n FROM rbarangkeluar');
    const response = await as(admin, 'POST', `/api/rpekerjaan/material-sop/${ids.job}`, {
      lines: [
        { id_stok: ids.pipe, id_satuan: ids.meter, qty: 3 },
        { id_stok: ids.freon, id_satuan: ids.kg, qty: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['lines.1.qty']);
    expect(errors['lines.1.qty']![0]).toContain('Freon R32');
    expect(await stockOf(ids.pipe)).toBe(50);
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM rbarangkeluar')).toEqual(before);
  });

  it('refuses bad bodies with a 422 per field and unknown jobs with a 404', async () => {
    const bad = await as(admin, 'POST', `/api/rpekerjaan/material-sop/${ids.job}`, {
      tanggal: 'kemarin',
      lines: [{ id_stok: 'x', id_satuan: ids.kg, qty: -1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lines.0.id_stok', 'lines.0.qty', 'tanggal']);
    expect(
      (await as(admin, 'POST', `/api/rpekerjaan/material-sop/${ids.job}`, { lines: [] })).statusCode,
    ).toBe(422);
    const missing = await as(admin, 'POST', '/api/rpekerjaan/material-sop/999999', {
      lines: [{ id_stok: ids.pipe, id_satuan: ids.meter, qty: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/rpekerjaan/material-sop/999999')).statusCode).toBe(404);
  });

  it('lets a technician who views the job read the proposal but not issue goods without the goods-out page', async () => {
    // technicians see only the jobs assigned to them (docs/jobs.md)
    expect((await as(teknisi, 'GET', `/api/rpekerjaan/material-sop/${ids.job}`)).statusCode).toBe(404);
    const [login] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'teknisi'",
    );
    const person = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: login!.id });
    await as(admin, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { id_teknisi: person.id });
    expect((await as(teknisi, 'GET', `/api/rpekerjaan/material-sop/${ids.job}`)).statusCode).toBe(200);
    const issue = await as(teknisi, 'POST', `/api/rpekerjaan/material-sop/${ids.job}`, {
      lines: [{ id_stok: ids.pipe, id_satuan: ids.meter, qty: 1 }],
    });
    expect(issue.statusCode).toBe(403);
    expect(await stockOf(ids.pipe)).toBe(50);
  });
});
