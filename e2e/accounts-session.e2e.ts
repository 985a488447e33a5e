import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { otpCode, type SmtpCatcher, startSmtpCatcher } from '../apps/server/src/test/smtp-catcher.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, launchPersistent } from './support/browser.ts';
import { type RunningServer, startServer, TEKNISI } from './support/server.ts';

// OTP sign-in (with an expired code on the way) and remember-me across a browser restart.
let smtp: SmtpCatcher;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startServer({ smtpUrl: smtp.url });
  browser = await launchBrowser();
  await server.app.db.query(
    `INSERT INTO users (username, email, password_hash, user_role_id, status, email_verified_at, otp_enabled)
     VALUES ('oki', 'oki@contoh.id', $1, 53, 'Active', now(), true)`,
    [await hashPassword('Martabak-Manis-Keju-6')],
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

describe('sign-in sessions in the browser', () => {
  it('signs in with the mailed OTP; an expired code is refused and a resent one works', async () => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('oki', 'Martabak-Manis-Keju-6');
    await page.getByTestId('otp-form').waitFor();
    expect(await page.getByTestId('otp-notice').textContent()).toBe('OTP Berhasil Dikirim');
    const first = otpCode(await smtp.waitFor('oki@contoh.id'));

    // Five minutes pass.
    await server.app.db.query("UPDATE otp_challenges SET expires_at = now() - interval '1 second'");
    await login.enterOtp(first);
    await page.getByTestId('otp-error').waitFor();
    expect(await page.getByTestId('otp-error').textContent()).toBe('OTP telah kedaluwarsa');

    expect(await login.resendOtp()).toBe('OTP Berhasil Dikirim');
    const second = otpCode(await smtp.waitFor('oki@contoh.id', { since: 1 }));
    await login.enterOtp(second);
    await page.waitForURL('**/home');
    await page.getByTestId('user-home').waitFor();
    await page.context().close();
  });

  it('keeps a remembered sign-in across a browser restart, and not a plain one', async () => {
    const profile = await launchPersistent();
    try {
      let page = await profile.context.newPage();
      await page.goto(`${server.url}/login`);
      await new LoginPage(page).signIn(TEKNISI.username, TEKNISI.password, true);
      await page.waitForURL('**/home');
      await profile.context.close();

      let again = await launchPersistent(profile.dir);
      page = await again.context.newPage();
      await page.goto(`${server.url}/home`);
      await page.getByTestId('user-home').waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');

      // Sign out, then sign in without remember me: a restart ends it.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await page.getByTestId('landing-page').waitFor();
      await page.goto(`${server.url}/login`);
      await new LoginPage(page).signIn(TEKNISI.username, TEKNISI.password);
      await page.waitForURL('**/home');
      await again.context.close();

      again = await launchPersistent(profile.dir);
      page = await again.context.newPage();
      await page.goto(`${server.url}/home`);
      await page.waitForURL(/\/login\?redirect=%2Fhome$/);
      await page.getByTestId('login-form').waitFor();
      await again.context.close();
    } finally {
      profile.dispose();
    }
  });
});
