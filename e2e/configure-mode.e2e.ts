import { USER_ROLE_IDS } from '@kantor/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { signedInPage } from './support/journey.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

// Issue 37, "edit on the page": the administrator turns on "Atur halaman" at /rsupplier, hides the
// email column for Teknisi from that column's gear (the dialog's preview says so), saves; the
// technician's list of suppliers then has no email column.
let server: RunningServer;
let browser: Browser;
const TEK = USER_ROLE_IDS.teknisi;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // the technician may open the supplier list (the demo role does not hold it)
  for (const page of ['rsupplier', 'rsupplier/view'])
    await server.app.db.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [TEK, page],
    );
  await server.app.roleCache.invalidate();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const signedIn = (who: { username: string; password: string }): Promise<Page> =>
  signedInPage(browser, server.url, who);

/** The list's column headers, as shown. */
const headers = (page: Page) =>
  page
    .locator('[data-testid="resource-list"] thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));

describe('configure mode: a rule written from the page', () => {
  it('the admin hides the email column for Teknisi from its gear, with the preview', async () => {
    const page = await signedIn(ADMIN);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/rsupplier');
    await page.getByTestId('resource-list').locator('thead').waitFor();
    expect(await headers(page)).toContain('Email');
    // off by default: no gear until the switch is on
    expect(await page.getByTestId('configure-gear').count()).toBe(0);
    await page.getByTestId('configure-toggle').click();
    await page.getByTestId('configure-banner').waitFor();
    const gear = page.getByRole('button', { name: 'Aturan untuk Email' });
    await gear.waitFor();

    await gear.click();
    const dialog = page.getByTestId('configure-dialog');
    await dialog.waitFor();
    await dialog.locator('.p-dropdown:has(#configure-role)').click();
    await page.getByRole('option', { name: 'Teknisi' }).click();
    await dialog.getByTestId('configure-no-rules').waitFor();
    await dialog.locator('[data-category="hide-kolom"]').click();
    await dialog.getByTestId('rule-category-form').waitFor();
    expect(await page.locator('#rule-nama_route').inputValue()).toBe('/rsupplier');
    // the rule editor's preview, as Teknisi: email hidden by this rule
    const preview = dialog.getByTestId('rule-preview');
    await preview.getByText('Teknisi').first().waitFor();
    await preview.locator('[data-field="email"][data-hidden="true"]').waitFor();
    expect(await dialog.getByTestId('rule-draft-status').getAttribute('data-status')).toBe('applied');
    await page.screenshot({ path: '/tmp/configure-dialog.png' });

    await dialog.getByTestId('rule-save').click();
    // back on the column's rules, now listing the new one
    await dialog.getByTestId('configure-rules').waitFor();
    const stored = await server.app.db.query<{ kategori: string; nama_route: string; setup: string }>(
      'SELECT kategori, nama_route, setup FROM setupshowhideroleid WHERE role_id = $1 ORDER BY id',
      [TEK],
    );
    expect(stored).toEqual([{ kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'email' }]);
    // the admin's own page is unchanged (the rule is Teknisi's)
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await headers(page)).toContain('Email');

    await page.setViewportSize({ width: 390, height: 844 });
    // the "saved" toast leaves on its own: the picture is of the page, not of the toast
    await page.locator('.p-toast-message').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.screenshot({ path: '/tmp/configure-mode-390.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the technician no longer sees the column, and gets no configure switch', async () => {
    const page = await signedIn(TEKNISI);
    await page.goto('/rsupplier');
    await page.getByTestId('resource-list').locator('thead').waitFor();
    const shown = await headers(page);
    expect(shown).toContain('No. HP');
    expect(shown).not.toContain('Email');
    expect(await page.getByTestId('configure-toggle').count()).toBe(0);
    await page.context().close();
  });
});
