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

let shared: Promise<Browser> | null = null;

/**
 * Debian's Chromium, headless; never a downloaded browser. One Chromium per test worker, lent to each
 * journey (journeys run one after another in a worker, `isolate: false`): a journey's pages live in
 * browser contexts of its own (separate cookies, storage, cache and service workers), and its
 * `close()` closes those contexts only. Starting Chromium per journey cost a second or two of CPU each
 * time, on a machine the journeys already keep busy.
 */
export async function launchBrowser(): Promise<Browser> {
  const start = () => chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  // outside the test runner (benches, scratch scripts) a browser of its own, which close() ends:
  // a shared one would keep the process alive after its last line
  if (!process.env.VITEST) return start();
  shared ??= start();
  let browser = await shared;
  if (!browser.isConnected()) {
    shared = start();
    browser = await shared;
  }
  return lend(browser);
}

/** The shared browser as one journey sees it: `close()` closes the contexts this journey opened. */
function lend(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const close: Browser['close'] = async () => {
    await Promise.all([...opened].map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      if (property === 'newPage')
        throw new Error('open a context first (browser.newContext): its close is tracked');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
