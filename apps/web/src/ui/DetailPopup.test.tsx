import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailPopup } from './DetailPopup.tsx';
import { renderWithI18n } from './test-i18n.tsx';

afterEach(cleanup);

async function openPopup(value: unknown, size?: string): Promise<HTMLElement> {
  renderWithI18n(<DetailPopup value={value} size={size} />);
  const button = screen.getByRole('button', { name: 'Detail' });
  expect(button.querySelector('.pi-eye')).not.toBeNull();
  fireEvent.click(button);
  return screen.findByRole('dialog');
}

describe('DetailPopup', () => {
  it("shows '(Kosong)' for an empty object", async () => {
    const dialog = await openPopup({});
    expect(within(dialog).getByText('(Kosong)')).toBeTruthy();
  });

  it('shows the invalid-format message for bad JSON text', async () => {
    const dialog = await openPopup('{nama: Budi}');
    expect(within(dialog).getByText('Format data tidak valid dan tidak dapat ditampilkan.')).toBeTruthy();
  });

  it('shows the no-data message for an empty value', async () => {
    const dialog = await openPopup('');
    expect(within(dialog).getByText('Tidak ada data untuk ditampilkan.')).toBeTruthy();
  });

  it('shows the processing-failure message for a value that cannot be walked', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const dialog = await openPopup(cyclic);
    expect(within(dialog).getByText('Tidak dapat memproses data JSON.')).toBeTruthy();
  });

  it('shows nested keys and values as an expanded tree', async () => {
    const dialog = await openPopup(
      '{"nama":"Budi","aktif":true,"alamat":{"kota":"Bandung","rt":{}},"tags":["a"]}',
    );
    const tree = within(dialog).getByRole('tree');
    expect(within(tree).getByText('nama')).toBeTruthy();
    expect(within(tree).getByText('Budi')).toBeTruthy();
    expect(within(tree).getByText('Ya')).toBeTruthy();
    expect(within(tree).getByText('kota')).toBeTruthy();
    expect(within(tree).getByText('Bandung')).toBeTruthy();
    expect(within(tree).getByText('(Kosong)')).toBeTruthy();
    expect(within(tree).getByText('[0]')).toBeTruthy();
  });

  it('sizes the dialog by the size prop, capped at 95vw', async () => {
    const dialog = await openPopup({ a: 1 }, 'lg');
    expect(dialog.style.width).toBe('60rem');
    expect(dialog.style.maxWidth).toBe('95vw');
    cleanup();
    expect((await openPopup({ a: 1 }, 'small')).style.width).toBe('30rem');
    cleanup();
    expect((await openPopup({ a: 1 })).style.width).toBe('45rem');
  });

  it('takes its own label and icon', () => {
    renderWithI18n(<DetailPopup value={{}} label="Lihat JSON" icon="pi pi-search" />);
    const button = screen.getByRole('button', { name: 'Lihat JSON' });
    expect(button.querySelector('.pi-search')).not.toBeNull();
  });
});
