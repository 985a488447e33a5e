import 'fake-indexeddb/auto';
import type { PosCatalog, Sale } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { PosPage } from './PosPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  sessionStorage.clear();
});

const shop = {
  name: 'CV Sinar Teknik Mandiri',
  address: 'Jl. Soekarno-Hatta No. 218, Bandung',
  phone: '022-7561234',
  npwp: '01.234.567.8-423.000',
};

const catalogWith = (heading: PosCatalog['shop']): PosCatalog => ({
  date: '2026-11-20',
  discounts: [],
  shop: heading,
  items: [
    {
      id: 5,
      kode_barang: 'LMP',
      barcode: '8991234500076',
      nama_barang: 'Lampu LED',
      kategori: [],
      stok: 20,
      units: [
        {
          id_satuan: 1,
          nama_satuan: 'Pieces',
          faktor: 1,
          pecahan: false,
          harga: 42_000,
          harga_grosir: null,
          minimal_qty_grosir: null,
        },
      ],
    },
  ],
});

const sale: Sale = {
  id: 7,
  no_transaksi: 'POS-20261120-0007',
  client_id: '00000000-0000-4000-8000-000000000007',
  tanggal: '2026-11-20',
  id_akun: null,
  lines: [
    {
      id_stok: 5,
      nama_barang: 'Lampu LED',
      id_satuan: 1,
      qty: 1,
      harga_satuan: 42_000,
      diskon: 0,
      diskon_nama: null,
      subtotal: 42_000,
      id_barangkeluar: 70,
    },
  ],
  subtotal: 42_000,
  diskon: 0,
  total: 42_000,
  metode: 'cash',
  dibayar: 50_000,
  kembalian: 8_000,
  username: 'kasir.sari',
  created_at: '2026-11-20T03:00:00.000Z',
};

const page = (
  <Routes>
    <Route path="/postransaksirizqieta" element={<PosPage />} />
  </Routes>
);

/** Scans the lamp, takes Rp 50.000 in cash and pays; answers the receipt dialog. */
async function sellLamp(postSale: () => unknown, heading: PosCatalog['shop']) {
  await renderScreen(
    page,
    { path: '/postransaksirizqieta', pages: ['postransaksirizqieta'] },
    {
      'GET /api/pos/catalog': () => catalogWith(heading),
      'POST /api/pos/sales': postSale,
    },
  );
  const scan = await screen.findByTestId('pos-scan');
  fireEvent.change(scan, { target: { value: '8991234500076' } });
  fireEvent.keyDown(scan, { key: 'Enter' });
  await waitFor(() => expect(screen.getByTestId('pos-total').textContent).toMatch(/42\.000/));
  fireEvent.click(screen.getByRole('button', { name: /50\.000/ }));
  const pay = screen.getByTestId('pos-pay');
  await waitFor(() => expect(pay).toHaveProperty('disabled', false));
  fireEvent.click(pay);
  return within(await screen.findByTestId('pos-receipt'));
}

// Issue 34: the receipt was headed with the app's name ("Kantor"), without the shop, NPWP or cashier.
describe('/postransaksirizqieta: the receipt is the shop’s', () => {
  it(
    'heads a posted sale’s receipt with the shop, its NPWP, the sale number and the sale’s cashier',
    async () => {
      const receipt = await sellLamp(() => ({ sale, duplicate: false }), shop);
      expect(receipt.getByText('CV Sinar Teknik Mandiri')).toBeTruthy();
      expect(receipt.getByText('Jl. Soekarno-Hatta No. 218, Bandung')).toBeTruthy();
      expect(receipt.getByText('NPWP 01.234.567.8-423.000')).toBeTruthy();
      expect(receipt.getByText('POS-20261120-0007')).toBeTruthy();
      expect(receipt.getByText('Kasir: kasir.sari')).toBeTruthy();
      expect(receipt.queryByText('Kantor')).toBeNull();
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'heads the offline receipt with the cached shop and the signed-in cashier; no NPWP for a Non PKP shop',
    async () => {
      const receipt = await sellLamp(() => reply(503, { message: 'Server sibuk' }), { ...shop, npwp: null });
      expect(receipt.getByText('CV Sinar Teknik Mandiri')).toBeTruthy();
      expect(receipt.getByText('Jl. Soekarno-Hatta No. 218, Bandung')).toBeTruthy();
      expect(receipt.getByText('Kasir: admin')).toBeTruthy();
      expect(receipt.queryByText(/NPWP/)).toBeNull();
      expect(receipt.getByText('Tunai')).toBeTruthy(); // the method in words, not its code "cash"
    },
    SCREEN_TEST_TIMEOUT,
  );
});
