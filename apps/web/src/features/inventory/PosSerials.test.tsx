import 'fake-indexeddb/auto';
import type { CashSession, PosCatalog } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { PosPage } from './PosPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  localStorage.clear();
});

const catalog: PosCatalog = {
  date: '2026-11-20',
  discounts: [],
  items: [
    {
      id: 9,
      kode_barang: 'AC-DKN-1PK',
      barcode: '8991234500991',
      nama_barang: 'AC Split Daikin 1 PK',
      kategori: [],
      stok: 3,
      units: [
        {
          id_satuan: 1,
          nama_satuan: 'Unit',
          faktor: 1,
          pecahan: false,
          harga: 5_000_000,
          harga_grosir: null,
          minimal_qty_grosir: null,
        },
      ],
      serials: ['DKN25-1', 'DKN25-2', 'DKN25-3'],
    },
  ],
};

const session: CashSession = {
  id: 3,
  counter: 'Kasir 1',
  status: 'open',
  tanggal: '2026-11-20',
  float: 200_000,
  opened_by: 'admin',
  opened_at: '2026-11-20T01:00:00.000Z',
  closed_by: null,
  closed_at: null,
  counted: null,
  counted_total: null,
  expected: null,
  difference: null,
  keterangan: null,
};

// Issue 34: a sale names which serials leave; the cart asks for one per unit before paying.
describe('/postransaksirizqieta: serials at the counter', () => {
  it(
    'shows the serial picker under a tracked item and does not pay until one per unit is picked',
    async () => {
      const posted: unknown[] = [];
      await renderScreen(
        <Routes>
          <Route path="/postransaksirizqieta" element={<PosPage />} />
        </Routes>,
        { path: '/postransaksirizqieta', pages: ['postransaksirizqieta'] },
        {
          'GET /api/pos/catalog': () => catalog,
          'GET /api/pos/sessions': () => ({ records: [session] }),
          'POST /api/pos/sales': (call) => {
            posted.push(call.body);
            return { status: 500, body: {} };
          },
        },
      );
      const scan = await screen.findByTestId('pos-scan');
      fireEvent.change(scan, { target: { value: '8991234500991' } });
      fireEvent.keyDown(scan, { key: 'Enter' });
      await screen.findByTestId('pos-line-serials');
      expect(screen.getByText('0 dari 1 nomor seri')).toBeTruthy();
      fireEvent.click(screen.getAllByRole('button', { name: /5\.000\.000/ })[0]!);
      const pay = screen.getByTestId('pos-pay');
      await waitFor(() => expect(pay).toHaveProperty('disabled', false));
      fireEvent.click(pay);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Pilih 1 nomor seri untuk AC Split Daikin 1 PK sebelum membayar',
      );
      expect(posted).toEqual([]);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
