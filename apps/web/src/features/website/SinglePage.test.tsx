/**
 * Issue 35: the FAQ screen (`editfaq`) edited only the section's title; the questions lived on another
 * screen. A heading's screen now lists the items it heads under its form, with add, edit and delete.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { SinglePage } from './SinglePage.tsx';
import { websiteRow } from './test-rows.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const row = websiteRow;

const ROWS = [
  row(1, 'head_faq', 'singlepage', 'Pertanyaan umum', 0, { untuk: 'faq' }),
  row(2, 'faq', 'faq', 'Apakah bergaransi?', 2),
  row(3, 'faq', 'faq', 'Berapa lama servis AC?', 1),
  row(4, 'about', 'tentangkami', 'Bukan pertanyaan', 1),
];
const pages = ['rsetwebsite/editfaq', 'rsetwebsite/faqlist', 'rsetwebsite/faqadd', 'rsetwebsite/faqedit'];

describe('a heading’s screen', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('lists the FAQ’s questions in their order under the title form, each to edit or delete', async () => {
    const { api } = await renderScreen(
      <SinglePage sectionKey="head_faq" />,
      { path: '/rsetwebsite/editfaq', pages },
      {
        'GET /api/website/settings': () => ({ records: ROWS }),
        'DELETE /api/website/items/faq/2': () => ({ message: 'Data berhasil dihapus' }),
      },
    );
    const items = await screen.findByTestId('website-items-faq');
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(2));
    const links = within(items).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Berapa lama servis AC?', '/rsetwebsite/faqedit/3'],
      ['Apakah bergaransi?', '/rsetwebsite/faqedit/2'],
    ]);
    expect(within(items).getByRole('heading', { name: 'Daftar FAQ' })).toBeTruthy();
    expect(within(items).getByTestId('website-add')).toBeTruthy();
    expect(within(items).queryByText('Bukan pertanyaan')).toBeNull();
    // the title's own form stays above
    expect((screen.getByDisplayValue('Pertanyaan umum') as HTMLInputElement).value).toBe('Pertanyaan umum');

    fireEvent.click(within(items).getByRole('button', { name: 'Hapus Apakah bergaransi?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(api.find('DELETE', '/api/website/items/faq/2')).toHaveLength(1));
  });

  it('shows no list under a section that heads none', async () => {
    await renderScreen(
      <SinglePage sectionKey="umum" />,
      { path: '/rsetwebsite/umum', pages: ['rsetwebsite/umum'] },
      { 'GET /api/website/settings': () => ({ records: ROWS }) },
    );
    await screen.findByTestId('website-single');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByTestId(/^website-items-/)).toBeNull();
  });
});
