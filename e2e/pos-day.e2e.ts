/**
 * Issue 34, "a day at the counter", in the browser on an empty business: open a cash session with
 * Rp 200.000, three cash sales (one made offline and synced from the queue), one refund, close with the
 * drawer Rp 5.000 short; then the Z-report, the income recap (/rpemasukan/ghkpo), the cash flow
 * (/rpemasukan/drtyj) and the dashboard agree to the Rupiah with the figures worked out by hand below.
 *
 *   sale 1 (online):  2 × Lampu LED Rp 50.000          = Rp 100.000, paid Rp 100.000
 *   sale 2 (online):  1 × Kabel NYM Rp 25.000           = Rp  25.000, paid Rp  50.000 (change Rp 25.000)
 *   sale 3 (offline): 1 × Lampu LED                     = Rp  50.000, paid Rp  50.000
 *   refund of sale 2 (whole)                            = Rp  25.000 back in cash
 *   cash sales 175.000; net takings 175.000 − 25.000    = Rp 150.000 (the income the close posts)
 *   expected drawer 200.000 + 175.000 − 25.000          = Rp 350.000
 *   counted 3 × 100.000 + 2 × 20.000 + 1 × 5.000        = Rp 345.000, difference −Rp 5.000
 */
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../packages/core/src/index.ts';
import { useAdminJourney } from './support/journey.ts';

const ids: Record<string, number> = {};

/** Text with its non-breaking spaces (Intl's currency format) as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const rp = (n: number) => plain(formatCurrency(n));

async function scan(barcode: string, name: string) {
  await journey.page.getByTestId('pos-scan').fill(barcode);
  await journey.page.getByTestId('pos-scan').press('Enter');
  await journey.page.getByTestId('pos-cart').getByText(name).waitFor();
}

/** Types the cash received key by key, pays, and answers the receipt's text. */
async function pay(amount: number): Promise<string> {
  const received = journey.page.locator('#pos-received');
  await received.click();
  await received.pressSequentially(String(amount));
  await received.press('Tab');
  await journey.page.getByTestId('pos-pay').click();
  const receipt = journey.page.getByTestId('pos-receipt');
  await receipt.waitFor();
  return plain(await receipt.textContent());
}

async function nextSale() {
  await journey.page.getByRole('button', { name: 'Transaksi baru' }).click();
  await journey.page.getByTestId('pos-cart-empty').waitFor();
}

/** Types a whole number into a NumberInput (Indonesian grouping is the input's own). */
async function typeNumber(selector: string, value: number) {
  const input = journey.page.locator(selector);
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(String(value));
  await input.press('Tab');
}

const journey = useAdminJourney({
  prepare: async () => {
    // two items with prices in force, 20 of each in stock
    ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
    ids.supplier = await add('rsupplier', { nama_supplier: 'CV Pemasok', no_hp: '0812-3456-7890' });
    ids.lamp = await add('rstok', { nama_barang: 'Lampu LED', barcode: '8990000000011', id_satuan: ids.pcs });
    ids.cable = await add('rstok', {
      nama_barang: 'Kabel NYM',
      barcode: '8990000000028',
      id_satuan: ids.pcs,
    });
    const receipt = await add('rbarangmasuk', {
      no_referensi: 'BM-DAY-1',
      tanggal: '2026-01-02',
      id_supplier: ids.supplier,
    });
    for (const [item, price, cost] of [
      [ids.lamp, 50_000, 30_000],
      [ids.cable, 25_000, 15_000],
    ] as const) {
      await add('rsethargajual', {
        id_stok: item,
        id_satuan: ids.pcs,
        harga_jual: price,
        berlaku_mulai: '2026-01-01',
      });
      await add('rbarangmasuksub', {
        id_barangmasuk: receipt,
        id_stok: item,
        qty: 20,
        id_satuan: ids.pcs,
        harga_satuan: cost,
      });
    }
    await api('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' });
  },
  timeout: 180_000,
});
const { api, add } = journey;

