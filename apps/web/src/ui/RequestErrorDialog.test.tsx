import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { DialogHost } from './DialogHost.tsx';
import {
  getDialogState,
  isDialogOpen,
  REQUEST_ERROR_SCOPE,
  resetDialogs,
  showRequestError,
} from './dialogs.ts';
import { RequestErrorDialog } from './RequestErrorDialog.tsx';
import { renderWithI18n } from './test-i18n.tsx';

afterEach(() => {
  cleanup();
  act(() => resetDialogs());
});

const TITLE = 'Tidak dapat menyelesaikan permintaan';
const FIRST_LINE = 'Tidak dapat mengirim permintaan, periksa validasi data';

async function renderError(status: number | undefined, body: unknown): Promise<string[]> {
  renderWithI18n(<RequestErrorDialog visible onHide={() => {}} error={{ status, body }} />);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(TITLE)).toBeTruthy();
  expect(within(dialog).getByText(FIRST_LINE)).toBeTruthy();
  const list = within(dialog).queryByTestId('request-error-details');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('RequestErrorDialog (spec §8)', () => {
  it('422 with an errors object lists every message', async () => {
    const details = await renderError(422, {
      message: 'The given data was invalid.',
      errors: { nama: ['Nama wajib diisi', 'Nama terlalu pendek'], email: ['Email tidak valid'] },
    });
    expect(details).toEqual(['Nama wajib diisi', 'Nama terlalu pendek', 'Email tidak valid']);
  });

  it('500 or above shows only the generic lines', async () => {
    expect(await renderError(500, { message: 'Internal Server Error' })).toEqual([]);
    cleanup();
    expect(await renderError(503, 'Service Unavailable')).toEqual([]);
  });

  it('an array body lists its items', async () => {
    expect(await renderError(400, ['Stok tidak cukup', 'Harga kosong'])).toEqual([
      'Stok tidak cukup',
      'Harga kosong',
    ]);
  });

  it('an object with a message shows it', async () => {
    expect(await renderError(400, { message: 'Invoice sudah dibayar' })).toEqual(['Invoice sudah dibayar']);
  });

  it('a message with a database-error prefix is hidden', async () => {
    expect(await renderError(400, { message: 'SQLSTATE[23000]: Integrity constraint violation' })).toEqual(
      [],
    );
    cleanup();
    expect(await renderError(409, 'SQLSTATE[42S22]: Column not found')).toEqual([]);
  });

  it('another object lists its values; plain text is shown', async () => {
    expect(await renderError(400, { a: 'Satu', b: 'Dua' })).toEqual(['Satu', 'Dua']);
    cleanup();
    expect(await renderError(404, 'Data tidak ditemukan')).toEqual(['Data tidak ditemukan']);
  });

  it('a network error (no status, no body) shows only the generic lines', async () => {
    expect(await renderError(undefined, null)).toEqual([]);
  });

  it('speaks English when the locale is en-US', async () => {
    renderWithI18n(<RequestErrorDialog visible onHide={() => {}} error={{ status: 500 }} />, 'en-US');
    expect(await screen.findByText('Unable to complete request')).toBeTruthy();
    expect(screen.getByText('Unable to send request, please check the data validation')).toBeTruthy();
  });
});

describe('showRequestError', () => {
  it('opens the dialog from an ApiError and closes it with the button', async () => {
    renderWithI18n(<DialogHost />);
    act(() => {
      showRequestError(new ApiError(422, { errors: { kode: ['Kode sudah dipakai'] } }));
    });
    expect(isDialogOpen(REQUEST_ERROR_SCOPE)).toBe(true);
    expect(await screen.findByText('Kode sudah dipakai')).toBeTruthy();
    expect(screen.getByText(TITLE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(isDialogOpen(REQUEST_ERROR_SCOPE)).toBe(false);
  });

  it('accepts anything thrown: a plain Error gives the generic lines', () => {
    showRequestError(new Error('boom'));
    const entry = getDialogState().dialogs.find((dialog) => dialog.scope === REQUEST_ERROR_SCOPE);
    expect(entry).toMatchObject({ kind: 'request-error', error: { status: 0, body: null } });
  });
});
