/**
 * Browser journey of `/kalkulator`: the technician, on a phone, taps a shop sum with the on-screen keys
 * (200.000 + 10%), reads the result, shows it in Rupiah, and types the next one on the keyboard.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(TEKNISI.username, TEKNISI.password);
  await page.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the calculator in the browser', () => {
  it('taps 200.000 + 10% = 220.000, shows it in Rupiah, then takes the keyboard', async () => {
    await page.goto('/kalkulator');
    const keypad = page.getByRole('group', { name: 'Tombol kalkulator' });
    await keypad.waitFor();
    const output = page.getByTestId('calculator-output');
    // Rupiah is formatted with a no-break space after Rp
    const shown = async () => (await output.textContent())?.replace(/\s/g, ' ');
    for (const key of ['2', '0', '0', 'Dua nol', '0', 'Tambah', '1', '0', 'Persen', 'Sama dengan']) {
      await keypad.getByRole('button', { name: key, exact: true }).click();
    }
    await expect.poll(shown).toBe('220.000');
    await page.getByRole('button', { name: 'Tampilkan hasil dalam Rupiah (Rp)' }).click();
    await expect.poll(shown).toBe('Rp 220.000');

    await page.keyboard.press('Escape');
    await page.keyboard.type('1500*3');
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe('Rp 4.500');
    expect(errors).toEqual([]);
  });
});
