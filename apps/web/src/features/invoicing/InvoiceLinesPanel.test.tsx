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
});
