/**
 * Issue 16, accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) runs inside the real browser on every
 * main page, as the role that uses it, and the journey fails on any critical or serious violation,
 * naming the rule, its impact and the first elements it found.
 */
import { createRequire } from 'node:module';
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

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOWN = Number(process.env.AXE_SHOWN ?? 3);
const BLOCKING = new Set(['critical', 'serious']);

/**
 * Violations known and not fixed yet, by page name and rule id. Each entry is a debt: remove it when
 * the cause is fixed (the journey then keeps the page clean).
 */
const KNOWN_VIOLATIONS: { page: string; rule: string; why: string }[] = [];

/**
 * Elements of third-party widgets we cannot fix, left out of the scan by their exact selector, each
 * with the reason.
 */
const EXCLUDED_SELECTORS: string[] = [];

type Finding = { rule: string; impact: string; help: string; targets: string[] };

async function scan(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(
    async ({ tags, exclude }) => {
      // axe is the global the injected script defines; the page has no types for it
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      type AxeResults = {
        violations: {
          id: string;
          impact: string;
          help: string;
          nodes: { target: unknown[]; any: { data?: Record<string, unknown> }[] }[];
        }[];
      };
      // a contrast finding says which colours it measured, so the fix starts at the right variable
      const colours = (node: { any: { data?: Record<string, unknown> }[] }) => {
        const data = node.any[0]?.data;
        return data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
      };
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ') + colours(n)),
      }));
    },
    { tags: TAGS, exclude: EXCLUDED_SELECTORS },
  );
}

let server: RunningServer;
let browser: Browser;
let pages: Record<Who, Page>;
let ids: DemoIds;

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  ids = await demoIds(server);
  browser = await launchBrowser();
  pages = await contextsByRole(browser, server.url, { width: 1280, height: 800 }, true);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accessibility of the main pages (axe-core, WCAG 2.1 AA)', () => {
  for (const main of MAIN_PAGES) {
    it(`${main.name} has no critical or serious violation`, async () => {
      const page = pages[main.who];
      await openMainPage(page, main, ids);
      const findings = await scan(page);
      const blocking = findings.filter(
        (f) =>
          BLOCKING.has(f.impact) &&
          !KNOWN_VIOLATIONS.some((known) => known.page === main.name && known.rule === f.rule),
      );
      const report = blocking.map(
        (f) =>
          `${f.rule} (${f.impact}, ${f.targets.length} element(s)): ${f.help}\n    ${f.targets.slice(0, SHOWN).join('\n    ')}`,
      );
      expect(report, `${main.name} (${main.path(ids)}):\n  ${report.join('\n  ')}`).toEqual([]);
    });
  }

  it('an open confirmation dialog is named and has no critical or serious violation', async () => {
    const page = pages.admin;
    const list = MAIN_PAGES.find((p) => p.name === 'list rsupplier')!;
    await openMainPage(page, list, ids);
    await page.locator('.p-datatable-tbody tr').first().getByRole('button', { name: 'Hapus' }).click();
    await page.locator('.p-confirm-dialog').waitFor();
    await page.waitForTimeout(300); // the opening animation
    const blocking = (await scan(page)).filter((f) => BLOCKING.has(f.impact));
    await page.keyboard.press('Escape');
    expect(blocking.map((f) => `${f.rule} (${f.impact}): ${f.targets.slice(0, SHOWN).join(', ')}`)).toEqual(
      [],
    );
  });

  it('the allow-list names only pages of the list', () => {
    const names = new Set(MAIN_PAGES.map((p) => p.name));
    expect(KNOWN_VIOLATIONS.filter((k) => !names.has(k.page))).toEqual([]);
  });
});
