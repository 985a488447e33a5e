/**
 * Browser journey of field work, on the demo business: the admin (laptop) creates a job with two sub
 * jobs for the demo technician; the technician (phone-sized screen) finds them in the work list and
 * records 50% with a photo, then 100% on both; the admin's bell counts up without a reload; a signed-out
 * visitor follows the job on /lacak by its tracking code.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { RecordForm } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let techContext: BrowserContext;
let admin: Page;
let tech: Page;
let errors: string[];
let token: string;

const JOB = 'Pasang AC ruang tamu Bu Lestari';
const SUBS = ['Pasang unit & pipa', 'Uji coba & serah terima'];

async function api<T>(url: string): Promise<T> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}
type Job = { id: number; progres: string | number; status: string; kode_lacak: string };
const jobNamed = async () =>
  (await api<{ records: Job[] }>(`/api/rpekerjaan?search=${encodeURIComponent(JOB)}`)).records[0]!;

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await new LoginPage(page).signIn(who.username, who.password);
  await page.waitForURL('**/home');
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  techContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  admin = await adminContext.newPage();
  tech = await techContext.newPage();
  errors = [...watchErrors(admin), ...watchErrors(tech)];
  await signIn(admin, ADMIN);
  await signIn(tech, TEKNISI);
}, 180_000);

afterAll(async () => {
  await adminContext?.close();
  await techContext?.close();
  await browser?.close();
  await server?.close();
});

describe('field work in the browser', () => {
  it('the admin creates a job with two sub jobs for the technician', async () => {
    await admin.goto('/rpekerjaan/add');
    const form = new RecordForm(admin, admin.locator('body'));
    await form.form.waitFor();
    await form.fillText('nama_pekerjaan', JOB);
    await form.pickRelation('id_akun', 'Ratna', 'Ibu Ratna Sari Dewi');
    await form.pickRelation('id_teknisi', 'Eko', 'Eko Prasetyo');
    await form.fillText('tanggal_mulai', '25/11/2026');
    await admin.keyboard.press('Escape');
    await form.save();
    // a new record's save lands on its view (issue 36)
    await admin.waitForURL('**/rpekerjaan/view/*');
    for (const [index, name] of SUBS.entries()) {
      await admin.goto('/rsubpekerjaan/add');
      const sub = new RecordForm(admin, admin.locator('body'));
      await sub.form.waitFor();
      await sub.pickRelation('id_pekerjaan', 'Bu Lestari', JOB);
      await sub.fillText('nama_sub_pekerjaan', name);
      await sub.fillText('bobot', index === 0 ? '60' : '40');
      await sub.pickRelation('id_teknisi', 'Eko', 'Eko Prasetyo');
      await sub.save();
      await admin.waitForURL('**/rsubpekerjaan/view/*');
    }
    const job = await jobNamed();
    expect(job.kode_lacak).toMatch(/^KTR-/);
    await admin.goto(`/rpekerjaan/view/${job.id}`);
    const panel = admin.getByTestId('job-progress-panel');
    await panel.getByText(SUBS[1]!).waitFor();
    expect(await panel.getByTestId('tracking-code').textContent()).toBe(job.kode_lacak);
    await admin.goto('/home');
  });

  it('the technician records progress on a phone; the admin’s bell counts up without a reload', async () => {
    const bell = admin.getByTestId('notification-bell');
    await bell.waitFor();
    const countNow = async () =>
      Number(
        (await admin
          .getByTestId('notification-count')
          .textContent()
          .catch(() => '0')) || 0,
      );
    // the bell's channel is registered with the server (its `ready` arrived): a notice now reaches it live
    await admin.locator('[data-testid="notification-bell"][data-live="true"]').waitFor();
    const before = await countNow();

    await tech.goto('/rsubptrackprogres/tracklist');
    const card = tech.getByTestId('track-card').filter({ hasText: SUBS[0]! }).filter({ hasText: JOB });
    await card.waitFor();
    await card.getByRole('link', { name: 'Catat progres' }).click();
    await tech.getByTestId('trackadd-page').waitFor();
    await tech.getByTestId('percent-50').click();
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    await tech
      .locator('#track-photo')
      .setInputFiles({ name: 'unit.jpg', mimeType: 'image/jpeg', buffer: photo });
    await tech.locator('.resource-upload-list li').first().waitFor({ timeout: 20_000 });
    await tech.locator('#track-note').fill('Unit indoor terpasang');
    await tech.getByTestId('track-save').click();
    await tech.waitForURL('**/rsubptrackprogres/tracklist');

    await expect.poll(countNow, { timeout: 10_000 }).toBe(before + 1);
    let job = await jobNamed();
    expect(Number(job.progres)).toBe(30); // 60% weight × 50%
    const [entry] = (
      await api<{ records: { foto: string | null }[] }>(
        `/api/rsubptrackprogres?search=${encodeURIComponent('Progres 50%')}&sort=id&order=desc&limit=1`,
      )
    ).records;
    expect(entry?.foto).toMatch(/\S/);

    for (const name of SUBS) {
      const open = tech.getByTestId('track-card').filter({ hasText: name }).filter({ hasText: JOB });
      await open.getByRole('link', { name: 'Catat progres' }).click();
      await tech.getByTestId('trackadd-page').waitFor();
      await tech.getByTestId('percent-100').click();
      await tech.getByTestId('track-save').click();
      await tech.waitForURL('**/rsubptrackprogres/tracklist');
    }
    await expect.poll(countNow, { timeout: 10_000 }).toBe(before + 3);
    job = await jobNamed();
    expect([Number(job.progres), job.status]).toEqual([100, 'Done']);
  });

  it('a signed-out visitor follows the job on /lacak by its code', async () => {
    const job = await jobNamed();
    const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    await page.goto('/lacak');
    await page.locator('#lacak-code').fill(job.kode_lacak.toLowerCase());
    await page.getByRole('button', { name: 'Lacak' }).click();
    const result = page.getByTestId('lacak-result');
    await result.getByText(JOB).waitFor();
    expect(await result.textContent()).toContain('Selesai');
    expect(await page.getByTestId('lacak-progress').textContent()).toContain('100%');
    expect(await result.textContent()).not.toContain('Ratna');
    // a wrong code says so
    await page.locator('#lacak-code').fill('KTR-0000-0000');
    await page.getByRole('button', { name: 'Lacak' }).click();
    await page.getByRole('alert').getByText('Data tidak ditemukan').waitFor();
    await visitor.close();
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
