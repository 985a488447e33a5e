import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { AgeingPage } from './AgeingPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
});

const head = {
  id: 7,
  no_po: 'PO-20261101-0001',
  id_supplier: 3,
  nama_supplier: 'CV Sumber Listrik',
  tanggal: '2026-11-01',
  tanggal_kirim: null,
  termin_hari: 30,
  status: 'Sebagian Diterima',
  total: 750_000,
  keterangan: null,
};
const detail = {
  ...head,
  lines: [
    {
      id: 11,
      id_stok: 1,
      nama_barang: 'Kabel NYM',
      id_satuan: 2,
      nama_satuan: 'Dus isi 12',
      qty: 2,
      harga: 300_000,
      subtotal: 600_000,
      diterima: 1,
      sisa: 1,
      ditagih: 0,
    },
    {
      id: 12,
      id_stok: 2,
      nama_barang: 'Lampu LED',
      id_satuan: 1,
      nama_satuan: 'Pieces',
      qty: 10,
      harga: 15_000,
      subtotal: 150_000,
      diterima: 4,
      sisa: 6,
      ditagih: 0,
    },
  ],
  receipts: [
    { id: 5, no_referensi: 'BM-20261110-0001', tanggal: '2026-11-10', status: 'Diterima', total: 360_000 },
  ],
  bills: [],
};

describe('/pembelian: receiving against an order', () => {
  it(
    'sends the quantities typed for the lines, and shows the line the server refuses',
    async () => {
      const { api } = await renderScreen(
        <Routes>
          <Route path="/pembelian" element={<OrdersPage />} />
        </Routes>,
        { path: '/pembelian', pages: ['pembelian'] },
        {
          'GET /api/pembelian/orders': () => ({ records: [head], totalRecords: 1, page: 1, limit: 25 }),
          'GET /api/pembelian/saran': () => ({ records: [] }),
          'GET /api/pembelian/orders/7': () => detail,
          'POST /api/pembelian/orders/7/terima': () =>
            reply(422, {
              message: 'Data tidak valid',
              errors: { 'lines.0.qty': ['Baris 1 (Lampu LED): sisa yang belum diterima hanya 6, diminta 7'] },
            }),
        },
      );
      fireEvent.click(await screen.findByText('PO-20261101-0001'));
      expect(await screen.findByText(/BM-20261110-0001/)).toBeTruthy();
      const lamp = screen.getByLabelText('Terima sekarang Lampu LED');
      fireEvent.change(lamp, { target: { value: '7' } });
      fireEvent.blur(lamp);
      fireEvent.click(screen.getByTestId('po-receive'));
      await waitFor(() => expect(api.find('POST', '/api/pembelian/orders/7/terima')).toHaveLength(1));
      const body = api.find('POST', '/api/pembelian/orders/7/terima')[0]!.body as { lines: unknown[] };
      expect(body.lines).toEqual([{ id_line: 12, qty: 7 }]);
      expect(await screen.findByText(/sisa yang belum diterima hanya 6, diminta 7/)).toBeTruthy();
    },
    SCREEN_TEST_TIMEOUT,
  );
});

describe('/umurhutang: payables ageing', () => {
  it(
    'shows each supplier by bucket and the totals, in Indonesian',
    async () => {
      await renderScreen(
        <Routes>
          <Route path="/umurhutang" element={<AgeingPage />} />
        </Routes>,
        { path: '/umurhutang', pages: ['umurhutang'] },
        {
          'GET /api/hutangsupplier/umur': () => ({
            date: '2027-01-20',
            rows: [
              {
                supplier: 'CV Sumber Listrik',
                current: 0,
                d1_30: 0,
                d31_60: 470_000,
                d61_90: 0,
                over90: 0,
                total: 470_000,
              },
            ],
            totals: { current: 0, d1_30: 0, d31_60: 470_000, d61_90: 0, over90: 0, total: 470_000 },
          }),
        },
      );
      expect(await screen.findByText('CV Sumber Listrik')).toBeTruthy();
      expect(screen.getByText('Telat 31–60 hari')).toBeTruthy();
      expect(screen.getByText('Semua supplier')).toBeTruthy();
      // the row's bucket and total, and the footer's: four cells of Rp. 470.000
      expect(screen.getAllByText(/470\.000/)).toHaveLength(4);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
