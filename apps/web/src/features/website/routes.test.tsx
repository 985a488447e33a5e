/**
 * Issue 36: `/rsetwebsite/slider/{id}` was a 404. Spec §2 lists the website screens "all of these with
 * {pageid}", slider and slideradd among them; the id is ignored as on a single page (the caller's own
 * items are listed). These render the app's own route table (websiteMainRoutes) with a 404 catch-all.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { websiteMainRoutes } from './routes.tsx';
import { websiteRow } from './test-rows.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const row = websiteRow;

const ROWS = [
  row(1, 'slider', 'slider', 'Servis AC cepat', 2),
  row(2, 'slider', 'slider', 'Promo cuci AC', 1),
  row(3, 'faq', 'faq', 'Apakah bergaransi?', 1),
];
const pages = [
  'rsetwebsite/slider',
  'rsetwebsite/slideradd',
  'rsetwebsite/slideredit',
  'rsetwebsite/faqlist',
  'rsetwebsite/faqadd',
  'rsetwebsite/faqedit',
];

const wait = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;
function WebsiteRoutes() {
  return useRoutes([...websiteMainRoutes(wait), { path: '*', element: <NotFoundPage /> }]);
}

const open = (path: string) =>
  renderScreen(
    <WebsiteRoutes />,
    { path, pages },
    { 'GET /api/website/settings': () => ({ records: ROWS }) },
  );

describe('a loop list’s address with the spec’s {pageid}', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('/rsetwebsite/slider/{id} draws the slider list, not the 404 page', async () => {
    await open('/rsetwebsite/slider/7');
    const list = await screen.findByTestId('website-list');
    await waitFor(() => expect(within(list).getByText('Promo cuci AC')).toBeTruthy());
    expect(within(list).getByText('Servis AC cepat')).toBeTruthy();
    // the slider's items only
    expect(within(list).queryByText('Apakah bergaransi?')).toBeNull();
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('every loop list takes it: /rsetwebsite/faqlist/{id} draws the FAQ list', async () => {
    await open('/rsetwebsite/faqlist/7');
    const list = await screen.findByTestId('website-list');
    await waitFor(() => expect(within(list).getByText('Apakah bergaransi?')).toBeTruthy());
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('/rsetwebsite/slideradd/{id} is the add form', async () => {
    await open('/rsetwebsite/slideradd/7');
    expect(await screen.findByTestId('website-item')).toBeTruthy();
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('an address the catalogue does not have is still the 404 page', async () => {
    await open('/rsetwebsite/slider/7/extra');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByTestId('website-list')).toBeNull();
  });
});
