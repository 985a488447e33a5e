import { type RoleRule, SIDE_MENU, tes } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigureHost } from '../app/configure/ConfigureHost.tsx';
import { ConfigureToggle } from '../app/configure/ConfigureToggle.tsx';
import { resetConfigureMode } from '../app/configure/configure-mode.ts';
import { registerFeatures } from '../app/feature-registry.ts';
import { SideMenu } from '../app/layouts/SideMenu.tsx';
import { rulesFeature } from '../features/rules/feature.ts';
import { productKey } from '../session/product.ts';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceListPage } from './ResourceListPage.tsx';
import { ResourceViewPage } from './ResourceViewPage.tsx';
import {
  type ApiCall,
  allPagesOf,
  listAnswer,
  renderScreen,
  SCREEN_TEST_TIMEOUT,
  withRecordCan,
} from './test-utils.tsx';

// The configure mode ("Atur halaman", issue 37) on the generic list and its add form: who gets it, where
// its gears are, and the rule record a gear's dialog posts through the rules API.

beforeAll(() => registerFeatures([rulesFeature]));

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetConfigureMode();
});

const TEKNISI = 53;
const rows = [
  { id: 1, nama: 'Budi Santoso', email: 'budi@example.co.id', jumlah: 12, harga: 1500, aktif: true },
];
/** The pages an administrator holds here: the list's and the rule screens'. */
const ADMIN_PAGES = [...allPagesOf('tes'), ...allPagesOf('setupshowhideroleid')];
/** Teknisi's saved rules: one hides email (and harga) on the list, one renames nama on the list. */
const teknisiRules: RoleRule[] = [
  { id: 70, role_id: TEKNISI, kategori: 'Hide Kolom', nama_route: '/tes', setup: 'email, harga' },
  {
    id: 71,
    role_id: TEKNISI,
    kategori: 'Replace Label',
    nama_route: '/tes',
    setup: 'nama',
    replace_label: 'X',
  },
];

/** The signed-in admin's own rules (none) and Teknisi's, told apart by the query's role. */
const rulesByRole = ({ url }: ApiCall) => ({
  records: url.searchParams.get('role_id') === String(TEKNISI) ? teknisiRules : [],
});

const handlers = (posted: unknown[]) => ({
  'GET /api/tes': () => listAnswer(rows),
  'GET /api/setupshowhideroleid': rulesByRole,
  'GET /api/roles/options': () => ({
    records: [
      { value: 52, label: 'admin' },
      { value: TEKNISI, label: 'Teknisi' },
    ],
  }),
  'POST /api/setupshowhideroleid/add': ({ body }: ApiCall) => {
    posted.push(body);
    return { record: { id: 80, ...(body as object) } };
  },
  'PUT /api/setupshowhideroleid/edit/70': ({ body }: ApiCall) => {
    posted.push(body);
    return { record: { id: 70, ...(body as object) } };
  },
});

const screenWithMode = (
  <>
    <ConfigureToggle />
    <ConfigureHost />
    <ResourceListPage resource={tes} />
  </>
);

const gears = () => screen.queryAllByTestId('configure-gear');

