import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// Issue 34: a duplicate serial and a third serial on a two-unit line were both accepted.
const ctx = useTestApp();
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'id-ID' },
  });
async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}
let receipts = 0;
/** A draft receipt with one line of `qty` air conditioners. */
async function lineOf(qty: number) {
  const receipt = await add('rbarangmasuk', {
    no_referensi: `BM-SN-${++receipts}`,
    tanggal: '2026-11-01',
    id_supplier: ids.supplier,
  });
  const line = await add('rbarangmasuksub', {
    id_barangmasuk: receipt.id,
    id_stok: ids.ac,
    qty,
    id_satuan: ids.unit,
    harga_satuan: 4_500_000,
  });
  return { receipt: Number(receipt.id), line: Number(line.id) };
}
const serial = (line: number, no: string, jenis = 'Nomor Seri') =>
  as('POST', '/api/rbarangmasuksubsub/add', { id_barangmasuksub: line, jenis, no_seri_batch: no, qty: 1 });
const receive = (receipt: number) => as('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' });
const stock = async () =>
  Number(
    (await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [ids.ac]))[0]!.stok,
  );

beforeAll(async () => {
  ids.unit = Number((await add('rsatuan', { nama_satuan: 'Unit', singkatan: 'unit' })).id);
  ids.supplier = Number((await add('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' })).id);
  ids.ac = Number(
    (await add('rstok', { nama_barang: 'AC Split 1 PK', kode_barang: 'AC1', id_satuan: ids.unit })).id,
  );
  ids.fan = Number(
    (await add('rstok', { nama_barang: 'Kipas Angin', kode_barang: 'KA1', id_satuan: ids.unit })).id,
  );
});

describe('serial numbers of goods in', () => {
  it('takes two serials on a two-unit line, refuses a third, and receives the line', async () => {
    const { receipt, line } = await lineOf(2);
    expect((await serial(line, 'SN-A1')).statusCode).toBe(200);
    expect((await serial(line, 'SN-A2')).statusCode).toBe(200);
    const third = await serial(line, 'SN-A3');
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.id_barangmasuksub).toEqual([
      'Baris ini berisi 2 unit: paling banyak 2 nomor seri',
    ]);
    const before = await stock();
    expect((await receive(receipt)).statusCode).toBe(200);
    expect(await stock()).toBe(before + 2);
  });

  it('refuses a serial the item already has, on any receipt, whatever its case or spaces', async () => {
    const { line } = await lineOf(1);
    const again = await serial(line, '  sn-a1 ');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.no_seri_batch).toEqual(['Nomor seri sn-a1 sudah tercatat untuk barang ini']);
    expect(
      Number(
        (
          await ctx.database.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM rbarangmasuksubsub WHERE id_barangmasuksub = $1',
            [line],
          )
        )[0]!.n,
      ),
    ).toBe(0);
  });

  it('lets another item use the same serial, and batches repeat freely', async () => {
    const receipt = await add('rbarangmasuk', {
      no_referensi: `BM-SN-${++receipts}`,
      tanggal: '2026-11-01',
      id_supplier: ids.supplier,
    });
    const fan = await add('rbarangmasuksub', {
      id_barangmasuk: receipt.id,
      id_stok: ids.fan,
      qty: 1,
      id_satuan: ids.unit,
      harga_satuan: 350_000,
    });
    expect((await serial(Number(fan.id), 'SN-A1')).statusCode).toBe(200);
    const { line } = await lineOf(1);
    expect((await serial(line, 'BATCH-7', 'Batch')).statusCode).toBe(200);
    expect((await serial(line, 'BATCH-7', 'Batch')).statusCode).toBe(200);
  });

  it('receives a tracked line only with one serial per unit, and keeps its quantity above its serials', async () => {
    const { receipt, line } = await lineOf(3);
    expect((await serial(line, 'SN-B1')).statusCode).toBe(200);
    expect((await serial(line, 'SN-B2')).statusCode).toBe(200);
    const before = await stock();
    const refused = await receive(receipt);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual(['AC Split 1 PK: 2 nomor seri untuk 3 unit']);
    expect(await stock()).toBe(before);
    const lowered = await as('PUT', `/api/rbarangmasuksub/edit/${line}`, { qty: 1 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors.qty).toEqual(['Baris ini berisi 1 unit: paling banyak 1 nomor seri']);
    expect((await serial(line, 'SN-B3')).statusCode).toBe(200);
    expect((await receive(receipt)).statusCode).toBe(200);
    expect(await stock()).toBe(before + 3);
  });
});
