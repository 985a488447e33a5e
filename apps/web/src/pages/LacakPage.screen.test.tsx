/**
 * Issue 35: `/lacak` was headed "Kantor", the product, not the business doing the job. The answer names
 * the business (the company profile) and the page heads the layout, the tab and the contact with it.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from '../app/layouts/PublicLayout.tsx';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../resources/test-utils.tsx';
import { LacakPage } from './LacakPage.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const job = (usaha: { nama: string; logo: string | null; telepon: string | null }) => ({
  usaha,
  kode_lacak: 'KTR-AB12-CD34',
  nama_pekerjaan: 'Pasang AC Bu Sari',
  jenis: 'Pemasangan',
  status: 'On Going',
  progres: 40,
  tanggal_mulai: '2026-11-28',
  tanggal_selesai: null,
  sub_pekerjaan: [],
  langkah: [],
});

async function open(answer: ReturnType<typeof job>) {
  return renderScreen(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="lacak/*" element={<LacakPage />} />
      </Route>
    </Routes>,
    { path: '/lacak/KTR-AB12-CD34', pages: [] },
    {
      'GET /api/lacak/KTR-AB12-CD34': () => answer,
      'GET /api/lacak/KTR-AB12-CD34/laporan': () => ({ records: [] }),
    },
  );
}

describe('/lacak speaks for the business', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('heads the page, the tab and the contact with the business’s name, logo and phone', async () => {
    await open(
      job({
        nama: 'CV Sinar Teknik Mandiri',
        logo: '/uploads/2026/11/small/logo.png',
        telepon: '022-7654321',
      }),
    );
    await screen.findByText('Pasang AC Bu Sari');
    const brand = screen.getByTestId('public-brand');
    expect(brand.textContent).toBe('CV Sinar Teknik Mandiri');
    expect(brand.querySelector('img')!.getAttribute('src')).toBe('/uploads/2026/11/small/logo.png');
    expect(document.title).toMatch(/ — CV Sinar Teknik Mandiri$/);
    const contact = screen.getByTestId('lacak-contact');
    expect(within(contact).getByRole('link').getAttribute('href')).toBe('tel:0227654321');
  });

  it('keeps the product’s icon without a logo, and no contact line without a phone', async () => {
    await open(job({ nama: 'Bengkel Maju', logo: null, telepon: null }));
    await screen.findByText('Pasang AC Bu Sari');
    const brand = screen.getByTestId('public-brand');
    expect(brand.textContent).toBe('Bengkel Maju');
    expect(brand.querySelector('img')!.getAttribute('src')).toBe('/icon.svg');
    expect(screen.queryByTestId('lacak-contact')).toBeNull();
  });
});