describe('a day at the counter', () => {
  let refundable = '';

  it('opens a session with Rp 200.000 and sells twice online and once offline', async () => {
    await journey.page.goto('/postransaksirizqieta');
    await journey.page.getByTestId('pos-session-open').waitFor();
    await journey.page.locator('#pos-float').fill('200000');
    await journey.page.locator('#pos-float').blur();
    await journey.page.getByTestId('pos-session-open-button').click();
    await journey.page.getByTestId('pos-session').getByText(rp(200_000), { exact: false }).waitFor();

    await scan('8990000000011', 'Lampu LED');
    await scan('8990000000011', 'Lampu LED');
    expect(await pay(100_000)).toContain(`Total${rp(100_000)}`);
    await nextSale();

    await scan('8990000000028', 'Kabel NYM');
    const second = await pay(50_000);
    expect(second).toContain(`Kembalian${rp(25_000)}`);
    refundable = /POS-\d{8}-\d{4}/.exec(second)![0];
    await nextSale();

    // the network goes: the third sale is queued, then synced when it is back
    await journey.context.setOffline(true);
    await journey.page.getByTestId('pos-network').filter({ hasText: 'Luring' }).waitFor();
    await scan('8990000000011', 'Lampu LED');
    await pay(50_000);
    await journey.page.getByTestId('pos-queued-tag').waitFor();
    await nextSale();
    expect(await journey.page.getByTestId('pos-queue').locator('li').count()).toBe(1);
    await journey.context.setOffline(false);
    await journey.page.locator('.p-toast-message').filter({ hasText: 'tersinkron' }).first().waitFor();
    await journey.page.getByTestId('pos-queue').waitFor({ state: 'detached' });
  });

  it('refunds the second sale from the session’s history', async () => {
    await journey.page.getByTestId('pos-history-button').click();
    await journey.page.getByTestId('pos-history').waitFor();
    await journey.page.getByTestId(`pos-refund-${refundable}`).click();
    await journey.page.getByTestId('pos-refund-confirm').click();
    await journey.page
      .getByTestId('pos-history')
      .getByText(/RET-\d{8}-\d{4}/)
      .first()
      .waitFor();
    await journey.page.keyboard.press('Escape');
  });

  it('closes with the drawer counted Rp 5.000 short, and the Z-report says so', async () => {
    await journey.page.getByTestId('pos-close-button').click();
    await journey.page.getByTestId('pos-denominations').waitFor();
    await expect
      .poll(async () => plain(await journey.page.getByTestId('pos-expected').textContent()))
      .toBe(rp(350_000));
    await typeNumber('#pos-count-100000', 3);
    await typeNumber('#pos-count-20000', 2);
    await typeNumber('#pos-count-5000', 1);
    await expect
      .poll(async () => plain(await journey.page.getByTestId('pos-counted').textContent()))
      .toBe(rp(345_000));
    expect(plain(await journey.page.getByTestId('pos-difference').textContent())).toBe(rp(-5_000));
    await journey.page.getByTestId('pos-close-confirm').click();
    const z = journey.page.getByTestId('pos-z-report');
    await z.waitFor();
    expect(plain(await z.getByTestId('z-sales').textContent())).toContain(rp(175_000));
    expect(plain(await z.getByTestId('z-expected').textContent())).toContain(rp(350_000));
    expect(plain(await z.getByTestId('z-counted').textContent())).toContain(rp(345_000));
    expect(plain(await z.getByTestId('z-difference').textContent())).toContain(rp(-5_000));
    expect(plain(await z.textContent())).toContain(rp(150_000)); // net takings
  });

  it('books the net takings once: income recap, cash flow and dashboard show Rp 150.000', async () => {
    await journey.page.goto('/rpemasukan/ghkpo');
    const recap = journey.page.getByTestId('report-ghkpo').locator('tfoot');
    await expect.poll(async () => plain(await recap.textContent())).toContain(rp(150_000));

    await journey.page.goto('/rpemasukan/drtyj');
    const flow = journey.page.getByTestId('report-drtyj').locator('tfoot');
    await expect.poll(async () => plain(await flow.textContent())).toContain(`${rp(150_000)}${rp(0)}`);

    await journey.page.goto('/home');
    const cashIn = journey.page.getByTestId('business-cashIn');
    await expect.poll(async () => plain(await cashIn.textContent())).toContain(rp(150_000));
    // the month's sales: what was sold less what came back
    expect(plain(await journey.page.getByTestId('business-sales').textContent())).toContain(rp(150_000));
    expect(journey.errors).toEqual([]);
  });
});
