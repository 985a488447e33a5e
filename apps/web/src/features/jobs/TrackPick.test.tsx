/**
 * Issue 35: the technicians' "Lapor Progres" entry (`/rsubptrackprogres/trackadd` without a sub job)
 * opened the same "Tugas Saya" list as the work list's own entry. It now opens what it names: the open
 * tasks under "Lapor Progres", each one tap from its progress screen, without the list's open/all switch.
 */
// the work list shows the phone's queue of unsent entries, kept in IndexedDB
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { TrackAddPage } from './TrackAddPage.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const task = (id: number, name: string) => ({
  id,
  nama_sub_pekerjaan: name,
  progres: 25,
  status: 'On Going',
  id_pekerjaan: 7,
  nama_pekerjaan: 'Pasang AC Bu Sari',
  pelanggan: 'Bu Sari',
});

describe('Lapor Progres', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('lists the open tasks to report on, each linking to its progress screen', async () => {
    const { api } = await renderScreen(
      <TrackAddPage />,
      {
        path: '/rsubptrackprogres/trackadd',
        pages: ['rsubptrackprogres/trackadd', 'rsubptrackprogres/tracklist'],
      },
      {
        'GET /api/rsubptrackprogres/tracklist': () => ({
          records: [task(5, 'Pasang unit indoor'), task(6, 'Uji coba')],
          technician: true,
        }),
      },
    );
    const page = await screen.findByTestId('trackpick-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Lapor Progres');
    await waitFor(() => expect(within(page).getAllByTestId('track-card')).toHaveLength(2));
    expect(
      within(page)
        .getAllByRole('link', { name: 'Catat progres' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/rsubptrackprogres/trackadd/5', '/rsubptrackprogres/trackadd/6']);
    // only the open ones: no switch to show finished work
    expect(within(page).queryByRole('radio', { name: 'Semua' })).toBeNull();
    expect(within(page).queryByText('Semua')).toBeNull();
    const call = api.find('GET', '/api/rsubptrackprogres/tracklist')[0]!;
    expect(call.url.searchParams.get('done')).toBe('0');
  });
});
