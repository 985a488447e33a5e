import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../../resources/test-utils.tsx';
import { BoardPage } from './BoardPage.tsx';
import type { DayMapViewProps } from './DayMapView.tsx';
import { dayMapItems } from './day-map.ts';

// Issue 35, "Dispatch map" (docs/jobs.md): on the board's "Peta", the day's sub jobs with coordinates
// are markers coloured by status; every sub job of the day is listed, those without coordinates marked
// "tanpa koordinat". Leaflet draws nothing in jsdom (no SVG layout): its view is replaced by one that
// lists the markers it was given, and the browser journey (e2e/dispatch-map.e2e.ts) draws the real map.
vi.mock('./DayMapView.tsx', () => ({
  default: ({ items, tileUrl }: DayMapViewProps) => (
    <ul data-testid="fake-map" data-tiles={tileUrl}>
      {items.map((item) => (
        <li key={item.block.id} data-testid="marker" data-colour={item.colour}>
          {item.block.nama_sub_pekerjaan}
        </li>
      ))}
    </ul>
  ),
}));

afterEach(cleanup);

const block = (id: number, day: string, extra: object) => ({
  id,
  nama_sub_pekerjaan: `Sub ${id}`,
  id_pekerjaan: 100 + id,
  nama_pekerjaan: `Pekerjaan ${id}`,
  id_teknisi: 5,
  tanggal_mulai: day,
  tanggal_selesai: null,
  jam_mulai: null,
  durasi_menit: null,
  status: 'On Going',
  progres: 0,
  nama_pelanggan: 'PT Cahaya',
  lat: null,
  lng: null,
  ...extra,
});
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
// the day asked for: three sub jobs placed (one Done), one without coordinates; one on the next day
const board = (from: string) => ({
  from,
  to: from,
  technicians: [
    { id: 5, nama: 'Budi' },
    { id: 6, nama: 'Eko' },
  ],
  blocks: [
    block(1, from, { jam_mulai: '13:00', lat: -6.91, lng: 107.6 }),
    block(2, from, { jam_mulai: '08:00', durasi_menit: 120, lat: -6.94, lng: 107.67, id_teknisi: 6 }),
    block(3, from, { status: 'Done', lat: -6.88, lng: 107.61 }),
    block(4, from, { jam_mulai: '10:00', nama_pelanggan: 'Bapak Dedi' }),
    block(5, nextDay(from), { lat: -6.9, lng: 107.5 }),
  ],
  unscheduled: [],
});

describe('the day’s map, its pure part', () => {
  it('places the day’s sub jobs with coordinates, by start time, and lists the others', () => {
    const { items, placed, unplaced } = dayMapItems(board('2026-12-01'), '2026-12-01');
    expect(placed.map((i) => i.block.id)).toEqual([2, 1, 3]);
    expect(unplaced.map((i) => i.block.id)).toEqual([4]);
    expect(items.map((i) => i.block.id)).toEqual([2, 4, 1, 3]);
    expect(placed[0]).toMatchObject({
      technician: 'Eko',
      time: '08:00–10:00',
      point: { lat: -6.94, lng: 107.67 },
    });
    // coloured by status as the board's blocks: On Going blue, Done green
    expect(placed.map((i) => i.colour)).toEqual(['#2563eb', '#2563eb', '#16a34a']);
  });

  it('leaves out a point out of range (an answer the map could not draw)', () => {
    const odd = { ...board('2026-12-01'), blocks: [block(9, '2026-12-01', { lat: 95, lng: 10 })] };
    expect(dayMapItems(odd, '2026-12-01').unplaced).toHaveLength(1);
  });
});

describe('/rpekerjaan/papan "Peta"', () => {
  it(
    'shows a marker per sub job with coordinates and lists every sub job of the day',
    async () => {
      await renderScreen(
        <Routes>
          <Route path="/rpekerjaan/papan" element={<BoardPage />} />
        </Routes>,
        { path: '/rpekerjaan/papan', pages: ['rpekerjaan', 'rpekerjaan/papan'] },
        { 'GET /api/dispatch/board': (call) => board(call.url.searchParams.get('from')!) },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Peta' }));
      const map = await screen.findByTestId('fake-map');
      expect(within(map).getAllByTestId('marker')).toHaveLength(3);
      expect(map.dataset.tiles).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      const list = screen.getByRole('region', { name: /Daftar pekerjaan hari itu \(4\)/ });
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      const without = screen.getByTestId('map-item-4');
      expect(without.textContent).toContain('tanpa koordinat');
      expect(without.textContent).toContain('Bapak Dedi');
      expect(screen.getByTestId('map-item-2').textContent).not.toContain('tanpa koordinat');
      expect(within(screen.getByTestId('map-item-2')).getByRole('link').getAttribute('href')).toBe(
        '/rpekerjaan/view/102',
      );
      // the technicians' grid is out of sight while the map is shown
      expect(screen.getByTestId('row-5').closest('[hidden]')).not.toBeNull();
    },
    SCREEN_TEST_TIMEOUT,
  );
});
