import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, headless; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * A persistent profile in a folder of its own, so a test can close the browser and start it again
 * on the same profile (remember-me survives, session storage does not).
 */
export async function launchPersistent(
  userDataDir?: string,
): Promise<{ context: BrowserContext; dir: string; dispose: () => void }> {
  const dir = userDataDir ?? mkdtempSync(join(tmpdir(), 'kantor-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
  });
  return { context, dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Collects page errors so a test can assert the console stayed clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
