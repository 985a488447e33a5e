/**
 * Issue 35, "Technician offline", on the progress screen: without a network the entry is kept on the
 * phone, not sent; a send that cannot reach the server is queued with the client id it was
 * sent with (so the server, had it recorded it, answers that entry again); a refused entry shows the
 * server's words and leaves only after a second, explicit tap.
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../../resources/test-utils.tsx';
import { TrackAddPage } from '../TrackAddPage.tsx';
import { FieldQueuePanel } from './FieldQueuePanel.tsx';
import { dropWrite, queuedWrites, queueWrite, syncWrites } from './field-queue.ts';

const pages = ['rsubptrackprogres/trackadd', 'rsubptrackprogres/tracklist'];
const path = '/rsubptrackprogres/trackadd/7';
const subJob = {
  sub: { id: 7, nama_sub_pekerjaan: 'Pasang unit', progres: 25 },
  job: { id: 3, nama_pekerjaan: 'Pasang AC Bu Ratna', pelanggan: 'Ibu Ratna' },
  steps: [],
};
/** The page under its own route, so it reads the sub job's id from the address as in the app. */
const Screen = () => (
  <Routes>
    <Route path="rsubptrackprogres/trackadd/:id" element={<TrackAddPage />} />
  </Routes>
);
const routes = { 'GET /api/rsubptrackprogres/trackadd/7': () => subJob };

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  for (const q of await queuedWrites()) await dropWrite(q.clientId);
});
afterEach(() => {
  cleanup();
  setOnline(true);
  sessionStorage.clear();
});

async function record(percent: number) {
  await screen.findByTestId('trackadd-page');
  fireEvent.click(screen.getByTestId(`percent-${percent}`));
  fireEvent.click(screen.getByTestId('track-save'));
}

describe('progress recorded without a network', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('is kept on the phone with its sub job and step, and not sent', async () => {
    setOnline(false);
    const { api } = await renderScreen(<Screen />, { path, pages }, routes);
    await record(50);
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    const [queued] = await queuedWrites('admin');
    expect(queued!.body).toMatchObject({ id_subpekerjaan: 7, persentase: 50 });
    expect(queued!.label).toBe('Pasang unit · 50%');
    expect(api.find('POST', '/api/rsubptrackprogres/trackadd')).toHaveLength(0);
  });

  it('queues a send that could not reach the server with the client id it was sent with', async () => {
    const { api } = await renderScreen(
      <Screen />,
      { path, pages },
      {
        ...routes,
        'POST /api/rsubptrackprogres/trackadd': () => reply(503, { message: 'Service Unavailable' }),
      },
    );
    await record(75);
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    const [sent] = api.find('POST', '/api/rsubptrackprogres/trackadd');
    const [queued] = await queuedWrites('admin');
    expect((sent!.body as { client_id: string }).client_id).toBe(queued!.clientId);
  });

  it('sends online with a client id and queues nothing', async () => {
    const { api } = await renderScreen(
      <Screen />,
      { path, pages },
      {
        ...routes,
        'POST /api/rsubptrackprogres/trackadd': () => ({
          message: 'ok',
          record: { id: 1 },
          progress: { sub: 50, job: 30, status: 'On Going' },
        }),
      },
    );
    await record(50);
    await waitFor(() => expect(api.find('POST', '/api/rsubptrackprogres/trackadd')).toHaveLength(1));
    expect(api.find('POST', '/api/rsubptrackprogres/trackadd')[0]!.body).toMatchObject({
      persentase: 50,
      client_id: expect.any(String),
    });
    expect(await queuedWrites()).toEqual([]);
  });
});

describe('the queue on the technician’s screens', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows a refused entry with the server’s words and discards it only after a second tap', async () => {
    await queueWrite({
      kind: 'progress',
      owner: 'admin',
      subId: 7,
      label: 'Pasang unit · 50%',
      body: { id_subpekerjaan: 7, persentase: 50 },
    });
    // the job was closed meanwhile: the sync's answer is a 409
    await syncWrites('admin', {
      upload: async () => ({ path: 'unused' }),
      progress: async () => {
        throw new ApiError(409, { message: 'Pekerjaan sudah ditutup' });
      },
      worksheetSave: async () => ({}),
      worksheetSign: async () => ({}),
    });
    await renderScreen(<FieldQueuePanel />, { path: '/rsubptrackprogres/tracklist', pages }, {});
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pekerjaan sudah ditutup');
    fireEvent.click(screen.getByTestId('field-discard'));
    expect(await queuedWrites()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('field-discard-yes'));
    await waitFor(() => expect(screen.queryByTestId('field-queue')).toBeNull());
    expect(await queuedWrites()).toEqual([]);
  });
});
