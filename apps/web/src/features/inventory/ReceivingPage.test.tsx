import type { PosCatalog } from '@kantor/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { ReceivingPage } from './ReceivingPage.tsx';

afterEach(cleanupScreen);

const catalog: PosCatalog = {
  date: '2026-11-20',
  discounts: [],
  items: [
    {
      id: 5,
      kode_barang: 'LMP',
      barcode: '8991234500076',
      nama_barang: 'Lampu LED',
      kategori: [],
      stok: 200,
      units: [
        {
          id_satuan: 1,
          nama_satuan: 'Pieces',
          faktor: 1,
          pecahan: false,
          harga: 50_000,
          harga_grosir: null,
          minimal_qty_grosir: null,
        },
      ],
    },
  ],
};

const page = (
  <Routes>
    <Route path="/posbarangmasukrizqieta" element={<ReceivingPage />} />
  </Routes>
);

type Body = { client_id: string; supplier: number; lines: { item?: number; qty: number }[] };

// Issue 32: the counter's receiving is idempotent by `client_id`; the screen makes one per receiving and
// keeps it until the receiving is recorded, so a retry after a lost answer is received once.
describe('/posbarangmasukrizqieta: receiving at the counter', () => {
  it(
    'sends a client_id, the same one again after a failure, and a new one after a receipt',
    async () => {
      const answers = [
        reply(503, { message: 'Server sibuk' }),
        {
          message: 'ok',
          record: { id: 31, no_referensi: 'BM-20261120-0001', status: 'Diterima' },
          duplicate: false,
        },
        {
          message: 'ok',
          record: { id: 32, no_referensi: 'BM-20261120-0002', status: 'Diterima' },
          duplicate: false,
        },
      ];
      const { api } = await renderScreen(
        page,
        { path: '/posbarangmasukrizqieta', pages: ['posbarangmasukrizqieta'] },
        {
          'GET /api/pos/catalog': () => catalog,
          'GET /api/rsupplier/options': () => ({ records: [{ value: 9, label: 'CV Pemasok' }] }),
          'GET /api/rsatuan/options': () => ({ records: [{ value: 1, label: 'Pieces' }] }),
          'POST /api/pos/receipts': () => answers.shift(),
        },
      );
      const scan = await screen.findByTestId('pos-scan');
      fireEvent.click(screen.getByText('Pilih supplier', { selector: '.p-dropdown-label' }));
      fireEvent.click(await screen.findByRole('option', { name: 'CV Pemasok', hidden: true }));
      const addLamp = () => {
        fireEvent.change(scan, { target: { value: 'LMP' } });
        fireEvent.keyDown(scan, { key: 'Enter' });
      };
      addLamp();
      const submit = screen.getByTestId('receiving-submit');
      await waitFor(() => expect(submit).toHaveProperty('disabled', false));

      fireEvent.click(submit); // 503: not recorded, the lines stay
      await waitFor(() => expect(api.find('POST', '/api/pos/receipts')).toHaveLength(1));
      await waitFor(() => expect(submit).toHaveProperty('disabled', false));
      fireEvent.click(submit); // the retry: the same receiving, the same id
      await waitFor(() => expect(screen.getByText(/BM-20261120-0001/)).toBeTruthy());

      addLamp();
      await waitFor(() => expect(submit).toHaveProperty('disabled', false));
      fireEvent.click(submit); // the next receiving: a new id
      await waitFor(() => expect(api.find('POST', '/api/pos/receipts')).toHaveLength(3));

      const [failed, retried, next] = api.find('POST', '/api/pos/receipts').map((c) => c.body as Body);
      expect(failed!.client_id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(retried!.client_id).toBe(failed!.client_id);
      expect(next!.client_id).not.toBe(failed!.client_id);
      expect(retried).toMatchObject({ supplier: 9, lines: [{ item: 5, qty: 1 }] });
      expect(retried).not.toHaveProperty('date'); // the server's day (Asia/Jakarta), never a device's
    },
    SCREEN_TEST_TIMEOUT,
  );
});
