import type { SerialSearch } from '@kantor/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { SerialHistoryPage } from './SerialHistoryPage.tsx';

afterEach(cleanup);

const found: SerialSearch = {
  search: 'DKN25-1',
  serials: [
    {
      id: 4,
      serial: 'DKN25-12345',
      item: { id: 9, name: 'AC Split Daikin 1 PK', code: 'AC-DKN-1PK' },
      received: {
        id_barangmasuk: 2,
        no_referensi: 'BM-DEMO-001',
        tanggal: '2026-09-05',
        status: 'Diterima',
        supplier: 'PT Daikin Airconditioning Indonesia',
        no_faktur_supplier: 'INV/4411/2026',
      },
      in_stock: false,
      outs: [
        {
          tanggal: '2026-10-20',
          jenis: 'Penjualan',
          id_barangkeluar: 31,
          no_referensi: 'BK-20261020-0001',
          id_pos_sale: 5,
          no_transaksi: 'POS-20261020-0001',
          customer: 'Bu Sari',
          kembali_tanggal: '2026-10-22',
          kembali_sumber: 'RET-20261022-0001',
        },
        {
          tanggal: '2026-11-02',
          jenis: 'Penjualan',
          id_barangkeluar: 40,
          no_referensi: 'BK-20261102-0003',
          id_pos_sale: 8,
          no_transaksi: 'POS-20261102-0002',
          customer: 'Pak Budi',
          kembali_tanggal: null,
          kembali_sumber: null,
        },
      ],
    },
  ],
};

// Issue 34: a serial's history (received, sold to whom, when) answers a warranty question from one search.
describe('/rbarangmasuksubsub/riwayat', () => {
  it(
    'finds a serial and tells its story: received from whom, sold to whom, returned, sold again',
    async () => {
      const { api } = await renderScreen(
        <Routes>
          <Route path="/rbarangmasuksubsub/riwayat" element={<SerialHistoryPage />} />
        </Routes>,
        { path: '/rbarangmasuksubsub/riwayat', pages: ['rbarangmasuksubsub/riwayat'] },
        { 'GET /api/rbarangmasuksubsub/riwayat': () => found },
      );
      fireEvent.change(await screen.findByRole('searchbox', { name: 'Nomor seri' }), {
        target: { value: '  DKN25-1 ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
      const card = within(await screen.findByTestId('serial-card'));
      expect(api.calls.at(-1)?.url.searchParams.get('q')).toBe('DKN25-1');
      expect(card.getByText('DKN25-12345')).toBeTruthy();
      expect(card.getByText('Sudah keluar')).toBeTruthy();
      expect(card.getByText('AC Split Daikin 1 PK')).toBeTruthy();
      const received = screen.getByTestId('serial-received').textContent ?? '';
      expect(received).toContain('dari PT Daikin Airconditioning Indonesia');
      expect(received).toContain('BM-DEMO-001');
      expect(received).toContain('faktur INV/4411/2026');
      const outs = screen.getAllByTestId('serial-out').map((li) => li.textContent ?? '');
      expect(outs[0]).toContain('kepada Bu Sari');
      expect(outs[0]).toContain('POS-20261020-0001');
      expect(outs[0]).toContain('RET-20261022-0001');
      expect(outs[1]).toContain('kepada Pak Budi');
      expect(screen.getAllByTestId('serial-back')).toHaveLength(1);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'says so when nothing matches',
    async () => {
      await renderScreen(
        <Routes>
          <Route path="/rbarangmasuksubsub/riwayat" element={<SerialHistoryPage />} />
        </Routes>,
        { path: '/rbarangmasuksubsub/riwayat', pages: ['rbarangmasuksubsub/riwayat'] },
        { 'GET /api/rbarangmasuksubsub/riwayat': () => ({ search: 'XYZ', serials: [] }) },
      );
      fireEvent.change(await screen.findByRole('searchbox', { name: 'Nomor seri' }), {
        target: { value: 'XYZ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
      await waitFor(() =>
        expect(screen.getByTestId('serial-none').textContent).toBe(
          'Tidak ada nomor seri yang cocok dengan "XYZ".',
        ),
      );
    },
    SCREEN_TEST_TIMEOUT,
  );
});
