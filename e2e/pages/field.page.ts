import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { watchErrors } from '../support/browser.ts';
import { LoginPage } from './login.page.ts';

/** A camera shot for an upload: a plain JPEG of one colour. */
export async function cameraShot(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * A field worker's phone (360×740, touch, a position to give): the work list, progress screen and
 * worksheet as the technician uses them, online or not (the service worker runs in the built app only).
 */
export class FieldPhone {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** The page's uncaught errors so far. */
    readonly errors: string[],
  ) {}

  static async open(browser: Browser, baseURL: string): Promise<FieldPhone> {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { latitude: -6.2, longitude: 106.8 },
    });
    const page = await context.newPage();
    return new FieldPhone(context, page, watchErrors(page));
  }

  /**
   * Signs in online and reloads once the service worker is ready, so the page is controlled: the
   * start of that load readies the device (field-warm.ts) through the worker's caches.
   */
  async signIn(login: { username: string; password: string }): Promise<void> {
    await this.page.goto('/login');
    await new LoginPage(this.page).signIn(login.username, login.password);
    await this.page.waitForURL('**/home');
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await this.page.reload();
    await this.page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }

  /** Waits until each API path's answer is kept on the device (`kantor-api`), for use offline. */
  async waitKept(paths: string[]): Promise<void> {
    for (const path of paths)
      await expect
        .poll(
          () =>
            this.page.evaluate(async (wanted) => {
              const keys = await (await caches.open('kantor-api')).keys();
              return keys.some((request) => new URL(request.url).pathname === wanted);
            }, path),
          { timeout: 30_000, message: `${path} kept on the device` },
        )
        .toBe(true);
  }

  /** The progress screen of a sub job, drawn. */
  async openProgress(sub: number): Promise<void> {
    await this.page.goto(`/rsubptrackprogres/trackadd/${sub}`);
    await this.page.getByTestId('trackadd-page').waitFor();
  }

  /** Records progress on the open progress screen; the app then returns to the work list. */
  async recordProgress(entry: { percent: number; note: string; photo?: Buffer }): Promise<void> {
    await this.page.getByTestId(`percent-${entry.percent}`).click();
    if (entry.photo) {
      await this.page
        .locator('#track-photo')
        .setInputFiles({ name: 'unit.jpg', mimeType: 'image/jpeg', buffer: entry.photo });
      await this.page.locator('.resource-upload-list li').first().waitFor({ timeout: 20_000 });
    }
    await this.page.locator('#track-note').fill(entry.note);
    await this.page.getByTestId('track-save').click();
    await this.page.waitForURL('**/rsubptrackprogres/tracklist');
  }

  /** The worksheet of a sub job, drawn. */
  async openWorksheet(sub: number): Promise<void> {
    await this.page.goto(`/rsubptrackprogres/trackadd/${sub}/lembar-kerja`);
    await this.page.getByTestId('worksheet-page').waitFor();
  }

  /**
   * Answers every checklist item of the open worksheet: ticks each tick, takes `photo` for each photo
   * item, and types `answer(label)` into each measurement and text.
   */
  async fillChecklist(photo: Buffer, answer: (label: string) => string): Promise<void> {
    for (const item of await this.page.locator('[data-testid^="item-"]').all()) {
      const label = ((await item.locator('label').first().textContent()) ?? '').replace(/\s*\*$/, '');
      if ((await item.locator('.p-checkbox').count()) > 0) await item.locator('.p-checkbox').click();
      else if ((await item.locator('input[type="file"][id^="ws-"]').count()) > 0) {
        await item
          .locator('input[type="file"][id^="ws-"]')
          .setInputFiles({ name: 'unit.jpg', mimeType: 'image/jpeg', buffer: photo });
        await item.locator('.resource-upload-list li').first().waitFor({ timeout: 20_000 });
      } else if ((await item.locator('input[inputmode="decimal"]').count()) > 0)
        await item.locator('input[inputmode="decimal"]').fill(answer(label));
      else if ((await item.locator('textarea').count()) > 0)
        await item.locator('textarea').fill(answer(label));
    }
  }

  /** The customer writes their name and draws a stroke on the pad; "Selesai & tanda tangani". */
  async sign(signer: string): Promise<void> {
    await this.page.locator('#worksheet-signer').fill(signer);
    const pad = this.page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await this.page.mouse.move(box.x + 20, box.y + 20);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
    await this.page.mouse.up();
    await this.page.getByTestId('worksheet-sign').click();
    await this.page.waitForURL('**/rsubptrackprogres/tracklist');
  }

  /** How many entries wait (or were refused) in the phone's queue, as the indicator lists them. */
  queued(): Promise<number> {
    return this.page.getByTestId('field-queue-entry').count();
  }
}
