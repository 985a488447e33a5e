/**
 * The installable app's life cycle (issue 16, spec §4): the install banner answers the browser's
 * `beforeinstallprompt` (install, or "later", which it remembers), and a new version of the service
 * worker takes over and reloads the page by itself.
 */

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// a copy of the built app, so this file can publish a "new version" of it without touching the others'
const webDist = mkdtempSync(join(tmpdir(), 'kantor-web-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  cpSync(resolve(import.meta.dirname, '../apps/web/dist'), webDist, { recursive: true });
  server = await startServer({ webDist });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** What Chrome fires when the app may be installed: an event whose `prompt()` the page may call. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = () => {
      (window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
  });
}

describe('the install banner', () => {
  it('offers the install when the browser does, installs on "Pasang", and stays away after "Nanti"', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      const banner = page.getByTestId('install-prompt');
      expect(await banner.count()).toBe(0);

      await offerInstall(page);
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Pasang Kantor di perangkat ini');
      await banner.getByRole('button', { name: 'Pasang' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

      await offerInstall(page);
      await banner.getByRole('button', { name: 'Nanti' }).click();
      await banner.waitFor({ state: 'detached' });
      // remembered on this device: the next offer, after a reload, shows nothing
      await page.reload();
      await page.getByTestId('login-form').waitFor();
      await offerInstall(page);
      await page.waitForTimeout(300);
      expect(await banner.count()).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { prompted?: number }).prompted),
      ).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

describe('a new version', () => {
  it('takes over from the running service worker and reloads the page', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // the page reloaded under the worker: from now on a change of worker is an update
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.evaluate(() => {
        (window as unknown as { loadedBefore: boolean }).loadedBefore = true;
      });

      // publish a new build of the worker (new bytes, as a deploy brings) and let the browser check
      const sw = join(webDist, 'sw.js');
      const next = `${readFileSync(sw, 'utf8')}\n// next version\n`;
      writeFileSync(sw, next);
      writeFileSync(`${sw}.br`, brotliCompressSync(next));
      writeFileSync(`${sw}.gz`, gzipSync(next));
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await reloaded;

      // a fresh document (the flag set before is gone), controlled by the new worker
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBe(
        undefined,
      );
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { active: r?.active?.state, waiting: Boolean(r?.waiting) };
      });
      expect(registration).toEqual({ active: 'activated', waiting: false });
      expect(before).toMatch(/\/sw\.js$/);
    } finally {
      await context.close();
    }
  });
});
