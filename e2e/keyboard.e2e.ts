/**
 * Issue 16, keyboard: the admin on a laptop works with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, Escape and the arrows a dropdown expects): signs in, skips to the page's content by the first
 * focus stop, opens Suppliers from the side menu, adds a supplier through the form, searches for it,
 * opens its view and comes back, and opens the delete prompt, leaves it with Escape (focus back on the
 * button that opened it) and deletes through it.
 * At every focus stop the focused control must show a focus ring that appears with focus, has 3:1
 * against what is behind it and is not cut off by a scrolling box (WCAG 2.1 AA, 1.4.11 and 2.4.7); a
 * failure names the control and what was measured (`support/focus.ts`).
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, TEXT } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { type FocusStop, isFocused, probeFocus } from './support/focus.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const LAPTOP = { width: 1366, height: 768 };
const SUPPLIER = 'CV Papan Ketik Uji';
const PHONE_DIGITS = '081298765432';
/** The supplier screens' names, as the menu and the dialogs say them. */
const TITLE = TEXT.common.menu.supplier;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
/** Every focus stop of the journey, in order (printed when `KEYBOARD_STOPS=1`). */
const stops: (FocusStop & { step: string })[] = [];
/** `KEYBOARD_SHOTS=<folder>` keeps a picture of each focus stop there, to look at the ring. */
const SHOTS = process.env.KEYBOARD_SHOTS;

/** A picture of the focused control and 24px around it. */
async function shoot(step: string): Promise<void> {
  const box = await page.evaluate(() => {
    const r = document.activeElement?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  });
  if (!box || box.width === 0) return;
  const x = Math.max(0, box.x - 24);
  const y = Math.max(0, box.y - 24);
  const clip = {
    x,
    y,
    width: Math.min(LAPTOP.width - x, box.width + 48),
    height: Math.min(LAPTOP.height - y, box.height + 48),
  };
  const file = `${String(stops.length).padStart(3, '0')}-${step.replace(/[^a-z0-9]+/gi, '-')}.png`;
  await page.screenshot({ path: join(SHOTS!, file), clip });
}

/** Presses a key and checks the focus stop it leads to (a soft check: the journey goes on). */
async function press(key: string, step: string): Promise<FocusStop> {
  await page.keyboard.press(key);
  const stop = await probeFocus(page);
  stops.push({ ...stop, step });
  if (SHOTS) await shoot(step);
  expect
    .soft(
      stop.problem,
      `${step}, after ${key}: ${stop.element}: ${stop.problem} (${stop.indicator || 'nothing changed'})`,
    )
    .toBeNull();
  return stop;
}

