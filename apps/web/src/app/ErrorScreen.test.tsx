import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../ui/test-i18n.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** A screen whose code could not be fetched, as Chromium words it. */
const missingChunk = () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/Kalkulator-x1.js',
  );
};

/** What the screen below throws when drawn: set by each test through `open`. */
let failure: () => never = missingChunk;
function Broken(): never {
  return failure();
}

function open(fail: () => never) {
  failure = fail;
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
  return renderWithI18n(<RouterProvider router={router} />);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

describe('a screen that cannot open', () => {
  afterEach(() => {
    cleanup();
    setOnline(true);
  });

  it('offline, with no copy of its code: says so and offers to try again, not the crash page', async () => {
    setOnline(false);
    open(missingChunk);
    expect((await screen.findByTestId('app-offline')).textContent).toContain('Anda sedang offline');
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeTruthy();
    expect(screen.queryByTestId('app-error')).toBeNull();
  });

  it('online, the code gone (a new version): the crash page with its notice and a reload button', async () => {
    open(missingChunk);
    const page = await screen.findByTestId('app-error');
    expect(page.textContent).toContain('Ctrl+Shift+R');
    expect(screen.getByRole('button', { name: /Muat ulang/ })).toBeTruthy();
  });

  it('a plain error in a screen stays the crash page, offline too, without a reload button', async () => {
    setOnline(false);
    open(() => {
      throw new RangeError('tanggal tidak valid');
    });
    expect((await screen.findByTestId('app-error')).textContent).toContain('tanggal tidak valid');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
