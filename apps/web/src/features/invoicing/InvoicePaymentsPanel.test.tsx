import { formatYmd, getResource } from '@kantor/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { InvoicePaymentsPanel } from './InvoicePaymentsPanel.tsx';

afterEach(cleanupScreen);

const invoice = getResource('rinvoice')!;
const issued = { id: 3, status: 'Terbit', total: 1_110_000, dibayar: 0, sisa: 1_110_000, id_bankrekening: 2 };
const banks = {
  records: [
    { value: 2, label: 'BCA 123-456' },
    { value: 5, label: 'Mandiri 789' },
  ],
};

// Issue 34: the payment form had no date or bank account, so income rows carried no bank.
describe('recording an invoice payment', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('sends the day and the account paid into, starting from today and the invoice’s account', async () => {
    const { api } = await renderScreen(
      <InvoicePaymentsPanel resource={invoice} id="3" record={issued} />,
      { path: '/rinvoice/view/3', pages: ['rinvoice', 'rinvoice/view', 'rpemasukan/add'] },
      {
        'GET /api/rinvoice/pembayaran/3': () => ({ records: [] }),
        'GET /api/bankrekening/options': () => banks,
        'POST /api/rinvoice/pembayaran/3': () => ({
          message: 'Pembayaran dicatat',
          payment: {
            id: 1,
            id_invoice: 3,
            tanggal: formatYmd(new Date()),
            jumlah: 1_110_000,
            metode: 'Transfer',
            dp: null,
          },
        }),
      },
    );
    // the invoice's own pay-to account is chosen, its label shown once the accounts have come
    await screen.findByText('BCA 123-456', { selector: '.p-dropdown-label' });
    fireEvent.click(screen.getByText('BCA 123-456', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mandiri 789', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Catat pembayaran' }));
    await waitFor(() => expect(api.find('POST', '/api/rinvoice/pembayaran/3')).toHaveLength(1));
    expect(api.find('POST', '/api/rinvoice/pembayaran/3')[0]!.body).toEqual({
      jumlah: 1_110_000,
      metode: 'Transfer',
      tanggal: formatYmd(new Date()),
      id_bankrekening: 5,
    });
  });
});
