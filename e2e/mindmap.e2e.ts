/**
 * Browser journey of `/getmindmap`: the admin starts a map, adds a branch, colours it and writes a note,
 * saves, reloads and finds it all again; exports PNG and JSON; opens the map of a record, which is
 * stored tied to it at the first save; reaches a job's map from the job's view page.
 */

import { readFile } from 'node:fs/promises';
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

type Tree = { id: string; label: string; color?: string; note?: string; children?: Tree[] };
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
const topic = (label: string) => page.locator('me-tpc').filter({ hasText: label });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).json().token;
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
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

describe('mind maps in the browser', () => {
  let mapId: number;

  it('adds a branch with a colour and a note, saves, and finds them again after a reload', async () => {
    await page.goto('/getmindmap');
    await page.getByTestId('mindmap-list').waitFor();
    await page.locator('#mindmap-new-title').fill('Rencana pemasangan');
    await page.getByRole('button', { name: 'Peta baru' }).click();
    await page.waitForURL(/\/getmindmap\?map=\d+$/);
    mapId = Number(new URL(page.url()).searchParams.get('map'));
    await topic('Rencana pemasangan').waitFor();

    await topic('Rencana pemasangan').click();
    await page.getByRole('button', { name: 'Tambah cabang' }).click();
    await page.locator('#input-box').waitFor();
    await page.keyboard.type('Survei lokasi');
    await page.keyboard.press('Enter');
    await topic('Survei lokasi').waitFor();
    await topic('Survei lokasi').click();
    await page.getByRole('button', { name: 'Warna #d9ead3' }).click();
    await page.locator('#mindmap-note').fill('Bawa meteran dan tangga');
    await page.locator('#mindmap-note').blur();
    expect(await page.getByTestId('mindmap-status').textContent()).toBe('Ada perubahan belum disimpan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByTestId('mindmap-status').textContent()).toBe('Tersimpan');

    await page.reload();
    await topic('Survei lokasi').waitFor();
    const map = await api<{ data: Tree }>('GET', `/api/rmindmap/view/${mapId}`);
    // the editor puts a first-level branch on a side of the root; the side is kept too
    expect(map.data.children).toEqual([
      {
        id: expect.any(String),
        label: 'Survei lokasi',
        color: '#d9ead3',
        note: 'Bawa meteran dan tangga',
        side: expect.stringMatching(/^(left|right)$/),
      },
    ]);
    await topic('Survei lokasi').click();
    expect(await page.locator('#mindmap-note').inputValue()).toBe('Bawa meteran dan tangga');
  });

  it('exports the map as PNG and as our JSON', async () => {
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('Rencana pemasangan.png');
    const bytes = await readFile((await png.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'JSON' }).click(),
    ]);
    const exported = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(exported.judul).toBe('Rencana pemasangan');
    expect(exported.data.children[0].label).toBe('Survei lokasi');
  });

  it("opens a record's map: a new one starts from the record's title and is tied to it when saved", async () => {
    const { record } = await api<{ record: { id: number } }>('POST', '/api/rsupplier/add', {
      nama_supplier: 'CV Sejuk Abadi',
      no_hp: '0812-3456-7890',
    });
    await page.goto(`/getmindmap?resource=rsupplier&id=${record.id}`);
    await topic('CV Sejuk Abadi').waitFor();
    expect(await page.getByTestId('mindmap-status').textContent()).toBe('Ada perubahan belum disimpan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByTestId('mindmap-status').textContent()).toBe('Tersimpan');
    const found = await api<{ records: { judul: string; id_record: number }[] }>(
      'GET',
      `/api/rmindmap?nama_resource=rsupplier&id_record=${record.id}`,
    );
    expect(found.records).toMatchObject([{ judul: 'Rencana: CV Sejuk Abadi', id_record: record.id }]);
    // the same address now opens the stored map
    await page.reload();
    await topic('CV Sejuk Abadi').waitFor();
    expect(await page.getByTestId('mindmap-status').textContent()).toBe('Tersimpan');
    expect(errors).toEqual([]);
  });

  it('goes from a job\'s view page, through "Peta pikiran", to that job\'s map', async () => {
    const { record: customer } = await api<{ record: { id: number } }>('POST', '/api/akun/add', {
      nama: 'Bu Ratna Uji',
      jenis_akun: 'Pelanggan',
    });
    const { record: job } = await api<{ record: { id: number; nama_pekerjaan: string } }>(
      'POST',
      '/api/rpekerjaan/add',
      { nama_pekerjaan: 'Servis AC kamar Bu Ratna', id_akun: customer.id, tanggal_mulai: '2026-03-02' },
    );
    await page.goto(`/rpekerjaan/view/${job.id}`);
    await page.getByTestId('resource-view').getByText(job.nama_pekerjaan).first().waitFor();
    await page.getByTestId('resource-view').getByRole('link', { name: 'Peta pikiran', exact: true }).click();
    await page.waitForURL(`**/getmindmap?resource=rpekerjaan&id=${job.id}`);
    // the job has no map yet: one starts from its title, tied to it
    await topic(job.nama_pekerjaan).waitFor();
    expect(await page.locator('#mindmap-title').inputValue()).toBe(`Rencana: ${job.nama_pekerjaan}`);
    // the map says whose it is, and links back to the job
    const back = page.locator('.mindmap-target a');
    expect(await back.textContent()).toBe(`Pekerjaan: ${job.nama_pekerjaan}`);
    expect(await back.getAttribute('href')).toBe(`/rpekerjaan/view/${job.id}`);
    expect(errors).toEqual([]);
  });
});
