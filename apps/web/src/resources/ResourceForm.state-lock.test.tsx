// A posted document's edit form (issue 36): what its state no longer lets change is read-only from the
// start, with one notice naming what still can, instead of a refusal at save.
import { rbarangmasuk } from '@kantor/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, cleanupScreen, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

afterEach(cleanupScreen);

const receipt = {
  id: 7,
  no_referensi: 'BM-2026-0007',
  tanggal: '2026-11-20',
  id_supplier: 3,
  id_supplier_label: 'CV Sumber Listrik Jaya',
  no_faktur_supplier: 'INV/4411/2026',
  total: 1_100_000,
  lampiran: null,
  keterangan: 'Kiriman pagi',
};

async function openReceipt(status: string) {
  await renderScreen(
    <ResourceFormPage resource={rbarangmasuk} id="7" />,
    { path: '/rbarangmasuk/edit/7', pages: allPagesOf('rbarangmasuk') },
    { 'GET /api/rbarangmasuk/view/7': () => ({ ...receipt, status }) },
  );
  await screen.findByDisplayValue('BM-2026-0007');
}

const input = (label: string) =>
  within(screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement).getByRole(
    'textbox',
  ) as HTMLInputElement;

describe('editing a receipt in a locked state', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows a received receipt’s fields read-only but its notes, and says so once', async () => {
    await openReceipt('Diterima');
    // by hand, from rbarangmasuk's declaration: Diterima is locked, keterangan and lampiran stay writable,
    // and the status may still move (to Dibatalkan)
    expect(screen.getByTestId('state-locked').textContent).toBe(
      'Dokumen ini berstatus Diterima: hanya Status, Lampiran, Keterangan yang masih bisa diubah.',
    );
    expect(input('No. Referensi').readOnly).toBe(true);
    expect(input('No. Faktur Pemasok').readOnly).toBe(true);
    expect(input('Keterangan').readOnly).toBe(false);
  });

  it('locks a cancelled receipt whole but its notes: no move leaves Dibatalkan', async () => {
    await openReceipt('Dibatalkan');
    expect(screen.getByTestId('state-locked').textContent).toBe(
      'Dokumen ini berstatus Dibatalkan: hanya Lampiran, Keterangan yang masih bisa diubah.',
    );
    expect(input('No. Referensi').readOnly).toBe(true);
    expect(input('Keterangan').readOnly).toBe(false);
  });

  it('leaves a draft as it was: no notice, every field open', async () => {
    await openReceipt('Draft');
    expect(screen.queryByTestId('state-locked')).toBeNull();
    expect(input('No. Referensi').readOnly).toBe(false);
    expect(input('No. Faktur Pemasok').readOnly).toBe(false);
  });
});
