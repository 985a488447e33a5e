// Coordinates on a form (issue 35, docs/jobs.md "Dispatch map"): latitude and longitude are typed the
// reader's way (id-ID: a decimal comma) and sent as numbers; "Gunakan lokasi saya" fills both from the
// browser's location where it gives one.
import { akun } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const input = (label: string) =>
  within(screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement).getByRole(
    'textbox',
  ) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const added = { 'POST /api/akun/add': () => ({ record: { id: 7, nama: 'PT Cahaya' }, message: 'ok' }) };
const render = () =>
  renderScreen(
    <ResourceFormPage resource={akun} id={null} />,
    { path: '/akun/add', pages: allPagesOf('akun') },
    added,
  );

describe('coordinates on the account form', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('takes a latitude and a longitude typed with a decimal comma', async () => {
    const { api } = await render();
    type('Nama', 'PT Cahaya');
    type('Lintang', '-6,910512');
    type('Bujur', '107,598431');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/akun/add')).toHaveLength(1));
    expect(api.find('POST', '/api/akun/add')[0]!.body).toMatchObject({ lat: -6.910512, lng: 107.598431 });
  });

  it('fills both from the browser’s location with "Gunakan lokasi saya"', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -6.8868214, longitude: 107.61354449 } } as GeolocationPosition),
      },
    });
    const { api } = await render();
    type('Nama', 'Hotel Griya Asri');
    fireEvent.click(screen.getByRole('button', { name: 'Gunakan lokasi saya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/akun/add')).toHaveLength(1));
    // six decimals, as stored
    const body = api.find('POST', '/api/akun/add')[0]!.body as Record<string, unknown>;
    expect([body.lat, body.lng]).toEqual([-6.886821, 107.613544]);
  });

  it('offers no location button where the browser has no location', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await render();
    expect(screen.queryByRole('button', { name: 'Gunakan lokasi saya' })).toBeNull();
  });
});
