import 'fake-indexeddb/auto';
import type { CashSession, PosCatalog, Sale, ZReport } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { PosPage } from './PosPage.tsx';

afterEach(() => {
  cleanupScreen();
  localStorage.clear();
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
  id_session: 3,
  created_at: '2026-11-20T03:00:00.000Z',
};

const openSession: CashSession = {
  id: 3,
  counter: 'Kasir 1',
  status: 'open',
  tanggal: '2026-11-20',
  float: 200_000,
  opened_by: 'kasir.sari',
  opened_at: '2026-11-20T01:00:00.000Z',
  closed_by: null,
  closed_at: null,
  counted: null,
  counted_total: null,
  expected: null,
  difference: null,
  keterangan: null,
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
      'GET /api/pos/sessions': () => ({ records: [openSession] }),
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

// Issue 34: sales belong to an open cash session; the close counts the drawer by denomination.
describe('/postransaksirizqieta: the cash session', () => {
  it(
    'asks to open a session with a float when the counter has none, then sells in it',
    async () => {
      const opened: unknown[] = [];
      await renderScreen(
        page,
        { path: '/postransaksirizqieta', pages: ['postransaksirizqieta'] },
        {
          'GET /api/pos/catalog': () => catalogWith(shop),
          'GET /api/pos/sessions': () => ({ records: [] }),
          'POST /api/pos/sessions': (request: { body?: unknown }) => {
            opened.push(request.body);
            return { session: openSession };
          },
        },
      );
      await screen.findByTestId('pos-session-open');
      expect(screen.queryByTestId('pos-scan')).toBeNull();
      const float = screen.getByTestId('pos-float').querySelector('input') ?? screen.getByTestId('pos-float');
      fireEvent.change(float, { target: { value: '200.000' } });
      fireEvent.blur(float);
      fireEvent.click(screen.getByTestId('pos-session-open-button'));
      await screen.findByTestId('pos-scan');
      expect(opened).toEqual([{ counter: 'Kasir 1', float: 200_000 }]);
      expect(screen.getByTestId('pos-session').textContent).toMatch(/#3.*Kasir 1.*200\.000/);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'closes with the drawer counted: counted, expected and the difference, then the Z-report',
    async () => {
      const live = {
        session: openSession,
        methods: [{ metode: 'Tunai', count: 2, sales: 250_000, refunds: 50_000, net: 200_000 }],
        sales_count: 2,
        sales_total: 250_000,
        refunds_count: 1,
        refunds_total: 50_000,
        float: 200_000,
        cash_sales: 250_000,
        cash_refunds: 50_000,
        expected: 400_000,
        counted: null,
        difference: null,
        income: [],
        sales: [],
        returns: [],
      } satisfies ZReport;
      const closedWith: unknown[] = [];
      await renderScreen(
        page,
        { path: '/postransaksirizqieta', pages: ['postransaksirizqieta'] },
        {
          'GET /api/pos/catalog': () => catalogWith(shop),
          'GET /api/pos/sessions': () => ({ records: [openSession] }),
          'GET /api/pos/sessions/3': () => live,
          'POST /api/pos/sessions/3/close': (request: { body?: unknown }) => {
            closedWith.push(request.body);
            return {
              ...live,
              session: { ...openSession, status: 'closed', counted_total: 399_000, difference: -1_000 },
              counted: 399_000,
              difference: -1_000,
            };
          },
        },
      );
      fireEvent.click(await screen.findByTestId('pos-close-button'));
      await waitFor(() => expect(screen.getByTestId('pos-expected').textContent).toMatch(/400\.000/));
      // 3 × 100.000 + 1 × 50.000 + 2 × 20.000 + 1 × 5.000 + 2 × 2.000 = 399.000
      for (const [value, n] of [
        [100_000, 3],
        [50_000, 1],
        [20_000, 2],
        [5_000, 1],
        [2_000, 2],
      ] as const) {
        const input = document.getElementById(`pos-count-${value}`) as HTMLInputElement;
        fireEvent.change(input, { target: { value: String(n) } });
        fireEvent.blur(input);
      }
      await waitFor(() => expect(screen.getByTestId('pos-counted').textContent).toMatch(/399\.000/));
      expect(screen.getByTestId('pos-difference').textContent).toMatch(/-.*1\.000/);
      fireEvent.click(screen.getByTestId('pos-close-confirm'));
      const z = within(await screen.findByTestId('pos-z-report'));
      expect(closedWith).toEqual([
        { counted: { '100000': 3, '50000': 1, '20000': 2, '5000': 1, '2000': 2 } },
      ]);
      expect(z.getByTestId('z-counted').textContent).toMatch(/399\.000/);
      expect(z.getByTestId('z-difference').textContent).toMatch(/1\.000/);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
