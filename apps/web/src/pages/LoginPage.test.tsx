import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../resources/test-utils.tsx';
import { LoginPage } from './LoginPage.tsx';
import { backgroundOf } from './login-look.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the sign-in page’s look (website setting bgformlogin)', () => {
  it('accepts a same-site path only as a background', () => {
    expect(backgroundOf('/uploads/2026/11/large/latar.jpg')).toBe('url("/uploads/2026/11/large/latar.jpg")');
    expect(backgroundOf('//evil.example/x.jpg')).toBeUndefined();
    expect(backgroundOf('https://evil.example/x.jpg')).toBeUndefined();
    expect(backgroundOf('/x.jpg") ; background: url(/y')).toBeUndefined();
    expect(backgroundOf(null)).toBeUndefined();
  });

  it(
    'shows the owner’s line and picture around the form',
    async () => {
      // a signed-out visitor: the session check is refused, so the form shows
      await renderScreen(
        <LoginPage />,
        { path: '/login', pages: [] },
        {
          'GET /api/account/currentuserdata': () => reply(401, { message: 'Unauthenticated.' }),
          'GET /api/website/login-look': () => ({
            judul: 'Masuk ke Sinar Teknik',
            gambar: '/uploads/2026/11/large/latar.jpg',
          }),
        },
      );
      expect(await screen.findByText('Masuk ke Sinar Teknik')).toBeTruthy();
      await waitFor(() =>
        expect((screen.getByTestId('login-look') as HTMLElement).style.backgroundImage).toContain(
          '/uploads/2026/11/large/latar.jpg',
        ),
      );
    },
    SCREEN_TEST_TIMEOUT,
  );
});
