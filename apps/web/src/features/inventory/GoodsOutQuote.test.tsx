import { rbarangkeluar } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatures } from '../../app/feature-registry.ts';
import { cleanUpScreens, fieldOf } from '../../resources/form-rules-support.ts';
import { ResourceForm } from '../../resources/ResourceForm.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { inventoryFeature } from './feature.ts';

// the preview is the inventory feature's form panel, as the signed-in frame registers it
beforeAll(() => registerFeatures([inventoryFeature]));

cleanUpScreens();

const shown = (id: string) => screen.getByTestId(id).textContent?.replace(/\u00a0/g, ' ');

// Issue 34: the goods-out form showed no price or discount until saved. The preview prices the line with
// core's rules from the records; the figures below are worked by hand from them.
describe('the goods-out form previews price and discount', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows the price in force, wholesale from its quantity, the best discount, and a typed price without it', async () => {
    await renderScreen(
      <ResourceForm
        resource={rbarangkeluar}
        id={null}
        presets={{ jenis: 'Penjualan', tanggal: '2026-11-20', id_stok: 5, id_satuan: 1, qty: 2 }}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
      { path: '/rbarangkeluar/add', pages: allPagesOf('rbarangkeluar') },
      {
        'GET /api/rstok/options': () => ({ records: [{ value: 5, label: 'Lampu LED' }] }),
        'GET /api/rsatuan/options': () => ({ records: [{ value: 1, label: 'Pieces' }] }),
        'GET /api/rstok/view/5': () => ({ id: 5, nama_barang: 'Lampu LED', id_kategori: 7 }),
        'GET /api/rkategorilevel': () => ({
          records: [
            { id: 7, nama_kategori: 'Lampu LED', id_parent: 3 },
            { id: 3, nama_kategori: 'Listrik', id_parent: null },
          ],
        }),
        'GET /api/rsethargajual': () => ({
          records: [
            {
              id: 1,
              id_stok: 5,
              id_satuan: 1,
              harga_jual: 40_000,
              berlaku_mulai: '2025-01-01',
              status: 'Active',
            },
            {
              id: 2,
              id_stok: 5,
              id_satuan: 1,
              harga_jual: 50_000,
              harga_grosir: 45_000,
              minimal_qty_grosir: 10,
              berlaku_mulai: '2026-01-01',
              status: 'Active',
            },
            // not yet in force on the 20th
            {
              id: 3,
              id_stok: 5,
              id_satuan: 1,
              harga_jual: 60_000,
              berlaku_mulai: '2026-12-01',
              status: 'Active',
            },
          ],
        }),
        'GET /api/rdiskonevent': () => ({
          records: [
            {
              id: 8,
              nama_event: 'Akhir Tahun',
              tanggal_mulai: '2026-11-01',
              tanggal_akhir: '2026-11-30',
              jenis_diskon: 'Persen',
              persen_diskon: 10,
              id_kategori: 3, // the item's parent category
              status: 'Active',
            },
            {
              id: 9,
              nama_event: 'Potongan Lampu',
              tanggal_mulai: '2026-11-01',
              tanggal_akhir: '2026-11-30',
              jenis_diskon: 'Nominal',
              nominal_diskon: 2_000,
              id_stok: 5,
              status: 'Active',
            },
          ],
        }),
      },
    );
    // 2 × 50.000 = 100.000; 10 % = 10.000 beats 2 × 2.000 = 4.000
    await waitFor(() => expect(shown('goods-out-subtotal')).toBe('Rp 90.000'), { timeout: 5000 });
    expect(shown('goods-out-price')).toBe('Rp 50.000');
    expect(shown('goods-out-discount')).toBe('Rp 10.000');
    expect(screen.getByText('Diskon Akhir Tahun')).toBeTruthy();

    // 12 × 45.000 (wholesale from 10) = 540.000; 10 % = 54.000 → 486.000
    const qty = within(fieldOf('Qty')).getByRole('textbox');
    fireEvent.change(qty, { target: { value: '12' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(shown('goods-out-subtotal')).toBe('Rp 486.000'));
    expect(shown('goods-out-price')).toBe('Rp 45.000');
    expect(screen.getByText('Harga grosir')).toBeTruthy();

    // a price of the seller's own takes no event discount: 12 × 60.000
    const price = within(fieldOf('Harga Satuan')).getByRole('textbox');
    fireEvent.change(price, { target: { value: '60.000' } });
    fireEvent.blur(price);
    await waitFor(() => expect(shown('goods-out-subtotal')).toBe('Rp 720.000'));
    expect(shown('goods-out-discount')).toBe('Rp 0');
  });
});
