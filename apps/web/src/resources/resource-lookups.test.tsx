import { rbarangmasuksub } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpScreens, fieldOf } from './form-rules-support.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

cleanUpScreens();

// Issue 34: picking the item of a receipt line left its unit and cost empty. The line's declaration
// looks the item up (its base unit) and then its latest line (unit and cost), as a role's autofill would.
describe('a receipt line filled from its item', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('fills the unit and the cost of the item’s latest line when the item is picked', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={rbarangmasuksub} id={null} />,
      { path: '/rbarangmasuksub/add', pages: allPagesOf('rbarangmasuksub') },
      {
        'GET /api/rstok/options': () => ({ records: [{ value: 5, label: 'Lampu LED' }] }),
        'GET /api/rstok': (call) =>
          call.url.searchParams.get('id') === '5'
            ? { records: [{ id: 5, nama_barang: 'Lampu LED', id_satuan: 1, id_satuan_label: 'Pieces' }] }
            : { records: [] },
        'GET /api/rbarangmasuksub': (call) =>
          call.url.searchParams.get('id_stok') === '5'
            ? {
                records: [{ id: 41, id_stok: 5, id_satuan: 2, id_satuan_label: 'Dus', harga_satuan: 30_000 }],
              }
            : { records: [] },
      },
    );
    const item = within(fieldOf('Barang')).getByRole('combobox');
    fireEvent.change(item, { target: { value: 'Lampu' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Lampu LED', hidden: true }, { timeout: 5000 }),
    );

    const cost = within(fieldOf('Harga Satuan')).getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(cost.value).toMatch(/30\.000/), { timeout: 5000 });
    // the unit of that line (Dus), over the item's base unit (Pieces) the first look-up gave
    const unit = within(fieldOf('Satuan')).getByRole('combobox') as HTMLInputElement;
    await waitFor(() => expect(unit.value).toBe('Dus'));

    // the latest line is asked for newest first, one record
    const [latest] = api.find('GET', '/api/rbarangmasuksub');
    expect(Object.fromEntries(latest!.url.searchParams)).toEqual({
      id_stok: '5',
      limit: '1',
      sort: 'created_at',
      order: 'desc',
    });
  });
});