describe('configure mode on the generic list', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('is offered only to a user who may add role rules, and shows gears only while it is on', async () => {
    // a user without the rule screens: no switch, and no gear even if the tab's storage says "on"
    sessionStorage.setItem(`${productKey()}_configure_mode`, '1');
    resetConfigureMode();
    await renderScreen(
      screenWithMode,
      { path: '/tes', pages: allPagesOf('tes'), lng: 'en-US' },
      handlers([]),
    );
    await screen.findByText('Budi Santoso');
    expect(screen.queryByTestId('configure-toggle')).toBeNull();
    expect(gears()).toHaveLength(0);
    cleanup();
    sessionStorage.clear();
    resetConfigureMode();

    // an administrator: the switch, off by default (no gear), then on
    await renderScreen(screenWithMode, { path: '/tes', pages: ADMIN_PAGES, lng: 'en-US' }, handlers([]));
    await screen.findByText('Budi Santoso');
    const toggle = screen.getByTestId('configure-toggle');
    expect(toggle.textContent).toContain('Configure page');
    expect(gears()).toHaveLength(0);
    fireEvent.click(toggle);
    expect(screen.getByTestId('configure-toggle').textContent).toContain('Done configuring');
    expect(screen.getByTestId('configure-banner')).toBeTruthy();
    // one gear per list column of `tes` (nama, email, jumlah, harga, aktif, tanggal...), the row
    // actions and the add button; each a named button
    const headerGear = screen.getByRole('button', { name: 'Rules for Email' });
    expect(headerGear.closest('th')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rules for Add' })).toBeTruthy();
    expect(gears().map((g) => g.dataset.target)).toEqual(
      expect.arrayContaining(['column:nama', 'column:email', 'action:', 'action:add']),
    );
    // and off again
    fireEvent.click(screen.getByTestId('configure-toggle'));
    expect(gears()).toHaveLength(0);
  });

  it('hides a column for a role from its gear: pre-filled, previewed, posted, and the page rules fetched again', async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI)); // the role chosen last
    const posted: unknown[] = [];
    const { api } = await renderScreen(
      screenWithMode,
      { path: '/tes', pages: ADMIN_PAGES, lng: 'en-US' },
      handlers(posted),
    );
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByTestId('configure-toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Rules for Count' }));
    const dialog = await screen.findByTestId('configure-dialog');
    // Teknisi has no rule about jumlah yet; the fitting categories are offered
    expect(await within(dialog).findByTestId('configure-no-rules')).toBeTruthy();
    const offered = within(dialog)
      .getAllByRole('button')
      .map((b) => b.dataset.category)
      .filter(Boolean);
    expect(offered).toEqual([
      'hide-kolom',
      'replace-label',
      'warnai-list-jsx',
      'logika-list-jsx',
      'urut-field-teratas',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide fields' }));
    expect((document.getElementById('rule-nama_route') as HTMLInputElement).value).toBe('/tes');
    expect((document.getElementById('rule-setup') as HTMLInputElement | null)?.value ?? '').toBe('jumlah');
    // the rule editor's preview, as Teknisi, with the draft applied
    const preview = within(dialog).getByTestId('rule-preview');
    expect(within(preview).getByText(/Teknisi/)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(preview)
          .getByTestId('rule-preview-fields')
          .querySelector('[data-field="jumlah"]')
          ?.getAttribute('data-hidden'),
      ).toBe('true'),
    );
    expect(within(dialog).getByTestId('rule-explain')).toBeTruthy();

    const adminRuleLoads = () =>
      api.calls.filter(
        (c) => c.url.pathname === '/api/setupshowhideroleid' && c.url.searchParams.get('role_id') === '52',
      ).length;
    const before = adminRuleLoads();
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kategori: 'Hide Kolom',
      role_id: String(TEKNISI),
      nama_route: '/tes',
      setup: 'jumlah',
    });
    expect((posted[0] as Record<string, unknown>).replace_label).toBeNull();
    // the signed-in user's page rules are fetched again, and the dialog is back on the target's rules
    await waitFor(() => expect(adminRuleLoads()).toBeGreaterThan(before));
    await within(dialog).findByRole('button', { name: 'Hide fields' });
  });

  it("lists the role's rules on the target, and edits one", async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI));
    const posted: unknown[] = [];
    await renderScreen(screenWithMode, { path: '/tes', pages: ADMIN_PAGES, lng: 'en-US' }, handlers(posted));
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByTestId('configure-toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Rules for Email' }));
    const dialog = await screen.findByTestId('configure-dialog');
    const listed = await within(dialog).findByTestId('configure-rules');
    // #70 names email; #71 is about nama, not this column
    expect([...listed.querySelectorAll('li')].map((li) => li.dataset.ruleId)).toEqual(['70']);
    fireEvent.click(within(listed).getByRole('button', { name: 'Edit #70' }));
    const setup = document.getElementById('rule-setup') as HTMLInputElement;
    expect(setup.value).toBe('email, harga');
    fireEvent.change(setup, { target: { value: 'email' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kategori: 'Hide Kolom',
      role_id: String(TEKNISI),
      nama_route: '/tes',
      setup: 'email',
    });
  });

  it('deletes a rule on the target only after a second click', async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI));
    const { api } = await renderScreen(
      screenWithMode,
      { path: '/tes', pages: ADMIN_PAGES, lng: 'en-US' },
      { ...handlers([]), 'DELETE /api/setupshowhideroleid/delete/70': () => ({ message: 'ok' }) },
    );
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByTestId('configure-toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Rules for Email' }));
    const dialog = await screen.findByTestId('configure-dialog');
    await within(dialog).findByTestId('configure-rules');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete #70' }));
    expect(api.find('DELETE', '/api/setupshowhideroleid/delete/70')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete this rule?' }));
    await waitFor(() => expect(api.find('DELETE', '/api/setupshowhideroleid/delete/70')).toHaveLength(1));
  });

  it('makes a form field read-only for a role from the gear beside its label', async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI));
    const posted: unknown[] = [];
    await renderScreen(screenWithMode, { path: '/tes', pages: ADMIN_PAGES, lng: 'en-US' }, handlers(posted));
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByTestId('configure-toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog');
    fireEvent.click(await within(form).findByRole('button', { name: 'Rules for Name' }));
    const dialog = await screen.findByTestId('configure-dialog');
    const offered = within(dialog)
      .getAllByRole('button')
      .map((b) => b.dataset.category)
      .filter(Boolean);
    expect(offered).toEqual([
      'kunci-kolom',
      'wajib-isi',
      'hide-dinamis-input',
      'default-add-if-hidden',
      'replace-label',
      'hide-kolom',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Read-only field' }));
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kategori: 'Kunci Kolom',
      role_id: String(TEKNISI),
      nama_route: '/tes/add',
      setup: 'nama',
    });
  });

  it('puts a gear beside each page entry of the side menu, offering the menu categories', async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI));
    const top = SIDE_MENU.filter((item) => item.to).map((item) => item.to!.replace(/^\//, ''));
    const entry = SIDE_MENU.find((item) => item.to)!;
    const posted: unknown[] = [];
    await renderScreen(
      <>
        <ConfigureToggle />
        <ConfigureHost />
        <SideMenu />
      </>,
      { path: '/home', pages: [...top, ...allPagesOf('setupshowhideroleid')], lng: 'en-US' },
      { ...handlers(posted), 'GET /api/ui/menu': () => ({ entries: [] }) },
    );
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryAllByTestId('configure-gear')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('configure-toggle'));
    const menuGears = within(menu).getAllByTestId('configure-gear');
    expect(menuGears).toHaveLength(top.length);
    fireEvent.click(menuGears[0]!);
    const dialog = await screen.findByTestId('configure-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Hide a menu entry' }));
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kategori: 'Hide Menu',
      role_id: String(TEKNISI),
      nama_route: entry.to,
    });
  });

  it('puts a gear beside each field of the record view, for the view route', async () => {
    sessionStorage.setItem(`${productKey()}_configure_role`, String(TEKNISI));
    sessionStorage.setItem(`${productKey()}_configure_mode`, '1'); // turned on on another page of the tab
    resetConfigureMode();
    const posted: unknown[] = [];
    await renderScreen(
      <>
        <ConfigureHost />
        <ResourceViewPage resource={tes} id="1" />
      </>,
      { path: '/tes/view/1', pages: ADMIN_PAGES, lng: 'en-US' },
      {
        ...handlers(posted),
        'GET /api/tes/view/1': () => withRecordCan(rows[0]!),
        'GET /api/tes/history/1': () => [],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rules for Count' }));
    const dialog = await screen.findByTestId('configure-dialog');
    const offered = (await within(dialog).findAllByRole('button'))
      .map((b) => b.dataset.category)
      .filter(Boolean);
    expect(offered).toEqual(['hide-kolom', 'replace-label', 'urut-field-teratas']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename a field' }));
    fireEvent.change(document.getElementById('rule-replace_label')!, { target: { value: 'Jumlah unit' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kategori: 'Replace Label',
      role_id: String(TEKNISI),
      nama_route: '/tes/view',
      setup: 'jumlah',
      replace_label: 'Jumlah unit',
    });
  });
});
