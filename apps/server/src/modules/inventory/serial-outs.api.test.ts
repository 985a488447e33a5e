// Issue 34: a sale or goods out names which serials leave, a serial leaves once, a refund brings it back,
// and one search tells a serial's story (received from whom, sold to whom, returned).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../lib/dates.ts';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp();
const ids: Record<string, number> = {};
const today = jakartaToday();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'id-ID' },
  });
async function add(resource: string, payload: object): Promise<number> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return Number(response.json().record.id);
}
const stock = async (id: number) =>
  Number((await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [id]))[0]!.stok);
const sell = (lines: object[], amount: number) =>
  as('POST', '/api/pos/sales', {
    client_id: randomUUID(),
    session: ids.session,
    customer: ids.customer,
    lines,
    payment: { method: 'cash', amount },
  });
const goodsOut = (payload: object) =>
  as('POST', '/api/rbarangkeluar/add', {
    no_referensi: `BK-T-${randomUUID().slice(0, 8)}`,
    tanggal: today,
    jenis: 'Penghapusan',
    id_stok: ids.ac,
    id_satuan: ids.unit,
    ...payload,
  });
const history = async (q: string) => {
  const response = await as('GET', `/api/rbarangmasuksubsub/riwayat?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  ids.unit = await add('rsatuan', { nama_satuan: 'Unit', singkatan: 'unit' });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' });
  ids.customer = await add('akun', { nama: 'Bu Sari', jenis_akun: 'Pelanggan' });
  ids.ac = await add('rstok', { nama_barang: 'AC Split 1 PK', kode_barang: 'AC1', id_satuan: ids.unit });
  ids.fan = await add('rstok', { nama_barang: 'Kipas Angin', kode_barang: 'KA1', id_satuan: ids.unit });
  for (const item of [ids.ac, ids.fan])
    await add('rsethargajual', {
      id_stok: item,
      id_satuan: ids.unit,
      harga_jual: 5_000_000,
      berlaku_mulai: '2026-01-01',
    });
  // four ACs with serials SN-1..SN-4 and two fans without, received from CV Dingin
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-SN-1',
    tanggal: '2026-11-02',
    id_supplier: ids.supplier,
    no_faktur_supplier: 'INV/77',
  });
  const line = await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.ac,
    qty: 4,
    id_satuan: ids.unit,
    harga_satuan: 4_000_000,
  });
  for (const n of [1, 2, 3, 4])
    await add('rbarangmasuksubsub', {
      id_barangmasuksub: line,
      jenis: 'Nomor Seri',
      no_seri_batch: `SN-${n}`,
      qty: 1,
    });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.fan,
    qty: 2,
    id_satuan: ids.unit,
    harga_satuan: 300_000,
  });
  expect((await as('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' })).statusCode).toBe(200);
  const opened = await as('POST', '/api/pos/sessions', { counter: 'Kasir Seri', float: 0 });
  expect(opened.statusCode, opened.body).toBe(200);
  ids.session = Number(opened.json().session.id);
});

describe('serials that leave', () => {
  it('refuses a sale of a tracked item without one serial per unit, or with a serial not in stock', async () => {
    const none = await sell([{ item: ids.ac, qty: 1 }], 5_000_000);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors['lines.0.serials']).toEqual([
      'AC Split 1 PK: 0 nomor seri disebut untuk 1 unit',
    ]);
    const unknown = await sell([{ item: ids.ac, qty: 1, serials: ['SN-9'] }], 5_000_000);
    expect(unknown.json().errors['lines.0.serials']).toEqual([
      'Nomor seri SN-9 untuk AC Split 1 PK tidak ada di stok',
    ]);
    const twice = await sell([{ item: ids.ac, qty: 2, serials: ['SN-1', 'sn-1'] }], 10_000_000);
    expect(twice.json().errors['lines.0.serials']).toEqual(['Nomor seri sn-1 disebut dua kali']);
    // a line without serials (the fan) sells as before; nothing was written by the refused ones
    expect(await stock(ids.ac)).toBe(4);
    expect((await sell([{ item: ids.fan, qty: 1 }], 5_000_000)).statusCode).toBe(200);
  });

  it('sells the serials named, once: the same serial cannot leave again', async () => {
    const sold = await sell([{ item: ids.ac, qty: 2, serials: [' sn-1 ', 'SN-2'] }], 10_000_000);
    expect(sold.statusCode, sold.body).toBe(200);
    ids.sale = Number(sold.json().sale.id);
    // recorded with the spelling they were received with
    expect(sold.json().sale.lines[0].serials).toEqual(['SN-1', 'SN-2']);
    expect(await stock(ids.ac)).toBe(2);
    const again = await sell([{ item: ids.ac, qty: 1, serials: ['SN-2'] }], 5_000_000);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['lines.0.serials']).toEqual([
      'Nomor seri SN-2 untuk AC Split 1 PK tidak ada di stok',
    ]);
    // nor through a goods out
    const out = await goodsOut({ qty: 1, no_seri: 'SN-1' });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors.no_seri).toEqual(['Nomor seri SN-1 untuk AC Split 1 PK tidak ada di stok']);
  });

  it('makes a goods out name its serials, and a cancelled one gives them back', async () => {
    const none = await goodsOut({ qty: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.no_seri).toEqual(['AC Split 1 PK: 0 nomor seri disebut untuk 1 unit']);
    const out = await goodsOut({ qty: 1, no_seri: 'SN-3' });
    expect(out.statusCode, out.body).toBe(200);
    expect(await stock(ids.ac)).toBe(1);
    expect((await as('DELETE', `/api/rbarangkeluar/delete/${out.json().record.id}`)).statusCode).toBe(200);
    expect(await stock(ids.ac)).toBe(2);
    // SN-3 is in stock again: it may leave
    const [row] = (await history('SN-3')).serials;
    expect(row.in_stock).toBe(true);
    expect(row.outs[0]).toMatchObject({ jenis: 'Penghapusan', kembali_tanggal: today });
    expect(row.outs[0].kembali_sumber).toMatch(/^Pembatalan BK-T-/);
  });

  it('brings a refunded serial back in stock: the one named, or all of the rest of the line', async () => {
    const wrong = await as('POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: ids.sale,
      session: ids.session,
      lines: [{ line: 0, qty: 1, serials: ['SN-3'] }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['lines.0.serials']).toEqual([
      'Nomor seri SN-3 tidak keluar pada baris ini, atau sudah kembali',
    ]);
    const unnamed = await as('POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: ids.sale,
      session: ids.session,
      lines: [{ line: 0, qty: 1 }],
    });
    expect(unnamed.json().errors['lines.0.serials']).toEqual([
      'AC Split 1 PK: 0 nomor seri disebut untuk 1 unit',
    ]);
    const refund = await as('POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: ids.sale,
      session: ids.session,
      lines: [{ line: 0, qty: 1, serials: ['sn-2'] }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().return.lines[0].serials).toEqual(['SN-2']);
    expect(await stock(ids.ac)).toBe(3);
    // SN-2 may be sold again; the rest of the sale (SN-1) comes back without naming it
    const rest = await as('POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: ids.sale,
      session: ids.session,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().return.lines[0].serials).toEqual(['SN-1']);
    const resold = await sell([{ item: ids.ac, qty: 1, serials: ['SN-2'] }], 5_000_000);
    expect(resold.statusCode, resold.body).toBe(200);
  });

  it('tells a serial’s story in one search: received, sold to whom, returned, sold again', async () => {
    const found = await history('sn-2');
    expect(found.serials).toHaveLength(1);
    const [sn2] = found.serials;
    expect(sn2).toMatchObject({
      serial: 'SN-2',
      item: { id: ids.ac, name: 'AC Split 1 PK', code: 'AC1' },
      received: {
        no_referensi: 'BM-SN-1',
        tanggal: '2026-11-02',
        status: 'Diterima',
        supplier: 'CV Dingin',
        no_faktur_supplier: 'INV/77',
      },
      in_stock: false,
    });
    expect(sn2.outs).toHaveLength(2);
    expect(sn2.outs[0]).toMatchObject({ jenis: 'Penjualan', customer: 'Bu Sari', kembali_tanggal: today });
    expect(sn2.outs[0].no_transaksi).toMatch(/^POS-\d{8}-\d{4}$/);
    expect(sn2.outs[0].kembali_sumber).toMatch(/^RET-\d{8}-\d{4}$/);
    expect(sn2.outs[1]).toMatchObject({ jenis: 'Penjualan', kembali_tanggal: null });
    // a part of a serial finds every serial holding it, the exact one first
    expect((await history('SN-')).serials.map((s: { serial: string }) => s.serial)).toEqual([
      'SN-1',
      'SN-2',
      'SN-3',
      'SN-4',
    ]);
    expect((await history('%')).serials).toEqual([]);
    expect((await history('SN-4')).serials[0].in_stock).toBe(true);
  });
});
