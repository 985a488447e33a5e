import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../app/runtime-config.ts';
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

/** The sign-in page of a signed-out visitor, with the given answers of the server. */
const signedOut = (handlers: Parameters<typeof renderScreen>[2] = {}) =>
  renderScreen(
    <LoginPage />,
    { path: '/login', pages: [] },
    {
      'GET /api/account/currentuserdata': () => reply(401, { message: 'Unauthenticated.' }),
      'GET /api/website/login-look': () => ({ judul: null, gambar: null }),
      ...handlers,
    },
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

describe('the sign-in form (drawn without PrimeReact, issue 16)', () => {
  it(
    'asks for both fields, each error under its own field and tied to it',
    async () => {
      const { api } = await signedOut();
      submit();
      const username = screen.getByLabelText('Nama pengguna atau email') as HTMLInputElement;
      const password = screen.getByLabelText('Kata sandi') as HTMLInputElement;
      expect(screen.getByTestId('login-username-error').textContent).toBe('Kolom ini wajib diisi');
      expect(screen.getByTestId('login-password-error').textContent).toBe('Kolom ini wajib diisi');
      expect(username.getAttribute('aria-describedby')).toBe('login-username-error');
      expect(password.getAttribute('aria-describedby')).toBe('login-password-error');
      expect(username.getAttribute('aria-invalid')).toBe('true');
      expect(username.classList.contains('p-invalid')).toBe(true);
      expect(api.find('POST', '/api/auth/login')).toEqual([]);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'sends remember-me and shows the server’s refusal (the throttle) as an alert',
    async () => {
      const { api } = await signedOut({
        'POST /api/auth/login': () => reply(429, { message: 'Terlalu Banyak Percobaan.' }),
      });
      fireEvent.change(screen.getByLabelText('Nama pengguna atau email'), { target: { value: 'admin' } });
      fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'rahasia-sekali' } });
      const remember = screen.getByRole('checkbox', { name: 'Ingat saya' }) as HTMLInputElement;
      fireEvent.click(remember);
      expect(remember.checked).toBe(true);
      expect(remember.closest('.p-checkbox')?.classList.contains('p-highlight')).toBe(true);
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe('Terlalu Banyak Percobaan.');
      expect(screen.getByTestId('login-error').classList.contains('p-inline-message-error')).toBe(true);
      expect(api.find('POST', '/api/auth/login').map((c) => c.body)).toEqual([
        { username: 'admin', password: 'rahasia-sekali', remember: true },
      ]);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'shows and hides the password with a labelled toggle button',
    async () => {
      await signedOut();
      const password = screen.getByLabelText('Kata sandi') as HTMLInputElement;
      const toggle = screen.getByRole('button', { name: 'Tampilkan kata sandi' });
      expect(password.type).toBe('password');
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(toggle);
      expect(password.type).toBe('text');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(toggle);
      expect(password.type).toBe('password');
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'links to the forgotten-password and registration pages',
    async () => {
      await signedOut();
      expect(screen.getByRole('link', { name: 'Lupa kata sandi?' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
      expect(screen.getByRole('link', { name: 'Daftar akun baru' }).getAttribute('href')).toBe('/register');
    },
    SCREEN_TEST_TIMEOUT,
  );
});

describe('Google sign-in', () => {
  const withGoogle = async () => {
    // the server's public settings name a Google client, as a deployment with Google sign-in does
    await signedOut({
      'GET /api/config': () => ({ googleClientId: 'kantor-test.apps.googleusercontent.com' }),
    });
    await loadRuntimeConfig();
  };

  it(
    'offers the Google button in a browser when the deployment has a client id',
    async () => {
      await withGoogle();
      cleanup();
      await signedOut();
      expect(await screen.findByTestId('google-signin')).toBeTruthy();
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'does not offer it inside the Capacitor shell, where Google refuses embedded web views',
    async () => {
      vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
      await withGoogle();
      cleanup();
      await signedOut();
      await screen.findByRole('button', { name: 'Masuk' });
      expect(screen.queryByTestId('google-signin')).toBeNull();
    },
    SCREEN_TEST_TIMEOUT,
  );
});
