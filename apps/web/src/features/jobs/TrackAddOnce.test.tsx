/**
 * Issue 36, "progress screen fetched twice": on a cold open of `/rsubptrackprogres/trackadd/{id}` the
 * screen asked for its sub job, and the field warm-up the main layout starts for a technician
 * (field-warm.ts) asked for the same address again. Both now go through the query cache under the
 * screen's keys (track-queries.ts), so one request serves the screen and the warm-up, whether the
 * screen's answer has come or is still under way.
 */
// the screen shows the phone's queue of unsent entries, kept in IndexedDB
import 'fake-indexeddb/auto';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Handler, renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { warmFieldWork } from './field-warm.ts';
import { TrackAddPage } from './TrackAddPage.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const pages = ['rsubptrackprogres/trackadd', 'rsubptrackprogres/tracklist'];
const task = (id: number) => ({
  id,
  nama_sub_pekerjaan: `Tugas ${id}`,
  progres: 25,
  status: 'On Going',
  id_pekerjaan: 3,
  nama_pekerjaan: 'Pasang AC Bu Ratna',
  pelanggan: 'Ibu Ratna',
});
const subJob = (id: number) => ({
  sub: { id, nama_sub_pekerjaan: `Tugas ${id}`, progres: 25 },
  job: { id: 3, nama_pekerjaan: 'Pasang AC Bu Ratna', pelanggan: 'Ibu Ratna' },
  steps: [],
});
/** A technician with two open sub jobs: 7 (the screen opened) and 8. */
const routes: Record<string, Handler> = {
  'GET /api/rsubptrackprogres/tracklist': () => ({ records: [task(7), task(8)], technician: true }),
  'GET /api/rsubptrackprogres/trackadd/7': () => subJob(7),
  'GET /api/rsubptrackprogres/trackadd/8': () => subJob(8),
  'GET /api/worksheets/sub/*': () => ({ worksheet: null }),
  'GET /api/timesheets/sub/*': () => ({ running: null, entries: [], jam: 1.5 }),
};

/**
 * What the main layout's signed-in task does (offline/field-start.ts), on a tap, with the screen's cache:
 * "warm" after a sync that sent nothing, "warm after sending" after one that sent queued entries.
 */
function WarmUp() {
  const client = useQueryClient();
  const [warmed, setWarmed] = useState<number | null>(null);
  const warm = (freshSince: number) =>
    void warmFieldWork(client, freshSince).then((r) => setWarmed(r.subJobs));
  return (
    <>
      <button type="button" onClick={() => warm(0)}>
        warm
      </button>
      <button type="button" onClick={() => warm(Date.now())}>
        warm after sending
      </button>
      {warmed !== null && <output data-testid="warmed">{warmed}</output>}
    </>
  );
}

const Screen = () => (
  <>
    <Routes>
      <Route path="rsubptrackprogres/trackadd/:id" element={<TrackAddPage />} />
    </Routes>
    <WarmUp />
  </>
);

describe('the progress screen opened while the field warm-up runs', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('asks for its sub job and timer once when the warm-up comes after its answers', async () => {
    const { api } = await renderScreen(<Screen />, { path: '/rsubptrackprogres/trackadd/7', pages }, routes);
    await screen.findByTestId('subjob-timer');
    fireEvent.click(screen.getByRole('button', { name: 'warm' }));
    expect((await screen.findByTestId('warmed')).textContent).toBe('2');
    expect(api.find('GET', '/api/rsubptrackprogres/trackadd/7')).toHaveLength(1);
    expect(api.find('GET', '/api/timesheets/sub/7')).toHaveLength(1);
    // the warm-up did ask for what no screen had: the other sub job's answers
    expect(api.find('GET', '/api/rsubptrackprogres/trackadd/8')).toHaveLength(1);
    expect(api.find('GET', '/api/timesheets/sub/8')).toHaveLength(1);
    expect(api.find('GET', '/api/worksheets/sub/7')).toHaveLength(1);
  });

  it('asks for its sub job once when the warm-up asks while the screen’s request is under way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = await renderScreen(
      <Screen />,
      { path: '/rsubptrackprogres/trackadd/7', pages },
      {
        ...routes,
        // the screen's answer waits until the warm-up has reached sub job 7 (its worksheet call)
        'GET /api/rsubptrackprogres/trackadd/7': () => held.then(() => subJob(7)),
        'GET /api/worksheets/sub/*': () => {
          release();
          return { worksheet: null };
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'warm' }));
    expect((await screen.findByTestId('warmed')).textContent).toBe('2');
    await screen.findByTestId('trackadd-page');
    expect(api.find('GET', '/api/worksheets/sub/7')).toHaveLength(1);
    expect(api.find('GET', '/api/rsubptrackprogres/trackadd/7')).toHaveLength(1);
  });

  it('asks again for an answer the screen got before the queue’s sync sent entries', async () => {
    const { api } = await renderScreen(<Screen />, { path: '/rsubptrackprogres/trackadd/7', pages }, routes);
    await screen.findByTestId('subjob-timer');
    fireEvent.click(screen.getByRole('button', { name: 'warm after sending' }));
    expect((await screen.findByTestId('warmed')).textContent).toBe('2');
    expect(api.find('GET', '/api/rsubptrackprogres/trackadd/7')).toHaveLength(2);
    expect(api.find('GET', '/api/rsubptrackprogres/trackadd/8')).toHaveLength(1);
  });
});
