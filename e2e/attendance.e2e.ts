/**
 * Browser journey of the attendance kiosk, on a phone-sized screen: the demo technician opens
 * `/absensirfidmanual`, a card is "read" (typed, then Enter, as a USB reader does) and the kiosk answers
 * "Masuk 07:58"; a second read within the minute is ignored; the evening read answers "Pulang 17:02";
 * the monthly recap on the attendance list then shows the technician's day. The server's clock is
 * moved through the module's `attendanceClock` (the server runs in this process).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceClock } from '../apps/server/src/modules/attendance/attendance.service.ts';
import { jakartaClock, toDate } from '../packages/core/src/index.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
const realNow = attendanceClock.now;
const today = jakartaClock(new Date()).date;
const CARD = '0004519999';

/** Moves the server's clock to a wall-clock time of today in Asia/Jakarta. */
const at = (time: string) => {
  attendanceClock.now = () => toDate(`${today} ${time}`)!;
};

async function api<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

/** The card as a reader sends it: its characters, then Enter, into whatever has the focus. */
async function readCard(card: string) {
  await page.keyboard.type(card, { delay: 5 });
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json().token as string;
  const users = await api<{ records: { id: number; username: string }[] }>('GET', '/api/users?limit=50');
  const technician = users.records.find((u) => u.username === TEKNISI.username)!;
  await api('POST', '/api/akun/add', {
    nama: 'Eko Prasetyo',
    jenis_akun: 'Teknisi',
    id_login: technician.id,
    kode_rfid: CARD,
  });
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(TEKNISI.username, TEKNISI.password);
  await page.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  attendanceClock.now = realNow;
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the RFID kiosk in the browser', () => {
  it('checks in on the first read of the card', async () => {
    await page.goto('/absensirfidmanual');
    await page.getByTestId('kiosk-ready').waitFor();
    // the card field holds the focus by itself: the reader needs no click
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('kiosk-card');
    at('07:58:20');
    await readCard(CARD);
    const result = page.locator('[data-testid="kiosk-result"][data-kind="in"]');
    await result.waitFor();
    expect(await result.textContent()).toContain('Eko Prasetyo');
    expect(await result.textContent()).toContain('Masuk 07:58');
    expect(await page.getByTestId('kiosk-card').inputValue()).toBe('');
  });

  it('ignores a second read within the minute, with a notice', async () => {
    at('07:58:45');
    await readCard(CARD);
    await page.locator('[data-testid="kiosk-result"][data-kind="ignored"]').waitFor();
  });

  it('refuses an unknown card clearly', async () => {
    await readCard('1234567890');
    const refused = page.locator('[data-testid="kiosk-result"][data-kind="refused"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('belum terdaftar');
  });

  it('checks out on the evening read, and lists the taps', async () => {
    at('17:02:05');
    await readCard(CARD);
    const result = page.locator('[data-testid="kiosk-result"][data-kind="out"]');
    await result.waitFor();
    expect(await result.textContent()).toContain('Pulang 17:02');
    const recent = page.getByTestId('kiosk-recent').locator('li');
    expect(await recent.count()).toBe(4);
    const stored = await api<{ records: { jam_masuk: string; jam_keluar: string; sumber: string }[] }>(
      'GET',
      `/api/rabsensi?tanggal=${today}`,
    );
    expect(stored.records).toMatchObject([{ jam_masuk: '07:58:20', jam_keluar: '17:02:05', sumber: 'RFID' }]);
  });

  it('shows the day in the monthly recap of the attendance list (own line only)', async () => {
    await page.goto('/rabsensi');
    await page.getByTestId('attendance-recap-open').click();
    const recap = page.getByTestId('attendance-recap');
    const row = recap.locator('tbody tr');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toContain('Eko Prasetyo');
    expect(await row.first().locator('td').nth(1).textContent()).toBe('9:03'); // 07:58:20 → 17:02:05
    expect(errors).toEqual([]);
  });
});
