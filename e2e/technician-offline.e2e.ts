/**
 * Issue 35, "Technician offline", at a phone's size (360×740): signed in once online, the demo
 * technician's screens open without a network (work list, progress, worksheet, calculator), progress
 * recorded offline with a photo waits on the phone and reaches the server once when the network is back,
 * and an entry for a job the admin closed meanwhile stays on screen as refused until discarded on purpose.
 * A worksheet filled (its photo taken) and signed offline waits in the same queue and is signed on the
 * server, with the drawn signature uploaded, when the network is back.
 * The service worker runs in the built app only (e2e serves the production build).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraShot, FieldPhone } from './pages/field.page.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let phone: FieldPhone;
let context: BrowserContext;
let page: Page;
let errors: string[];
const tokens: Record<string, string> = {};
type Item = { id: number; id_pekerjaan: number; nama_sub_pekerjaan?: string };

async function call<T>(who: 'admin' | 'teknisi', method: 'GET' | 'PUT', url: string, payload?: object) {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
  return answer.json() as T;
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  for (const [who, login] of [
    ['admin', ADMIN],
    ['teknisi', TEKNISI],
  ] as const) {
    const answer = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    tokens[who] = answer.json().token as string;
  }
  browser = await launchBrowser();
  phone = await FieldPhone.open(browser, server.url);
  ({ context, page, errors } = phone);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the technician without a network', () => {
  let subA: Item;
  let subB: Item;
  let subW: Item;

  it('signs in online, and the device is readied for the field screens', async () => {
    const list = await call<{ records: Item[]; technician: boolean }>(
      'teknisi',
      'GET',
      '/api/rsubptrackprogres/tracklist?done=0&search=',
    );
    expect(list.technician).toBe(true);
    subA = list.records[0]!;
    // the conflict's sub job: on another job, which the admin will close
    subB = list.records.find((r) => r.id_pekerjaan !== subA.id_pekerjaan)!;
    expect(subB, 'the demo technician works on two open jobs').toBeTruthy();
    // the worksheet to sign offline: one not signed yet, on a job that stays open
    for (const r of list.records) {
      if (r.id_pekerjaan === subB.id_pekerjaan) continue;
      const sheet = await call<{ state: string }>('teknisi', 'GET', `/api/worksheets/sub/${r.id}`);
      if (sheet.state !== 'ditandatangani') {
        subW = r;
        break;
      }
    }
    expect(subW!, 'an open sub job with its worksheet not signed').toBeTruthy();

    await phone.signIn(TEKNISI);
    // the warm-up's last calls are the last open sub job's: once they are kept, the rest are too
    const last = list.records.at(-1)!.id;
    await phone.waitKept([
      `/api/rsubptrackprogres/trackadd/${subB.id}`,
      `/api/rsubptrackprogres/trackadd/${last}`,
      `/api/worksheets/sub/${last}`,
      `/api/timesheets/sub/${last}`,
    ]);
  });

  it('opens the work list, progress screen, worksheet and calculator offline, and queues progress with a photo', async () => {
    await context.setOffline(true);
    await page.goto('/rsubptrackprogres/tracklist');
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('track-card').first().waitFor();
    await page.goto(`/rsubptrackprogres/trackadd/${subA.id}/lembar-kerja`);
    await page.getByTestId('worksheet-page').waitFor();
    await page.goto('/kalkulator');
    await page.getByTestId('calculator-page').waitFor();
    expect(await page.getByTestId('app-offline').count()).toBe(0);

    await phone.openProgress(subA.id);
    await phone.recordProgress({
      percent: 75,
      note: 'Dipasang tanpa sinyal',
      photo: await cameraShot('#e76f51'),
    });
    await expect.poll(() => page.getByTestId('field-queue-entry').count()).toBe(1);

    await phone.openProgress(subB.id);
    await phone.recordProgress({ percent: 50, note: 'Ditutup kantor sementara' });
    await expect.poll(() => page.getByTestId('field-queue-entry').count()).toBe(2);
  });

  it('fills and signs a worksheet offline, kept in the same queue', async () => {
    await phone.openWorksheet(subW.id);
    await phone.fillChecklist(await cameraShot('#2a9d8f'), (label) =>
      label.startsWith('Catatan') ? 'Tanpa sinyal' : '135',
    );
    await phone.sign('Pelanggan Offline');
    await expect.poll(() => page.getByTestId('field-queue-entry').count()).toBe(3);
  });

  it('sends the queue once when back online; the entry of a job closed meanwhile stays, refused', async () => {
    // meanwhile, in the office, the admin closes subB's job
    await call('admin', 'PUT', `/api/rpekerjaan/edit/${subB.id_pekerjaan}`, {
      status: 'Done',
      alasan_tutup: 'Pelanggan membatalkan',
    });
    await context.setOffline(false);
    const entry = page.getByTestId('field-queue-entry');
    await expect.poll(() => entry.count(), { timeout: 30_000 }).toBe(1);
    await entry.getByRole('alert').waitFor();
    expect(await entry.textContent()).toContain(subB.nama_sub_pekerjaan ?? '');

    const sent = await call<{ records: { foto: string | null; persentase: unknown }[] }>(
      'admin',
      'GET',
      `/api/rsubptrackprogres?id_subpekerjaan=${subA.id}&search=${encodeURIComponent('Dipasang tanpa sinyal')}`,
    );
    expect(sent.records).toHaveLength(1);
    expect(sent.records[0]!.foto).toMatch(/\S/);
    expect(sent.records[0]!.foto).not.toContain('local-photo');
    const refused = await call<{ records: unknown[] }>(
      'admin',
      'GET',
      `/api/rsubptrackprogres?search=${encodeURIComponent('Ditutup kantor sementara')}`,
    );
    expect(refused.records).toHaveLength(0);
    const sheet = await call<{ state: string; nama_penanda: string; tanda_tangan: string }>(
      'teknisi',
      'GET',
      `/api/worksheets/sub/${subW.id}`,
    );
    expect(sheet).toMatchObject({ state: 'ditandatangani', nama_penanda: 'Pelanggan Offline' });
    expect(sheet.tanda_tangan).toMatch(/\S/);
    expect(sheet.tanda_tangan).not.toContain('local-photo');

    // discarded only on purpose: a first tap asks, the second removes it
    await page.getByTestId('field-discard').click();
    expect(await entry.count()).toBe(1);
    await page.getByTestId('field-discard-yes').click();
    await expect.poll(() => page.getByTestId('field-queue').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
