/**
 * Issue 33: an invoice's lines offer what the server's answer says of each (`_can`) and of the screen
 * (`can.add`), not what the pages list would suggest.
 */
import { getResource } from '@kantor/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAN_ALL,
  listAnswer,
  RECORD_CAN_ALL,
  renderScreen,
  SCREEN_TEST_TIMEOUT,
} from '../../resources/test-utils.tsx';
import { InvoiceLinesPanel } from './InvoiceLinesPanel.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const invoice = getResource('rinvoice')!;
const draft = { id: 9, status: 'Draft', subtotal: 300000, total: 300000 };
const line = (id: number, nama_item: string) => ({
  id,
  id_invoice: 9,
  jenis: 'Jasa',
  nama_item,
  qty: 1,
  harga: 150000,
});
const pages = [
  'rinvoice',
  'rinvoice/view',
  'rsubinvoice',
  'rsubinvoice/add',
  'rsubinvoice/edit',
  'rsubinvoice/delete',
];

describe('InvoiceLinesPanel', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows a line’s edit and remove only where its _can allows them, and adding only with can.add', async () => {
    const lines = [
      { ...line(1, 'Servis AC'), _can: { view: true, edit: false, delete: true } },
      { ...line(2, 'Isi freon'), _can: { view: true, edit: false, delete: false } },
    ];
    await renderScreen(
      <InvoiceLinesPanel resource={invoice} id="9" record={draft} />,
      { path: '/rinvoice/view/9', pages },
      { 'GET /api/rsubinvoice': () => listAnswer(lines, { can: { ...CAN_ALL, add: false } }) },
    );
    await screen.findByText('Servis AC');
    expect(screen.queryAllByRole('button', { name: 'Ubah baris' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Hapus baris' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Tambah baris' })).toBeNull();
  });

  it('offers every action the server allows on a draft', async () => {
    await renderScreen(
      <InvoiceLinesPanel resource={invoice} id="9" record={draft} />,
      { path: '/rinvoice/view/9', pages },
      {
        'GET /api/rsubinvoice': () =>
          listAnswer([{ ...line(1, 'Servis AC'), _can: RECORD_CAN_ALL }], { can: CAN_ALL }),
      },
    );
    await screen.findByText('Servis AC');
    expect(screen.getAllByRole('button', { name: 'Ubah baris' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Hapus baris' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Tambah baris' })).toBeTruthy();
  });

  it('shows the DPP Nilai Lain of the 2025 rules and marks a luxury line', async () => {
    // 1.000.000 not luxury + 1.000.000 luxury: DPP Nilai Lain 916.667 + 1.000.000, PPN 110.000 + 120.000
    const issued = {
      id: 9,
      status: 'Terbit',
      status_pajak: 'PKP',
      rezim_pajak: 'PPN2025',
      ppn_persen: 12,
      subtotal: 2_000_000,
      dpp: 2_000_000,
      dpp_nilai_lain: 1_916_667,
      ppn: 230_000,
      total: 2_230_000,
    };
    await renderScreen(
      <InvoiceLinesPanel resource={invoice} id="9" record={issued} />,
      { path: '/rinvoice/view/9', pages },
      {
        'GET /api/rsubinvoice': () =>
          listAnswer([
            { ...line(1, 'Servis'), harga: 1_000_000 },
            { ...line(2, 'Jam tangan emas'), jenis: 'Lain', harga: 1_000_000, mewah: true },
          ]),
      },
    );
    await screen.findByText('Jam tangan emas');
    const totals = screen.getByTestId('invoice-totals');
    expect(totals.textContent).toContain('DPP Nilai Lain (11/12)');
    expect(totals.textContent).toMatch(/Rp\s1\.916\.667/);
    expect(totals.textContent).toContain('PPN 12%');
    expect(screen.getAllByTestId('invoice-luxury')).toHaveLength(1);
  });
});
