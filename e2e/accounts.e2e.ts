import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { firstLink, type SmtpCatcher, startSmtpCatcher } from '../apps/server/src/test/smtp-catcher.ts';
import { AccountPages } from './pages/account.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

// Registration to approval, forgot password and a blocked account, in the browser against the real
// server, with mail received over real SMTP by an in-process smtp-server.
let smtp: SmtpCatcher;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startServer({ smtpUrl: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

const userId = async (username: string) =>
  (await server.app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

const storedToken = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('APP_KANTOR_TOKEN') ?? localStorage.getItem('APP_KANTOR_TOKEN'));

describe('accounts in the browser', () => {
  it('registers, verifies by the mailed link, waits for approval, is approved by the admin, signs in', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    const account = new AccountPages(page);
    const notice = await account.register({
      username: 'wulan',
      email: 'wulan@contoh.id',
      no_hp: '0812-1111-2222',
      password: 'Rendang-Padang-Asli-9',
    });
    expect(notice).toBe('Email verifikasi telah dikirim');

    const mail = await smtp.waitFor('wulan@contoh.id');
    expect(mail.subject).toBe('Kantor: Verifikasi alamat email Anda');
    const link = firstLink(mail);
    expect(link.startsWith(`${server.url}/verify-email?token=`)).toBe(true);
    const verified = await account.verify(link);
    expect(verified).toContain('Verifikasi selesai');
    expect(verified).toContain('menunggu persetujuan administrator');

    // Not yet approved: the pending screen after the correct password, and no token.
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('wulan', 'Rendang-Padang-Asli-9');
    await page.getByTestId('account-pending').waitFor();
    expect(await storedToken(page)).toBeNull();

    // The admin approves on akun/ubahrolestatusverify/{id}.
    const adminPage = await newPage();
    const adminLogin = new LoginPage(adminPage);
    await adminLogin.open();
    await adminLogin.signIn(ADMIN.username, ADMIN.password);
    await adminPage.waitForURL('**/home');
    expect(await new AccountPages(adminPage).setStatus(await userId('wulan'), 'Aktif')).toBe(
      'Data berhasil diperbarui',
    );
    const approved = await smtp.waitFor('wulan@contoh.id', { since: 1 });
    expect(approved.subject).toBe('Kantor: Akun Anda telah disetujui');

    await login.open();
    await login.signIn('wulan@contoh.id', 'Rendang-Padang-Asli-9');
    await page.waitForURL('**/home');
    await page.getByTestId('user-home').waitFor();
    expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(errors).toEqual([]);
    await page.context().close();
    await adminPage.context().close();
  });

  it('resets a forgotten password end to end; the link works once', async () => {
    await server.app.db.query(
      `INSERT INTO users (username, email, password_hash, user_role_id, status, email_verified_at)
       VALUES ('gita', 'gita@contoh.id', $1, 53, 'Active', now())`,
      [await hashPassword('Lama-Sekali-Sandi-1')],
    );
    const page = await newPage();
    const account = new AccountPages(page);
    const notice = await account.requestReset('gita@contoh.id');
    expect(notice).toBe(
      'Jika alamat tersebut terdaftar, tautan atur ulang kata sandi telah dikirim ke alamat itu',
    );
    // An unknown address gets the very same words.
    expect(await account.requestReset('tidak.ada@contoh.id')).toBe(notice);

    const mail = await smtp.waitFor('gita@contoh.id');
    expect(mail.subject).toBe('Kantor: Atur ulang kata sandi');
    const link = firstLink(mail);

    await account.reset(link, 'Gudeg-Jogja-Manis-2', 'Gudeg-Jogja-Manis-3');
    await page.getByTestId('reset-password_confirmation-error').waitFor();
    expect(await page.getByTestId('reset-password_confirmation-error').textContent()).toBe(
      'Kata sandi Anda tidak cocok',
    );
    await account.reset(link, 'Gudeg-Jogja-Manis-2');
    await page.getByTestId('reset-done').waitFor();
    expect(await page.getByTestId('reset-done').textContent()).toContain(
      'Kata sandi Anda telah diatur ulang',
    );

    await account.reset(link, 'Gudeg-Jogja-Manis-4');
    await page.getByTestId('reset-error').waitFor();
    expect(await page.getByTestId('reset-error').textContent()).toBe(
      'Tautan ini tidak valid atau sudah digunakan',
    );

    const login = new LoginPage(page);
    await login.open();
    await login.signIn('gita', 'Lama-Sekali-Sandi-1');
    expect(await login.error()).toBe('Data masuk ini tidak cocok dengan catatan kami.');
    await login.signIn('gita', 'Gudeg-Jogja-Manis-2');
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('keeps a Blocked user out: the blocked notice after the correct password, no token', async () => {
    await server.app.db.query(
      `INSERT INTO users (username, email, password_hash, user_role_id, status, email_verified_at)
       VALUES ('bejo', 'bejo@contoh.id', $1, 53, 'Blocked', now())`,
      [await hashPassword('Tempe-Mendoan-Hangat-5')],
    );
    const page = await newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('bejo', 'Salah-Sandinya-1');
    expect(await login.error()).toBe('Data masuk ini tidak cocok dengan catatan kami.');
    await login.signIn('bejo', 'Tempe-Mendoan-Hangat-5');
    await page.getByTestId('account-blocked').waitFor();
    expect(await page.getByTestId('account-blocked').textContent()).toContain('Akun Anda telah diblokir');
    expect(await storedToken(page)).toBeNull();
    await page.goto('/home');
    await page.waitForURL(/\/login\?redirect=/);
    await page.context().close();
  });
});
