import { USER_ROLE_IDS } from '@kantor/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesPages } from './pages/rules.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { signedInPage } from './support/journey.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

// Issue 37 in the browser: an administrator gives Teknisi a row scope (Batasi Baris: one branch's bank
// accounts) and a conditional read-only field (Kunci Kolom: the opening balance above 10 juta) in the
// rule editor; the technician then sees only that branch's accounts, cannot open another by URL, and
// cannot save a balance above the limit, with the server's message under the field.
let server: RunningServer;
let browser: Browser;
const TEK = USER_ROLE_IDS.teknisi;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const admin = login.json().token as string;
  for (const [nama_rekening, cabang] of [
    ['Kas Bandung', 'Bandung'],
    ['Operasional Bandung', 'Bandung'],
    ['Kas Jakarta', 'Jakarta'],
  ] as const) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/bankrekening/add',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        nama_rekening,
        cabang,
        nama_bank: 'BCA',
        no_rekening: String(100 + Object.keys(ids).length),
        atas_nama: 'PT Kantor',
        saldo_awal: 5_000_000,
        status: 'Active',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    ids[nama_rekening] = Number(response.json().record.id);
  }
  for (const page of ['bankrekening', 'bankrekening/view', 'bankrekening/edit'])
    await server.app.db.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [TEK, page],
    );
  await server.app.roleCache.invalidate();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const signedIn = (who: { username: string; password: string }): Promise<Page> =>
  signedInPage(browser, server.url, who);

describe('row scope and field permissions, written in the editor, seen by the technician', () => {
  it('the admin writes a Batasi Baris and a Kunci Kolom rule for Teknisi', async () => {
    const page = await signedIn(ADMIN);
    const errors = watchErrors(page);
    const rules = new RulesPages(page);
    await rules.startRule(TEK, 'batasi-baris');
    expect((await rules.formFields()).sort()).toEqual(['keterangan', 'nama_route', 'setup', 'urutan']);
    await rules.fill({ nama_route: '/bankrekening', setup: "cabang == 'Bandung'" });
    expect(await rules.exprState('setup')).toBe('ok');
    await rules.save(TEK);
    await rules.addRule(TEK, 'kunci-kolom', {
      nama_route: '/bankrekening',
      setup: 'saldo_awal',
      logika_list: 'saldo_awal > 10000000',
    });
    const stored = await server.app.db.query<{ kategori: string }>(
      'SELECT kategori FROM setupshowhideroleid WHERE role_id = $1 ORDER BY id',
      [TEK],
    );
    expect(stored.map((r) => r.kategori)).toEqual(['Batasi Baris', 'Kunci Kolom']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the technician sees one branch, gets nothing for another by URL, and cannot save above the limit', async () => {
    const page = await signedIn(TEKNISI);
    await page.goto('/bankrekening');
    await page.getByText('Kas Bandung').first().waitFor();
    await page.getByText('Operasional Bandung').first().waitFor();
    expect(await page.getByText('Kas Jakarta').count()).toBe(0);
    await page.screenshot({ path: '/tmp/row-scope-list.png', fullPage: true });

    await page.goto(`/bankrekening/view/${ids['Kas Jakarta']}`);
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByText('Kas Jakarta').count()).toBe(0);

    await page.goto(`/bankrekening/edit/${ids['Kas Bandung']}`);
    const balance = page.locator('[data-field="saldo_awal"] input').first();
    await balance.waitFor();
    await balance.fill('15.000.000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page
      .locator('[data-field="saldo_awal"]')
      .getByText('Kolom ini hanya dapat dibaca oleh peran Anda di sini')
      .waitFor();
    await page.screenshot({ path: '/tmp/row-scope-edit.png', fullPage: true });
    const row = await server.app.db.query<{ saldo_awal: string }>(
      'SELECT saldo_awal FROM bankrekening WHERE id = $1',
      [ids['Kas Bandung']],
    );
    expect(Number(row[0]!.saldo_awal)).toBe(5_000_000);
    await page.context().close();
  });
});
