/**
 * `/walman/listgas`: a record's day reads as the walman list shows it ("28 November 2026" in Indonesian),
 * not as the API's `YYYY-MM-DD`; amounts in the reader's grouping.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { WalmanGasPage } from './WalmanGasPage.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const recap = {
  from: '2026-11-01',
  to: '2026-11-30',
  groups: [
    {
      kategori: 'Gas',
      jumlah: 2,
      total_nilai: 232000,
      records: [
        { id: 4, judul: 'Isi ulang tabung LPG 12 kg gudang', tanggal: '2026-11-28', nilai: 210000 },
        { id: 3, judul: 'Isi ulang tabung LPG 3 kg pantry', tanggal: '2026-11-05', nilai: 22000 },
      ],
    },
  ],
  total: { jumlah: 2, total_nilai: 232000 },
};

async function open(lng: 'id-ID' | 'en-US') {
  await renderScreen(
    <Routes>
      <Route path="/walman/listgas" element={<WalmanGasPage />} />
    </Routes>,
    { path: '/walman/listgas', pages: ['walman/listgas', 'walman'], lng },
    { 'GET /api/walman/listgas': () => recap },
  );
  return screen.findByRole('row', { name: /12 kg/ }, { timeout: SCREEN_TEST_TIMEOUT });
}

describe('the walman recap', () => {
  it('shows a record’s day and amount as an Indonesian reads them', async () => {
    const row = await open('id-ID');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['28 November 2026', 'Isi ulang tabung LPG 12 kg gudang', '210.000']);
    expect(screen.getByRole('row', { name: /3 kg/ }).textContent).toContain('5 November 2026');
  });

  it('writes the day in English for an English reader', async () => {
    const row = await open('en-US');
    expect(within(row).getAllByRole('cell')[0].textContent).toBe('November 28, 2026');
  });
});
