import { USER_ROLE_IDS } from '@kantor/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RolesPages } from './pages/roles.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { signedInPage } from './support/journey.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

// Role management in the browser against the real server: the permission grid reaches a signed-in
// technician at the next page load (no new sign-in), and a role is cloned with its pages and rules.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const signedIn = (who: { username: string; password: string }): Promise<Page> =>
  signedInPage(browser, server.url, who);

const pagesOf = async (roleId: number) =>
  (
    await server.app.db.query<{ page_name: string }>(
      'SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name',
      [roleId],
    )
  ).map((r) => r.page_name);

describe('roles and permissions in the browser', () => {
  it('the admin sets Teknisi’s pages in the grid; the technician’s menu follows at the next page load', async () => {
    const technician = await signedIn(TEKNISI);
    const techMenu = new RolesPages(technician);
    const before = await techMenu.menuLinks();
    expect(before).toContain('/rnotifikasi');
    expect(before).not.toContain('/rsupplier');

    const admin = await signedIn(ADMIN);
    const errors = watchErrors(admin);
    const grid = new RolesPages(admin);
    await grid.openGrid(USER_ROLE_IDS.teknisi);
    expect(await admin.locator('h1').first().textContent()).toBe('Izin peran Teknisi');
    expect(await grid.checkbox('rpekerjaan').isChecked()).toBe(true);
    await grid.filter('rsupplier');
    expect(await grid.checkbox('rpekerjaan').count()).toBe(0);
    await grid.toggleRow('rsupplier');
    expect(await grid.checkbox('rsupplier/delete').isChecked()).toBe(true);
    await grid.setCell('rsupplier/delete', false);
    await grid.filter('');
    await grid.setCell('rnotifikasi', false);
    await grid.setCell('rnotifikasi/view', false);
    expect(await grid.save()).toContain('ditambah');
    const pages = await pagesOf(USER_ROLE_IDS.teknisi);
    expect(pages).toEqual(
      expect.arrayContaining(['rsupplier', 'rsupplier/view', 'rsupplier/edit', 'rsupplier/import']),
    );
    expect(pages).not.toContain('rsupplier/delete');
    expect(pages).not.toContain('rnotifikasi');
    expect(errors).toEqual([]);

    // the technician, still signed in, reloads: the menu follows, and the new page opens
    await technician.reload();
    await technician.getByTestId('side-menu').first().getByRole('link', { name: 'Pemasok' }).waitFor();
    const after = await techMenu.menuLinks();
    expect(after).toContain('/rsupplier');
    expect(after).not.toContain('/rnotifikasi');
    await technician.goto('/rsupplier');
    await technician.waitForURL('**/rsupplier');
    // the list draws (a refused page would draw the 403 screen instead of it)
    await technician.getByTestId('resource-list').waitFor();
    expect(await technician.getByText('403').count()).toBe(0);
    await technician.context().close();
    await admin.context().close();
  });

  it('reaches a role’s permissions, clone and website settings from its row in the roles list', async () => {
    const admin = await signedIn(ADMIN);
    await admin.goto('/roles');
    const row = admin.locator('tbody tr').filter({ hasText: 'Teknisi' }).first();
    await row.getByRole('link', { name: /^Gandakan/ }).click();
    await admin.waitForURL(`**/roles/clone/${USER_ROLE_IDS.teknisi}`);
    await admin.goBack();
    await admin
      .locator('tbody tr')
      .filter({ hasText: 'Teknisi' })
      .first()
      .getByRole('link', { name: /^Izin/ })
      .click();
    await admin.waitForURL(`**/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`);
    await admin.context().close();
  });

  it('clones Teknisi: a new role with the same pages and rules, then its grid opens', async () => {
    await server.app.db.query(
      `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, setup) VALUES ($1, '/rpekerjaan', 'Hide Kolom', 'nilai_kontrak')`,
      [USER_ROLE_IDS.teknisi],
    );
    const admin = await signedIn(ADMIN);
    const errors = watchErrors(admin);
    const roles = new RolesPages(admin);
    await roles.clone(USER_ROLE_IDS.teknisi, 'teknisi');
    expect(await roles.cloneError()).toBe('Nilai ini sudah digunakan');

    await roles.clone(USER_ROLE_IDS.teknisi, 'Teknisi Senior');
    await admin.waitForURL(/\/roles\/permissionmulti\/\d+$/);
    const id = Number(admin.url().split('/').pop());
    await admin.getByTestId('permission-multi').waitFor();
    expect(await admin.locator('h1').first().textContent()).toBe('Izin peran Teknisi Senior');
    expect(await admin.locator('.p-toast-message-success').first().textContent()).toContain('Teknisi Senior');
    expect(await pagesOf(id)).toEqual(await pagesOf(USER_ROLE_IDS.teknisi));
    expect(await roles.checkbox('rpekerjaan').isChecked()).toBe(true);
    const rules = await server.app.db.query<{ kategori: string; setup: string }>(
      'SELECT kategori, setup FROM setupshowhideroleid WHERE role_id = $1',
      [id],
    );
    expect(rules).toEqual([{ kategori: 'Hide Kolom', setup: 'nilai_kontrak' }]);
    expect(errors).toEqual([]);
    await admin.context().close();
  });
});
