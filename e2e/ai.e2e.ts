/**
 * Browser journey of the AI screens, on the demo business with a local fake OpenAI-compatible endpoint
 * (no network): the admin points the demo AI setting at it, opens a job and asks the bound template
 * "Ringkas laporan pekerjaan": the streamed answer shows in the page. Then /pastechatgpt turns a pasted
 * Markdown table into suppliers through the import's dry run and commit.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../apps/server/src/test/fake-openai.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let fake: FakeOpenAi;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;

const ANSWER = ['Ringkasan: ', 'unit AC terpasang, ', 'uji coba berjalan baik.'];

async function api<T>(method: 'GET' | 'PUT', url: string, payload?: object): Promise<T> {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

beforeAll(async () => {
  fake = await startFakeOpenAi(ANSWER);
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
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  await fake?.close();
});

describe('AI prompts and pasted answers in the browser', () => {
  it('asks the AI about a job and shows the streamed answer', async () => {
    const settings = await api<{ records: { id: number; api_key_set: boolean }[] }>(
      'GET',
      `/api/promptapiopenai?search=${encodeURIComponent('Contoh OpenAI')}`,
    );
    const setting = settings.records[0]!;
    expect(setting.api_key_set).toBe(false);
    await api('PUT', `/api/promptapiopenai/edit/${setting.id}`, {
      endpoint_url: fake.baseUrl,
      api_key: 'sk-e2e-local-fake',
      status: 'Active',
    });
    const jobs = await api<{ records: { id: number; nama_pekerjaan: string }[] }>(
      'GET',
      '/api/rpekerjaan?limit=1',
    );
    const job = jobs.records[0]!;

    await page.goto(`/rpekerjaan/view/${job.id}`);
    const panel = page.getByTestId('ai-panel');
    await panel.waitFor();
    await expect
      .poll(() => panel.locator('.p-dropdown-label').textContent())
      .toBe('Ringkas laporan pekerjaan');
    await panel.getByTestId('ai-ask').click();
    const answer = panel.getByTestId('ai-answer');
    await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toBe(ANSWER.join(''));
    await panel.locator('.ai-prompt summary').click();
    expect(await panel.locator('.ai-prompt pre').textContent()).toContain(job.nama_pekerjaan);

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-e2e-local-fake');
    expect(fake.requests[0]!.body.messages?.at(-1)?.content).toContain(job.nama_pekerjaan);
    await page.screenshot({ path: 'scratch/ai-panel.png', fullPage: true }).catch(() => undefined);
  });

  it('turns a pasted Markdown table into suppliers through the dry run, then saves them', async () => {
    await page.goto('/pastechatgpt');
    await page.locator('.p-dropdown:has(#paste-resource)').click();
    await page.locator('.p-dropdown-filter').fill('rsupplier');
    await page.getByRole('option', { name: 'Pemasok (rsupplier)' }).click();
    await page
      .locator('#paste-text')
      .fill(
        [
          'Tentu! Berikut daftar pemasok dalam tabel:',
          '',
          '| Nama Pemasok | no_hp | Kota |',
          '|---|---|---|',
          '| CV Sejuk Abadi E2E | 0812-7777-1111 | Bandung |',
          '| PT Angin Segar E2E | 0813-8888-2222 | Bekasi |',
        ].join('\n'),
      );
    await expect.poll(() => page.getByTestId('paste-columns').textContent()).toContain('no_hp → no_hp');
    await page.getByRole('button', { name: 'Periksa' }).click();
    const report = page.getByTestId('import-report');
    await report.waitFor();
    expect(await report.getByTestId('import-total').textContent()).toBe('2');
    // the dry run wrote nothing
    const before = await api<{ totalRecords: number }>(
      'GET',
      `/api/rsupplier?search=${encodeURIComponent('E2E')}`,
    );
    expect(before.totalRecords).toBe(0);

    await page.getByRole('button', { name: 'Simpan semua' }).click();
    await page.locator('.p-toast-message', { hasText: 'Tersimpan: 2 data.' }).waitFor();
    const after = await api<{ records: { nama_supplier: string; no_hp: string }[] }>(
      'GET',
      `/api/rsupplier?search=${encodeURIComponent('E2E')}&sort=nama_supplier`,
    );
    expect(after.records.map((r) => [r.nama_supplier, r.no_hp])).toEqual([
      ['CV Sejuk Abadi E2E', '0812-7777-1111'],
      ['PT Angin Segar E2E', '0813-8888-2222'],
    ]);
    expect(errors).toEqual([]);
  });
});
