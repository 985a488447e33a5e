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

/** How long a context may take to close before the shared browser is given up as wedged. */
const CONTEXT_CLOSE_MS = 20_000;

/**
 * A context's close that cannot hang a journey's teardown. Chromium now and then never answers the
 * disposal of a context whose service worker is still busy (the app registers one on every page; CI
 * saw `afterAll` time out after the PWA journey had passed, see puppeteer#11627): after a while the
 * shared browser is dropped, so the next journey starts a Chromium of its own; the wedged one is
 * killed when the test process exits (playwright ends the browsers it launched).
 */
function bounded(context: BrowserContext, wedged: () => void): BrowserContext {
  const close = context.close.bind(context);
  context.close = async (options) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), CONTEXT_CLOSE_MS);
    });
    const outcome = await Promise.race([close(options).then(() => 'closed' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      console.warn(`a browser context did not close within ${CONTEXT_CLOSE_MS} ms: Chromium is restarted`);
      wedged();
    }
  };
  return context;
}

/** The shared browser as one journey sees it: `close()` closes the contexts this journey opened. */
function lend(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = bounded(await browser.newContext(options), () => {
      if (shared) shared = null;
    });
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
