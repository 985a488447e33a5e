/**
 * Issue 36: the unit cost form's date used PrimeReact's Calendar with a fixed `dd/mm/yy`; it is the app's
 * date picker now, so it reads in the reader's order (11/28/2026 in American English) and still sends
 * `tanggal` as YYYY-MM-DD.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activatePrimeLocale } from '../../i18n/primereact-locale.ts';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { UnitCostAddPage } from './UnitCostAddPage.tsx';

beforeEach(() => {
  // only the clock's date: timers stay real for the screen's requests
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 10, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

const open = async (lng: 'id-ID' | 'en-US') => {
  const view = await renderScreen(
    <UnitCostAddPage />,
    { path: '/rbarangmasuksub/addmodalsatuan', pages: ['rbarangmasuksub/addmodalsatuan'], lng },
    {
      'GET /api/rstok/options': () => ({ records: [] }),
      'GET /api/rsatuan/options': () => ({ records: [] }),
      'POST /api/rbarangmasuksub/addmodalsatuan': () => ({
        message: 'Data berhasil ditambahkan',
        record: {},
      }),
    },
  );
  act(() => activatePrimeLocale(view.i18n, lng));
  return {
    ...view,
    input: (await screen.findByTestId('unit-cost-add')).querySelector('#cost-date') as HTMLInputElement,
  };
};

describe('the unit cost form’s date', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('reads month/day for an en-US reader, and a typed day is sent as YYYY-MM-DD', async () => {
    const { input, api } = await open('en-US');
    expect(input.value).toBe('11/28/2026');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '12/01/2026' } });
    fireEvent.blur(input);
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(api.find('POST', '/api/rbarangmasuksub/addmodalsatuan')).toHaveLength(1));
    const [call] = api.find('POST', '/api/rbarangmasuksub/addmodalsatuan');
    expect(call!.body).toMatchObject({ tanggal: '2026-12-01' });
  });

  it('reads day/month with the whole year for an Indonesian reader', async () => {
    const { input } = await open('id-ID');
    expect(input.value).toBe('28/11/2026');
  });
});