/** Tabs (or Shift+Tabs) until the target has focus, checking every stop on the way. */
async function tabTo(target: Locator, step: string, options: { back?: boolean; max?: number } = {}) {
  const { back = false, max = 80 } = options;
  await target.first().waitFor();
  for (let n = 0; n < max; n++) {
    await press(back ? 'Shift+Tab' : 'Tab', step);
    if (await isFocused(target)) return;
  }
  throw new Error(`${step}: ${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

const list = () => page.getByTestId('resource-list');
const rows = () => list().locator('.p-datatable-tbody tr');
const rowButton = (action: string, name: string) =>
  list().getByRole('button', { name: `${action} ${name}`, exact: true });

async function listLoaded(): Promise<void> {
  await rows().first().waitFor();
  await list().locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
}

async function suppliersNamed(name: string): Promise<Record<string, unknown>[]> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/rsupplier?nama_supplier=${encodeURIComponent(name)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { records: Record<string, unknown>[] }).records;
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: LAPTOP });
  page = await context.newPage();
  errors = watchErrors(page);
}, 120_000);

afterAll(async () => {
  if (process.env.KEYBOARD_STOPS) {
    for (const s of stops)
      console.log(`${s.problem ? 'FAIL' : 'ok  '} ${s.step}: ${s.element} | ${s.indicator}`);
  }
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the admin with the keyboard only (laptop)', () => {
  it('signs in from /login: Tab to the fields, type, Enter', async () => {
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    await tabTo(page.locator('#login-username'), 'login');
    await page.keyboard.type(ADMIN.username);
    await press('Tab', 'login');
    expect(await isFocused(page.locator('#login-password'))).toBe(true);
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
  });

  it('offers “skip to main content” as the first stop, and it moves focus to the page', async () => {
    // a fresh load: the first Tab starts at the top of the document; the home page has its controls
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    await page.waitForFunction(() => document.querySelector('#main-content :is(a[href], button)'));
    const skip = page.getByRole('link', { name: TEXT.common.common.skipToContent, exact: true });
    // out of sight until it has focus
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await press('Tab', 'skip link');
    expect(await isFocused(skip)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // the next stop is in the page itself, past the top bar and the side menu
    await press('Tab', 'main content');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
    // the journey goes on from the top of the page
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
  });

  it('reaches the side menu and opens Suppliers from it', async () => {
    const menu = page.getByTestId('side-menu');
    await tabTo(menu.locator('a[href="/home"]'), 'side menu');
    // back and forth inside the menu
    await press('Tab', 'side menu');
    await press('Shift+Tab', 'side menu');
    expect(await isFocused(menu.locator('a[href="/home"]'))).toBe(true);
    await tabTo(menu.getByRole('link', { name: TITLE, exact: true }), 'side menu');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rsupplier$/);
    await listLoaded();
  });

  it('adds a supplier: Add, the form by Tab, a dropdown by the arrows, Save', async () => {
    await tabTo(list().getByRole('button', { name: TEXT.list.actions.add, exact: true }), 'list');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(TEXT.list.dialog.add, { resource: TITLE }) });
    const form = dialog.getByTestId('resource-form');
    await form.waitFor();
    const field = (name: string) => form.locator(`[data-field="${name}"]`);
    // the dialog takes the focus, and keeps it
    await page.waitForFunction((el) => el?.contains(document.activeElement), await dialog.elementHandle());

    await tabTo(field('nama_supplier').locator('input'), 'form', { max: 10 });
    await page.keyboard.type(SUPPLIER);
    await tabTo(field('no_hp').locator('input'), 'form', { max: 4 });
    await page.keyboard.type(PHONE_DIGITS);
    // a dropdown: the arrows open it and move through its options, Enter picks one
    const taxStatus = field('status_pajak');
    await tabTo(taxStatus.locator('[role="combobox"], input'), 'form', { max: 20 });
    await page.keyboard.press('ArrowDown');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    const chosen = (await taxStatus.locator('.p-dropdown-label').textContent())?.trim() ?? '';
    expect(
      ['PKP', 'Non PKP', 'Non-PKP'].some((label) => chosen.includes(label)),
      chosen,
    ).toBe(true);
    // Shift+Tab goes back a field, Tab forward again
    await press('Shift+Tab', 'form');
    await press('Tab', 'form');

    await tabTo(form.getByRole('button', { name: TEXT.list.actions.save, exact: true }), 'form', { max: 30 });
    await page.keyboard.press('Enter');
    await page.locator('.p-toast-message').filter({ hasText: TEXT.common.success.recordAdded }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = await suppliersNamed(SUPPLIER);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ no_hp: '0812-9876-5432' });
    // the new record opens on its view (issue 36); Back returns to the list for the next journey
    await page.waitForURL(/\/rsupplier\/view\/\d+/);
    await page.goBack();
    await page.waitForURL(/\/rsupplier(\?|$)/);
    await listLoaded();
  });

  it('finds it through the search box, opens its view with Enter and comes back', async () => {
    const search = list().getByRole('searchbox', { name: TEXT.list.search.label });
    await tabTo(search, 'list', { back: true });
    await page.keyboard.type(SUPPLIER);
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=/);
    await listLoaded();
    await rows().filter({ hasText: SUPPLIER }).waitFor();

    await tabTo(rowButton(TEXT.list.actions.view, SUPPLIER), 'list row');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rsupplier\/view\/\d+/);
    const view = page.getByTestId('resource-view');
    await view.getByText(SUPPLIER).first().waitFor();
    await tabTo(view.getByRole('button', { name: TEXT.list.actions.back }), 'view');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rsupplier(\?|$)/);
    await listLoaded();
  });

  it('the delete prompt: focus moves in and stays, Escape closes it and focus returns to its button', async () => {
    await rows().filter({ hasText: SUPPLIER }).waitFor();
    const remove = rowButton(TEXT.list.actions.delete, SUPPLIER);
    await tabTo(remove, 'list row');
    await page.keyboard.press('Enter');
    const prompt = page.locator('.p-confirm-dialog');
    await prompt.waitFor();
    await page.waitForFunction((el) => el?.contains(document.activeElement), await prompt.elementHandle());
    const first = await probeFocus(page);
    stops.push({ ...first, step: 'prompt' });
    expect.soft(first.problem, `prompt: ${first.element}: ${first.problem} (${first.indicator})`).toBeNull();
    // Tab and Shift+Tab stay inside the open prompt
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
      await press(key, 'prompt');
      expect(
        await prompt.evaluate((el) => el.contains(document.activeElement)),
        `${key} left the prompt`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    await page.waitForFunction((el) => document.activeElement === el, await remove.elementHandle(), {
      timeout: 5_000,
    });
    expect(await suppliersNamed(SUPPLIER)).toHaveLength(1);

    // Space opens it again; 'Yes' by Tab and Enter deletes
    await page.keyboard.press('Space');
    await prompt.waitFor();
    await tabTo(prompt.getByRole('button', { name: TEXT.common.common.yes, exact: true }), 'prompt', {
      max: 4,
    });
    await page.keyboard.press('Enter');
    await prompt.waitFor({ state: 'detached' });
    await rows().filter({ hasText: SUPPLIER }).waitFor({ state: 'detached' });
    expect(await suppliersNamed(SUPPLIER)).toHaveLength(0);
  });

  it('the page raised no error', () => {
    expect(errors).toEqual([]);
  });
});
