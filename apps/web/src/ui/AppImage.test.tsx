import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppImage } from './AppImage.tsx';
import { renderWithI18n } from './test-i18n.tsx';

afterEach(cleanup);

const HOST = 'https://api.kantor.test';
const PLACEHOLDER = '/images/imgplaceholder.jpg';

describe('AppImage', () => {
  it('tries large → normal → placeholder, advancing on each load error', () => {
    renderWithI18n(<AppImage value="uploads/barang/a.jpg,uploads/barang/b.jpg" host={HOST} alt="Barang" />);
    const image = screen.getByRole('img', { name: 'Barang' }) as HTMLImageElement;
    const seen = [image.getAttribute('src')];
    fireEvent.error(image);
    seen.push(image.getAttribute('src'));
    fireEvent.error(image);
    seen.push(image.getAttribute('src'));
    fireEvent.error(image); // the placeholder failing too leaves it in place
    seen.push(image.getAttribute('src'));
    expect(seen).toEqual([
      `${HOST}/uploads/barang/large/a.jpg`,
      `${HOST}/uploads/barang/a.jpg`,
      PLACEHOLDER,
      PLACEHOLDER,
    ]);
  });

  it('is 50 px by default and takes another size', () => {
    renderWithI18n(<AppImage value="a.jpg" alt="Satu" />);
    const image = screen.getByRole('img', { name: 'Satu' }) as HTMLImageElement;
    expect(image.style.width).toBe('50px');
    expect(image.style.height).toBe('50px');
    cleanup();
    renderWithI18n(<AppImage value="a.jpg" alt="Dua" size="8rem" />);
    expect((screen.getByRole('img', { name: 'Dua' }) as HTMLImageElement).style.width).toBe('8rem');
  });

  it('starts over when the value changes', () => {
    const { rerender } = renderWithI18n(<AppImage value="x/a.jpg" alt="Foto" preview={false} />);
    const image = screen.getByRole('img', { name: 'Foto' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/x/a.jpg');
    rerender(<AppImage value="x/b.jpg" alt="Foto" preview={false} />);
    expect(screen.getByRole('img', { name: 'Foto' }).getAttribute('src')).toBe('/x/large/b.jpg');
  });

  it('with no image shows the no-image picture, then the placeholder, and offers no preview', () => {
    renderWithI18n(<AppImage value="" alt="Kosong" />);
    const image = screen.getByRole('img', { name: 'Kosong' });
    expect(image.getAttribute('src')).toBe('/images/no-image-available.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('click opens the preview dialog: one image alone, several in a carousel', async () => {
    renderWithI18n(<AppImage value="u/a.jpg" alt="Tunggal" />);
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Tunggal' }));
    const single = await screen.findByRole('dialog');
    expect(within(single).getByRole('img', { name: 'Tunggal' }).getAttribute('src')).toBe('/u/large/a.jpg');
    expect(single.querySelector('.p-carousel')).toBeNull();
    cleanup();

    renderWithI18n(<AppImage value="u/a.jpg,u/b.jpg" alt="Galeri" circular />);
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Galeri' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.p-carousel')).not.toBeNull();
    expect(within(dialog).getAllByRole('img', { name: /Galeri 1 dari 2/ }).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('img', { name: /Galeri 2 dari 2/ }).length).toBeGreaterThan(0);
  });
});
