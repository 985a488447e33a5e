/**
 * Browser journey of maintenance, on the demo business: the admin opens the preventive schedule at
 * /cmumt/pm, makes the overdue visit a job (confirmed), follows the link to the new job, and sees the
 * schedule moved on; then makes a waiting request a job from its list's row action.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;

async function api<T>(url: string): Promise<T> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

type Schedule = {
  id: number;
  aset: string;
  group: string;
  jadwal_berikutnya: string;
  id_pekerjaan: number | null;
};
const schedules = () => api<{ records: Schedule[] }>('/api/cmumt/pm');

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('maintenance in the browser', () => {
  it('makes the overdue visit a job and lands on that job', async () => {
    const overdue = (await schedules()).records.find((s) => s.group === 'overdue')!;
    expect(overdue).toBeDefined();

    await page.goto('/cmumt/pm');
    const group = page.getByTestId('pm-group-overdue');
    await group.getByTestId(`pm-row-${overdue.id}`).waitFor();
    await page.getByTestId(`pm-make-job-${overdue.id}`).click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(overdue.aset);
    await dialog.locator('.p-confirm-dialog-accept').click();

    await page.getByTestId('pm-created').waitFor();
    // the visit moved on: it is no longer overdue
    await group.getByText('Tidak ada.').waitFor();
    await page.getByTestId('pm-open-job').click();
    await page.waitForURL(/\/rpekerjaan\/view\/\d+$/);
    await page.getByText(`Perawatan berkala: ${overdue.aset}`).first().waitFor();

    const moved = (await schedules()).records.find((s) => s.id === overdue.id)!;
    expect(moved.group).not.toBe('overdue');
    expect(moved.jadwal_berikutnya > overdue.jadwal_berikutnya).toBe(true);
    expect(page.url()).toContain(`/rpekerjaan/view/${moved.id_pekerjaan}`);
  });

  it("makes a waiting request a job from its list's row action", async () => {
    await page.goto('/butuhapa');
    const action = page.getByRole('link', { name: /Jadikan pekerjaan Ibu Sinta Maharani/ });
    await action.first().click();
    await page.getByTestId('intake-butuhapa').waitFor();
    await page.getByTestId('intake-convert').click();
    await page.waitForURL(/\/rpekerjaan\/view\/\d+$/);
    await page.getByText('Pasang CCTV 4 kamera di rumah').first().waitFor();
    const [request] = (
      await api<{ records: { status: string; id_pekerjaan: number | null }[] }>(
        `/api/butuhapa?search=${encodeURIComponent('Sinta')}`,
      )
    ).records;
    expect(request).toMatchObject({ status: 'Menjadi Pekerjaan' });
    expect(errors).toEqual([]);
  });
});
