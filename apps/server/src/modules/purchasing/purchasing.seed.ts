import type { SeedContext } from '../../db/demo/seed-context.ts';
import { addBill, PURCHASE_EXPENSE, paySupplier } from './bills.service.ts';
import { createOrder, receiveOrder } from './orders.service.ts';

/** Items the demo order buys: name, quantity ordered, price, quantity in the first delivery. */
const LINES: [string, number, number, number][] = [
  ['Isolasi Pipa AC (duct tape)', 40, 12_000, 24],
  ['Lampu LED Philips 13W', 30, 38_000, 30],
];

/**
 * A purchase order to the shop's first supplier, placed three weeks ago and half delivered (the duct
 * tape still short), the supplier's bill for what came, and a first payment against it: through the
 * purchasing services, so the receipt moved stock and cost and the payment wrote its expense.
 */
export async function seedPurchasing(s: SeedContext): Promise<void> {
  if (!(await s.find('rmasterpengeluaran', { nama_pengeluaran: PURCHASE_EXPENSE })))
    await s.add('rmasterpengeluaran', {
      nama_pengeluaran: PURCHASE_EXPENSE,
      kode: 'BELI',
      status: 'Active',
      keterangan: 'Pembayaran tagihan supplier (modul pembelian)',
    });
  const [supplier] = await s.app.db.query<{ id: number }>('SELECT id FROM rsupplier ORDER BY id LIMIT 1');
  const bank = await s.find('bankrekening', { nama_rekening: 'BCA Operasional' });
  const lines = [];
  for (const [name, qty, harga] of LINES) {
    const item = await s.find('rstok', { nama_barang: name });
    if (!supplier || !item) return;
    lines.push({ id_stok: Number(item.id), id_satuan: Number(item.id_satuan), qty, harga });
  }
  const order = await createOrder(
    s.write,
    {
      id_supplier: Number(supplier!.id),
      tanggal: s.daysAgo(21),
      tanggal_kirim: s.daysAgo(14),
      termin_hari: 30,
      pesan: true,
      keterangan: 'Stok bulanan: isolasi dan lampu',
      lines,
    },
    s.today,
  );
  const { order: received } = await receiveOrder(
    s.write,
    order.id,
    {
      tanggal: s.daysAgo(14),
      no_faktur_supplier: `SJ/${s.rand.int(1000, 9999)}`,
      lines: order.lines.map((l, i) => ({ id_line: l.id, qty: LINES[i]![3] })),
    },
    s.today,
  );
  const bill = await addBill(
    s.write,
    {
      id_po: order.id,
      no_faktur_supplier: `INV/${s.rand.int(1000, 9999)}/${s.today.slice(0, 4)}`,
      tanggal: s.daysAgo(13),
      lines: received.lines.map((l) => ({ id_line: l.id, qty: l.diterima, harga: l.harga })),
    },
    s.today,
  );
  await paySupplier(
    s.write,
    bill.id,
    {
      tanggal: s.daysAgo(5),
      jumlah: Math.round(bill.jumlah / 2 / 1000) * 1000,
      id_bankrekening: bank ? Number(bank.id) : undefined,
      metode: 'Transfer',
    },
    s.today,
  );
}
