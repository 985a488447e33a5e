// Where a save lands (issue 36): a new record on its view, or a cleared form with "Simpan & tambah lagi".
import { tes } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, cleanupScreen, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

afterEach(cleanupScreen);

const nameInput = () =>
  within(screen.getByText('Nama', { selector: 'label' }).closest('.resource-field') as HTMLElement).getByRole(
    'textbox',
  ) as HTMLInputElement;

const added = { 'POST /api/tes/add': () => ({ record: { id: 41, nama: 'Budi Santoso' }, message: 'ok' }) };

describe('saving a new record', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('lands on the new record’s view', async () => {
    await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      { path: '/tes/add', pages: allPagesOf('tes') },
      added,
    );
    fireEvent.change(nameInput(), { target: { value: 'Budi Santoso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tes/view/41'));
  });

  it('stays in a cleared form with “Simpan & tambah lagi”', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      { path: '/tes/add', pages: allPagesOf('tes') },
      added,
    );
    fireEvent.change(nameInput(), { target: { value: 'Budi Santoso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan & tambah lagi' }));
    await waitFor(() => expect(api.find('POST', '/api/tes/add')).toHaveLength(1));
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(screen.getByTestId('location').textContent).toBe('/tes/add');
    expect(api.find('POST', '/api/tes/add')[0]!.body).toMatchObject({ nama: 'Budi Santoso' });
  });
});
