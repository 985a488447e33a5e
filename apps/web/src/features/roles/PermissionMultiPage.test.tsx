import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { renderRolesScreen } from '../rules/test-support.tsx';
import { PermissionMultiPage } from './PermissionMultiPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const cells = (name: string, held: string[]) =>
  ['index', 'view', 'add', 'edit', 'delete', 'export', 'import'].map((action) => {
    const page = action === 'index' ? name : `${name}/${action}`;
    return { action, page, granted: held.includes(page) };
  });
const grid = (held: string[]) => ({
  role: { id: 53, role_name: 'Teknisi', keterangan: null },
  actions: ['index', 'view', 'add', 'edit', 'delete', 'export', 'import'],
  groups: [
    {
      kind: 'basic',
      rows: [
        {
          name: 'home',
          kind: 'basic',
          cells: [{ action: 'index', page: 'home', granted: held.includes('home') }],
          extras: [],
        },
      ],
    },
    {
      kind: 'resource',
      rows: [
        { name: 'rsupplier', kind: 'resource', cells: cells('rsupplier', held), extras: [] },
        { name: 'rstok', kind: 'resource', cells: cells('rstok', held), extras: [] },
      ],
    },
    {
      kind: 'tool',
      rows: [
        {
          name: 'kalkulator',
          kind: 'tool',
          cells: [{ action: 'index', page: 'kalkulator', granted: held.includes('kalkulator') }],
          extras: [],
        },
      ],
    },
    { kind: 'admin', rows: [] },
  ],
  granted: held,
  unknown: [],
});

const box = (page: string) => document.querySelector(`input[data-page="${page}"]`) as HTMLInputElement;

describe('the permission grid screen', () => {
  it('sets a row, a column and single cells, then saves all the changes in one request', async () => {
    let held = ['home', 'kalkulator'];
    const { calls } = await renderRolesScreen(
      <PermissionMultiPage />,
      { path: '/roles/permissionmulti/53', pattern: '/roles/permissionmulti/:id', lng: 'en-US' },
      {
        'GET /api/roles/permissionmulti/53': () => grid(held),
        'PUT /api/roles/permissionmulti/53': ({ body }) => {
          const { grant, revoke } = body as { grant: string[]; revoke: string[] };
          held = [...held.filter((p) => !revoke.includes(p)), ...grant];
          return { message: 'ok', added: grant, removed: revoke, pages: held };
        },
      },
    );
    // generous waits: a loaded full run renders this large grid slowly
    await screen.findByText('Permissions of Teknisi', {}, { timeout: 5000 });
    expect(box('home').checked).toBe(true);
    expect((screen.getByTestId('perm-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Select every action of rsupplier'));
    expect(box('rsupplier/delete').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Select View for every page shown'));
    expect(box('rstok/view').checked).toBe(true);
    fireEvent.click(box('kalkulator'));
    expect(screen.getByTestId('perm-save').textContent).toContain('Save 9 changes');

    fireEvent.click(screen.getByTestId('perm-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 5000 });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      grant: [
        'rstok/view',
        'rsupplier',
        'rsupplier/add',
        'rsupplier/delete',
        'rsupplier/edit',
        'rsupplier/export',
        'rsupplier/import',
        'rsupplier/view',
      ],
      revoke: ['kalkulator'],
    });
    expect(
      await screen.findByText('Permissions saved: 8 added, 1 removed.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('perm-save') as HTMLButtonElement).disabled).toBe(true), {
      timeout: 5000,
    });
  });

  it('the filter narrows the rows, and "select all shown" only touches those', async () => {
    await renderRolesScreen(
      <PermissionMultiPage />,
      { path: '/roles/permissionmulti/53', pattern: '/roles/permissionmulti/:id', lng: 'en-US' },
      { 'GET /api/roles/permissionmulti/53': () => grid([]) },
    );
    await screen.findByText('Permissions of Teknisi');
    fireEvent.change(screen.getByTestId('perm-filter'), { target: { value: 'rstok' } });
    expect(box('rsupplier')).toBeNull();
    fireEvent.click(screen.getByText('Select all shown'));
    fireEvent.change(screen.getByTestId('perm-filter'), { target: { value: '' } });
    expect(box('rstok/import').checked).toBe(true);
    expect(box('rsupplier').checked).toBe(false);
    expect(box('home').checked).toBe(false);
  });
});
