/**
 * Issue 34: a partial refund of a sale line that sold serials picks which come back, among the line's
 * serials still out (a refund already brought SN-1 back, so SN-2 and SN-3 are offered).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { PosHistory } from './PosHistory.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const sale = {
  id: 21,
  no_transaksi: 'POS-20261129-0001',
  created_at: '2026-11-29T03:00:00.000Z',
  metode: 'Tunai',
  total: 15_000_000,
  lines: [
    {
      id_barangkeluar: 70,
      id_stok: 5,
      nama_barang: 'AC Split 1 PK',
      id_satuan: 1,
      qty: 3,
      harga_satuan: 5_000_000,
      subtotal: 15_000_000,
      serials: ['SN-1', 'SN-2', 'SN-3'],
    },
  ],
};
const report = {
  sales: [sale],
  returns: [{ id: 4, id_sale: 21, lines: [{ line: 0, qty: 1, serials: ['SN-1'] }] }],
};

describe('the refund dialog’s serial picker', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('offers the line’s serials still out for part of it, and sends the ones picked', async () => {
    const { api } = await renderScreen(
      <PosHistory session={4} onHide={() => undefined} />,
      { path: '/postransaksirizqieta', pages: ['postransaksirizqieta'] },
      {
        'GET /api/pos/sessions/4': () => report,
        'POST /api/pos/returns': () => reply(422, { errors: { 'lines.0.serials': ['stop here'] } }),
      },
    );
    fireEvent.click(await screen.findByTestId('pos-refund-POS-20261129-0001'));
    const qty = await screen.findByRole('textbox', { name: /AC Split 1 PK \(sisa 2\)/ });
    // the whole rest of the line needs no pick: all its serials still out come back
    expect(screen.queryByTestId('pos-refund-serials')).toBeNull();
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.blur(qty);
    const picker = await screen.findByTestId('pos-refund-serials');
    fireEvent.click(picker.querySelector('.p-multiselect-trigger')!);
    expect(screen.queryByRole('option', { name: 'SN-1', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'SN-3', hidden: true }, { timeout: 5000 }));
    await within(screen.getByTestId('pos-refund')).findByText('1 dari 1 nomor seri');
    fireEvent.click(screen.getByTestId('pos-refund-confirm'));
    await waitFor(() => expect(api.find('POST', '/api/pos/returns')).toHaveLength(1));
    expect(api.find('POST', '/api/pos/returns')[0]!.body).toMatchObject({
      sale: 21,
      session: 4,
      lines: [{ line: 0, qty: 1, serials: ['SN-3'] }],
    });
    expect(await screen.findByText('stop here')).toBeTruthy();
  });
});
