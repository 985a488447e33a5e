import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { RuleListPage, ruleSummary } from './RuleListPage.tsx';
import type { RuleRecord } from './rules-api.ts';
import { renderRolesScreen } from './test-support.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const roles = {
  records: [
    { value: 52, label: 'admin' },
    { value: 53, label: 'Teknisi' },
    { value: 60, label: 'keuangan' },
  ],
};
const rules = {
  records: [
    { id: 1, role_id: 53, kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'no_hp', urutan: 1 },
    { id: 2, role_id: 53, kategori: 'Blokir JSX', nama_route: '/rinvoice', keterangan: 'Sedang audit' },
  ],
};

const screenFor = (extra: Parameters<typeof renderRolesScreen>[2] = {}) =>
  renderRolesScreen(
    <RuleListPage />,
    { path: '/setupshowhideroleid?role_id=53', pattern: '/setupshowhideroleid', lng: 'en-US' },
    { 'GET /api/roles/options': () => roles, 'GET /api/setupshowhideroleid': () => rules, ...extra },
  );

describe('the rule list of a role', () => {
  it('lists the role’s rules with their category, route and main setting', async () => {
    await screenFor();
    await screen.findByText('Hide fields');
    expect(screen.getByText('Block a page')).toBeTruthy();
    expect(screen.getByText('/rsupplier')).toBeTruthy();
    expect(screen.getByText('Sedang audit')).toBeTruthy();
    expect(screen.getByTestId('rule-add').getAttribute('href')).toBe('/setupshowhideroleid/add?role_id=53');
    expect(ruleSummary({ id: 3, role_id: 53, logika_list: 'x'.repeat(100) } as RuleRecord)).toHaveLength(80);
  });

  it('imports a JSON file: a dry run and its report first, then the import itself', async () => {
    const { calls } = await screenFor({
      'POST /api/setupshowhideroleid/importjson': ({ query }) =>
        query.get('dryRun') === 'true'
          ? { dryRun: true, replace: true, total: 2, valid: 2, imported: 0, deleted: 2, errors: [] }
          : { dryRun: false, replace: true, total: 2, valid: 2, imported: 2, deleted: 2, errors: [] },
    });
    await screen.findByText('Hide fields');
    fireEvent.click(screen.getByText('Import JSON'));
    const panel = screen.getByTestId('rule-import');
    const content = { format: 'kantor-role-rules', rules: [{ kategori: 'Hide Menu', nama_route: '/rstok' }] };
    const file = new File([JSON.stringify(content)], 'rules.json', { type: 'application/json' });
    fireEvent.change(within(panel).getByLabelText('Rules file (JSON)'), { target: { files: [file] } });
    fireEvent.click(within(panel).getByLabelText("Replace the role's current rules"));
    const commit = within(panel).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(commit.disabled).toBe(true);
    await waitFor(() =>
      expect((within(panel).getByRole('button', { name: /Check/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(within(panel).getByRole('button', { name: /Check/ }));
    expect((await within(panel).findByTestId('rule-import-report')).textContent).toContain(
      'Check: 2 of 2 rules are valid. Nothing was saved yet. 2 existing rules are replaced.',
    );
    fireEvent.click(commit);
    expect(await screen.findByText('2 rules imported.')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.query.get('role_id'), c.query.get('dryRun'), c.query.get('replace')])).toEqual(
      [
        ['53', 'true', 'true'],
        ['53', 'false', 'true'],
      ],
    );
    expect(posts[0]!.body).toEqual(content);
  });

  it('shows every refused record of a dry run and keeps the import closed', async () => {
    await screenFor({
      'POST /api/setupshowhideroleid/importjson': () => ({
        dryRun: true,
        replace: false,
        total: 2,
        valid: 1,
        imported: 0,
        deleted: 0,
        errors: [{ index: 1, errors: { kategori: ['Unknown category'] } }],
      }),
    });
    await screen.findByText('Hide fields');
    fireEvent.click(screen.getByText('Import JSON'));
    const panel = screen.getByTestId('rule-import');
    const file = new File(['[{}, {}]'], 'rules.json', { type: 'application/json' });
    fireEvent.change(within(panel).getByLabelText('Rules file (JSON)'), { target: { files: [file] } });
    await waitFor(() =>
      expect((within(panel).getByRole('button', { name: /Check/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(within(panel).getByRole('button', { name: /Check/ }));
    expect((await within(panel).findByText(/Rule 2:/)).textContent).toContain('kategori: Unknown category');
    expect((within(panel).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies the rules to another role', async () => {
    const { calls } = await screenFor({
      'POST /api/setupshowhideroleid/copy': () => ({ copied: 2, deleted: 0 }),
    });
    await screen.findByText('Hide fields');
    fireEvent.click(screen.getByText('Copy to another role'));
    const panel = screen.getByTestId('rule-copy');
    fireEvent.click(within(panel).getByText('Choose a role', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByRole('option', { name: 'keuangan', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy rules' }));
    expect(await screen.findByText('2 rules copied to keuangan.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      from_role_id: '53',
      to_role_id: 60,
      replace: false,
    });
  });
});
