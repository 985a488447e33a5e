/**
 * Issue 16, phones first: every main page, opened as the role that uses it on a 360 × 740 screen, fits
 * the width (no sideways scroll of the whole page). A failure names the page and the elements that
 * stick out furthest, so the fix starts at the right place.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  contextsByRole,
  type DemoIds,
  demoIds,
  MAIN_PAGES,
  openMainPage,
  type Who,
} from './support/main-pages.ts';
import { type RunningServer, startServer } from './support/server.ts';

const PHONE = { width: 360, height: 740 };
/** `PHONE_SHOTS=<folder>` keeps a screenshot of each page there, to look at what the phone shows. */
const SHOTS = process.env.PHONE_SHOTS;

type Overflow = { scrollWidth: number; innerWidth: number; widest: string[] };

/**
 * The page's width against the window's, and the elements whose right edge passes the window's,
 * outermost first (an element inside a frame that scrolls or clips on its own does not count: it does
 * not widen the page).
 */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const clipped = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes = Array.from(el.classList)
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const testid = el.getAttribute('data-testid');
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${id}${classes}${testid ? `[data-testid=${testid}]` : ''} (right edge ${right}px)`;
    };
    const over = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 1 && !clipped(el);
    });
    // the outermost offenders: their parent still fits, so they are where the overflow starts
    const roots = over.filter((el) => !el.parentElement || !over.includes(el.parentElement));
    roots.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: limit,
      widest: roots.slice(0, 5).map(describe),
    };
  });
}

let server: RunningServer;
let browser: Browser;
let pages: Record<Who, Page>;
let ids: DemoIds;

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  ids = await demoIds(server);
  browser = await launchBrowser();
  pages = await contextsByRole(browser, server.url, PHONE);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the main pages at 360 px wide', () => {
  it('the measure catches a page that is too wide and names the element', async () => {
    const page = pages.guest;
    await openMainPage(page, MAIN_PAGES[1]!, ids);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.id = 'too-wide';
      wide.style.width = '600px';
      wide.style.height = '10px';
      document.body.append(wide);
    });
    const result = await measure(page);
    await page.evaluate(() => document.getElementById('too-wide')?.remove());
    expect(result.scrollWidth).toBeGreaterThan(result.innerWidth);
    expect(result.widest[0]).toMatch(/^div#too-wide /);
  });

  for (const main of MAIN_PAGES) {
    it(`${main.name} has no sideways page scroll`, async () => {
      const page = pages[main.who];
      await openMainPage(page, main, ids);
      const result = await measure(page);
      if (SHOTS) {
        const file = `${main.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
        await page.screenshot({ path: join(SHOTS, file), fullPage: true });
      }
      expect(
        result.scrollWidth,
        `${main.name} (${main.path(ids)}) is ${result.scrollWidth}px wide in a ${result.innerWidth}px window; widest:\n  ${result.widest.join('\n  ')}`,
      ).toBeLessThanOrEqual(result.innerWidth);
    });
  }
});
