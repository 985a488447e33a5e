/**
 * The purchasing journey of issue 34, in the browser: a purchase order received in two deliveries at
 * `/pembelian`, the supplier's bill recorded and partly paid at `/hutangsupplier`; stock, moving average,
 * payables and cash flow checked against figures computed by hand below.
 */
import { describe, expect, it } from 'vitest';
import { formatYmd } from '../packages/core/src/index.ts';
import { useAdminJourney } from './support/journey.ts';

const ids: Record<string, number> = {};

async function item(id: number) {
  const row = await api<{ stok: string; nilai_stok: string; harga_pokok: string }>(
    'GET',
    `/api/rstok/view/${id}`,
  );
  return { stok: Number(row.stok), nilai: Number(row.nilai_stok), avg: Number(row.harga_pokok) };
}

/** Types a number into a NumberInput the way a person does, then leaves it. */
async function typeNumber(label: string, value: string): Promise<void> {
  const input = journey.page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill('');
  await input.pressSequentially(value);
  // leave the field without tabbing into the next one (a date field opens its calendar on focus)
  await input.evaluate((el) => (el as HTMLInputElement).blur());
}

const journey = useAdminJourney({
  prepare: async () => {
    ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
    ids.supplier = await add('rsupplier', { nama_supplier: 'CV Sumber Listrik', no_hp: '0812-3456-7890' });
    ids.cable = await add('rstok', { nama_barang: 'Kabel NYM E2E', id_satuan: ids.pcs, stok_minimum: 50 });
    ids.bank = await add('bankrekening', {
      nama_rekening: 'BCA Operasional',
      nama_bank: 'BCA',
      no_rekening: '7771234567',
      atas_nama: 'Toko',
    });
    // on hand before the order: 10 at Rp 20.000 (value 200.000)
    const receipt = await add('rbarangmasuk', {
      no_referensi: 'BM-AWAL',
      tanggal: '2026-10-20',
      id_supplier: ids.supplier,
    });
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt,
      id_stok: ids.cable,
      qty: 10,
      id_satuan: ids.pcs,
      harga_satuan: 20_000,
    });
    await api('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' });
    // the order: 30 pcs at Rp 25.000 (750.000), placed
    const order = await api<{ record: { id: number; no_po: string } }>('POST', '/api/pembelian/orders', {
      id_supplier: ids.supplier,
      pesan: true,
      lines: [{ id_stok: ids.cable, id_satuan: ids.pcs, qty: 30, harga: 25_000 }],
    });
    ids.order = order.record.id;
  },
});
const { api, add } = journey;

describe('purchasing in the browser', () => {
  it('receives an order in two deliveries, bills it and pays part of it', async () => {
    const cable = await item(ids.cable);
    expect([cable.stok, cable.nilai]).toEqual([10, 200_000]);

    await journey.page.goto('/pembelian');
    await journey.page.getByRole('row').filter({ hasText: 'CV Sumber Listrik' }).first().click();
    const receiveNow = 'Terima sekarang Kabel NYM E2E';
    // first delivery: 12 pcs. 22 on hand, value 200.000 + 300.000 = 500.000, average 22.727,27
    await typeNumber(receiveNow, '12');
    await journey.page.getByTestId('po-receive').click();
    await journey.page.getByTestId('po-state').filter({ hasText: 'Sebagian diterima' }).waitFor();
    await expect.poll(async () => (await item(ids.cable)).stok).toBe(22);
    expect((await item(ids.cable)).nilai).toBe(500_000);
    // more than the 18 left is refused on the line
    await typeNumber(receiveNow, '19');
    await journey.page.getByTestId('po-receive').click();
    await journey.page.getByText('sisa yang belum diterima hanya 18, diminta 19', { exact: false }).waitFor();
    // second delivery: the 18 left. 40 on hand, value 950.000, average 23.750
    await typeNumber(receiveNow, '18');
    await journey.page.getByTestId('po-receive').click();
    await journey.page
      .getByTestId('po-state')
      .filter({ hasText: /^Diterima/ })
      .waitFor();
    await expect.poll(async () => (await item(ids.cable)).stok).toBe(40);
    expect(await item(ids.cable)).toEqual({ stok: 40, nilai: 950_000, avg: 23_750 });
    await journey.page.keyboard.press('Escape');

    // the bill: 30 received and not billed, at the order's price: Rp 750.000
    await journey.page.goto('/hutangsupplier');
    await journey.page.getByRole('button', { name: 'Catat tagihan supplier' }).click();
    const dialog = journey.page.getByRole('dialog');
    await dialog.locator('.p-dropdown:has(#bill-order)').click();
    await journey.page.getByRole('option', { name: /CV Sumber Listrik/ }).click();
    await dialog.locator('#bill-invoice').fill('INV/2026/0777');
    await dialog.getByRole('button', { name: 'Catat tagihan' }).click();
    const summary = journey.page.getByTestId('bill-summary');
    await summary.filter({ hasText: 'Belum dibayar' }).waitFor();
    expect(await summary.textContent()).toContain('750.000');

    // a first payment of Rp 300.000 from BCA: 450.000 left, an expense of 300.000 in the cash flow
    await typeNumber('Jumlah dibayar', '300000');
    await journey.page.locator('.p-dropdown:has(#bill-pay-bank)').click();
    await journey.page.getByRole('option', { name: 'BCA Operasional' }).click();
    await journey.page.getByRole('button', { name: 'Catat pembayaran' }).click();
    await summary.filter({ hasText: 'Sebagian dibayar' }).waitFor();
    expect(await summary.textContent()).toContain('450.000');

    const payables = await api<{ totalBalance: number }>('GET', '/api/hutangsupplier/bills?open=1');
    expect(payables.totalBalance).toBe(450_000);
    const today = formatYmd(new Date());
    const flow = await api<{ totals: { in: number; out: number } }>(
      'GET',
      `/api/rpemasukan/drtyj?from=${today}&to=${today}&period=day`,
    );
    expect(flow.totals).toMatchObject({ in: 0, out: 300_000 });
    const ageing = await api<{ totals: { current: number; total: number } }>(
      'GET',
      '/api/hutangsupplier/umur',
    );
    expect(ageing.totals).toMatchObject({ current: 450_000, total: 450_000 });
    expect(journey.errors).toEqual([]);
  }, 120_000);
});
