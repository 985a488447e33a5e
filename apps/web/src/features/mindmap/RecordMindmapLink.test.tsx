import { getResource, tes2 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatures } from '../../app/feature-registry.ts';
import { ResourceViewPage } from '../../resources/ResourceViewPage.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { FEATURES } from '../index.ts';

// as the signed-in frame does (app/signed-in-shell.ts)
beforeAll(() => registerFeatures(FEATURES));

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const record = { id: 5, judul: 'Pemeliharaan AC', user_id: 1, user_id_label: 'admin' };

/** The generic view of tes2 #5, its "Peta pikiran" coming from the view panels of every resource. */
function renderView(pages: string[]) {
  return renderScreen(
    <ResourceViewPage resource={tes2} id="5" />,
    { path: '/tes2/view/5', pages },
    {
      'GET /api/tes2/view/5': () => record,
      'GET /api/tes2/history/5': () => ({ records: [] }),
    },
  );
}

/** The view panels are lazy: wait until their chunk has replaced the spinner, so an absence means something. */
async function panelsLoaded() {
  await import('./RecordMindmapLink.tsx');
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
}

describe('"Peta pikiran" on a record’s view', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('links a user holding `getmindmap` to this record’s map', async () => {
    await renderView([...allPagesOf('tes2'), 'getmindmap']);
    const link = await screen.findByRole('link', { name: 'Peta pikiran' });
    expect(link.getAttribute('href')).toBe('/getmindmap?resource=tes2&id=5');
    fireEvent.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/getmindmap?resource=tes2&id=5'),
    );
  });

  it('is not offered without the `getmindmap` page', async () => {
    await renderView(allPagesOf('tes2'));
    await screen.findByText('Pemeliharaan AC', { selector: '.p-card-title' });
    expect(await screen.findByText('Belum ada riwayat perubahan.')).toBeTruthy();
    await panelsLoaded();
    expect(screen.queryByRole('link', { name: 'Peta pikiran' })).toBeNull();
  });

  it('is not offered on records a map cannot hang on (code ids)', async () => {
    const provinces = getResource('regprovinces')!;
    await renderScreen(
      <ResourceViewPage resource={provinces} id="32" />,
      { path: '/regprovinces/view/32', pages: ['regprovinces', 'regprovinces/view', 'getmindmap'] },
      {
        'GET /api/regprovinces/view/32': () => ({ id: '32', name: 'JAWA BARAT' }),
        'GET /api/regprovinces/history/32': () => ({ records: [] }),
      },
    );
    await screen.findByText('JAWA BARAT', { selector: '.p-card-title' });
    await panelsLoaded();
    expect(screen.queryByRole('link', { name: 'Peta pikiran' })).toBeNull();
  });
});
