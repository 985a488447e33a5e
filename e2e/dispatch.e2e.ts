/**
 * Browser journey of the dispatch board (issue 35), on the demo business at 1366 px: the admin opens
 * "Papan Penugasan" from the menu, sees this week's plan for two technicians and the unscheduled work,
 * assigns the unscheduled sub job with the "Pindahkan" dialog, and drags a block to another day; the
 * server's answer is what the board then shows. No sideways scroll.
 */

import { addDays, formatYmd, weekStart } from '@kantor/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateInputField } from './pages/date-input.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let errors: string[];
let token: string;

type Sub = {
  id: number;
  id_teknisi: number | null;
  tanggal_mulai: string | null;
  nama_sub_pekerjaan: string;
};
async function subNamed(name: string): Promise<Sub> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/rsubpekerjaan?search=${encodeURIComponent(name)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (answer.json() as { records: Sub[] }).records.find((r) => r.nama_sub_pekerjaan === name)!;
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
  admin = await context.newPage();
  errors = watchErrors(admin);
  await admin.goto('/login');
  await new LoginPage(admin).signIn(ADMIN.username, ADMIN.password);
  await admin.waitForURL('**/home');
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the dispatch board in the browser', () => {
  it('opens from the menu with this week’s plan and the unscheduled work', async () => {
    await admin.getByRole('link', { name: 'Papan Penugasan', exact: true }).first().click();
    await admin.waitForURL('**/rpekerjaan/papan');
    const board = admin.getByTestId('dispatch-board');
    await board.getByText('Survei lokasi & ukur jalur pipa').first().waitFor();
    expect(await board.locator('th[scope="row"]', { hasText: 'Budi Santoso' }).count()).toBe(1);
    expect(await board.locator('th[scope="row"]', { hasText: 'Eko Prasetyo' }).count()).toBe(1);
    await admin.getByRole('complementary').getByText('Pasang talang air buangan').waitFor();
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1366);
  });

  it('assigns the unscheduled sub job with "Pindahkan", then drags a block to another day', async () => {
    const friday = addDays(weekStart(formatYmd(new Date())), 4);
    await admin.getByRole('complementary').getByText('Pasang talang air buangan').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Teknisi').selectOption({ label: 'Budi Santoso' });
    await new DateInputField(dialog.getByLabel('Tanggal mulai', { exact: true })).type(friday);
    await new DateInputField(dialog.getByLabel('Jam mulai (opsional)', { exact: true }), 'time').type(
      '08:00',
    );
    await dialog.getByLabel('Durasi (menit)').fill('60');
    await admin.getByTestId('move-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await subNamed('Pasang talang air buangan')).tanggal_mulai).toBe(friday);
    expect(await admin.getByRole('complementary').getByText('Pasang talang air buangan').count()).toBe(0);

    // drag "Vakum & isi freon" (Budi, Thursday) onto Budi's Saturday
    const vakum = await subNamed('Vakum & isi freon');
    const saturday = addDays(weekStart(formatYmd(new Date())), 5);
    const row = admin.locator('tr', { has: admin.locator('th[scope="row"]', { hasText: 'Budi Santoso' }) });
    await admin.getByTestId(`block-${vakum.id}`).dragTo(row.locator('td').nth(5));
    await expect.poll(async () => (await subNamed('Vakum & isi freon')).tanggal_mulai).toBe(saturday);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
