import type { RoleRule } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { RulePreview } from './RulePreview.tsx';
import { answer, renderRolesScreen } from './test-support.tsx';

// Issue 37: the rule preview reads the page's conditions as a chosen login of the role (its facts from
// `GET /api/users/:id/facts`), and with no user (user.x empty) until one is chosen.

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const saved: RoleRule[] = [
  {
    id: 1,
    role_id: 53,
    nama_route: '/tes',
    kategori: 'Kunci Kolom',
    setup: 'harga',
    logika_list: "'Supervisor' in user.groups",
  },
  {
    id: 2,
    role_id: 53,
    nama_route: '/tes',
    kategori: 'Wajib Isi',
    setup: 'no_hp',
    logika_list: "persen_diskon > 100 and user.cabang == 'Bandung'",
  },
];
const draft = {
  kategori: 'Warnai List JSX',
  role_id: '53',
  nama_route: '/tes',
  warna_kolom_list: "user.cabang == 'Bandung' => danger",
};

const facts = (id: number, username: string, cabang: string, groups: string[]) => ({
  user: {
    id,
    username,
    email: null,
    user_id: null,
    role_id: 53,
    role: 'Kasir',
    roles: ['Kasir'],
    role_ids: [53],
    groups,
    cabang,
    akun: [],
  },
  role: { id: 53, name: 'Kasir' },
  today: '2026-11-29',
  now: '2026-11-29T09:00:00.000Z',
});

const lineOf = (kind: string, target = '') =>
  screen
    .getByTestId('rule-preview-conditions')
    .querySelector(`li[data-kind="${kind}"][data-target="${target}"]`) as HTMLElement;

async function choose(current: string, name: string) {
  fireEvent.click(
    within(screen.getByTestId('rule-preview')).getByText(current, { selector: '.p-dropdown-label' }),
  );
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the rule preview as a user', () => {
  it('reads conditions with no user first, then with the chosen login’s facts', async () => {
    const { calls } = await renderRolesScreen(
      <RulePreview saved={saved} draft={draft} roleId="53" roleName="Kasir" editingId={null} />,
      { path: '/setupshowhideroleid/add', lng: 'en-US' },
      {
        // sari holds the role as her primary one, budi as another (and sari is in both answers)
        'GET /api/users/options': (call) => ({
          records: call.query.has('user_role_id')
            ? [{ value: 7, label: 'sari' }]
            : [
                { value: 8, label: 'budi' },
                { value: 7, label: 'sari' },
              ],
        }),
        'GET /api/users/7/facts': () => facts(7, 'sari', 'Bandung', ['Supervisor']),
        'GET /api/users/8/facts': () => facts(8, 'budi', 'Surabaya', []),
      },
    );
    // no user: user.groups and user.cabang are empty, so neither holds
    await screen.findByTestId('rule-preview-conditions');
    expect(lineOf('readOnly', 'harga').dataset.verdict).toBe('fails');
    expect(lineOf('colour').dataset.verdict).toBe('fails');
    expect(lineOf('colour').textContent).toContain('user.cabang = empty');
    // reads the record too: it depends on each record, whoever looks
    expect(lineOf('required', 'no_hp').dataset.verdict).toBe('record');
    expect(lineOf('required', 'no_hp').textContent).toContain('persen_diskon');
    // the logins holding the previewed role, as their primary role or another
    const asked = calls.filter((c) => c.path === '/api/users/options').map((c) => c.query.toString());
    expect(asked.sort()).toEqual(['peran_lain=53&limit=100', 'user_role_id=53&limit=100']);
    // each login once, by name
    fireEvent.click(
      within(screen.getByTestId('rule-preview')).getByText('No user (user.x reads empty)', {
        selector: '.p-dropdown-label',
      }),
    );
    await waitFor(() =>
      expect(
        within(document.querySelector<HTMLElement>('.p-dropdown-panel')!)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['No user (user.x reads empty)', 'budi', 'sari']),
    );
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.p-dropdown-panel')!).getByRole('option', {
        name: 'No user (user.x reads empty)',
        hidden: true,
      }),
    );

    await choose('No user (user.x reads empty)', 'sari');
    await waitFor(() => expect(lineOf('readOnly', 'harga').dataset.verdict).toBe('holds'));
    expect(lineOf('colour').dataset.verdict).toBe('holds');
    expect(lineOf('readOnly', 'harga').textContent).toContain('user.groups = [Supervisor]');
    expect(lineOf('required', 'no_hp').textContent).toContain('user.cabang = Bandung');

    // the engine's "why" names categories as the reader knows them, never by their ids
    const explain = screen.getByTestId('rule-explain');
    expect(
      within(explain)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('Read-only field');
    const why = within(explain).getByTestId('rule-explain-decisions').textContent ?? '';
    expect(why).toContain('#2 (Required field)');
    expect(why).not.toMatch(/kunci-kolom|wajib-isi/);

    await choose('sari', 'budi');
    await waitFor(() => expect(lineOf('readOnly', 'harga').dataset.verdict).toBe('fails'));
    expect(lineOf('colour').dataset.verdict).toBe('fails');
    expect(calls.filter((c) => c.path.endsWith('/facts')).map((c) => c.path)).toEqual([
      '/api/users/7/facts',
      '/api/users/8/facts',
    ]);
  });

  it('says so when the login’s facts cannot be read, and reads with no user', async () => {
    await renderRolesScreen(
      <RulePreview saved={saved} draft={draft} roleId="53" roleName="Kasir" editingId={null} />,
      { path: '/setupshowhideroleid/add', lng: 'en-US' },
      {
        'GET /api/users/options': () => ({ records: [{ value: 7, label: 'sari' }] }),
        'GET /api/users/7/facts': () => answer(404, { message: 'Not found' }),
      },
    );
    await screen.findByTestId('rule-preview-conditions');
    await choose('No user (user.x reads empty)', 'sari');
    expect(
      await screen.findByText("This user's facts could not be read; conditions are read with no user."),
    ).toBeTruthy();
    expect(lineOf('readOnly', 'harga').dataset.verdict).toBe('fails');
  });
});
