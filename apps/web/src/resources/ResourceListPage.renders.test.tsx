/**
 * Issue 16: a 100-row list drawn during a cold load without long tasks. Each time the table renders it
 * walks every row again (and, in PrimeReact's DataTable it replaced, every cell), so this counts the
 * commits in which the list page rendered its ListTable while one load of 100 records arrives: the
 * reserved space once, then the rows once; not again for every piece of state (query status, session,
 * rules) that settles around it.
 */
import { getResource, type Resource, type RoleRule } from '@kantor/core';
import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageData } from '../session/storage.ts';
import type { Row } from './api-hooks.ts';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT, TEST_ROLE_ID } from './test-utils.tsx';

/** Row counts of the ListTable at each commit that rendered it. */
const tableCommits: number[] = [];

// The ListTable as it is, counted: a layout effect without dependencies runs once per commit in which
// the table rendered (a render React threw away is not counted)
vi.mock('../ui/ListTable.tsx', async (original) => {
  const real = await original<typeof import('../ui/ListTable.tsx')>();
  function CountedListTable(props: ComponentProps<typeof real.ListTable<Row>>) {
    const rows = props.rows.length;
    useLayoutEffect(() => {
      tableCommits.push(rows);
    });
    return <real.ListTable {...props} />;
  }
  return { ...real, ListTable: CountedListTable };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  tableCommits.length = 0;
});

const supplier = getResource('rsupplier') as Resource;
const suppliers = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  nama_supplier: `CV Pemasok Uji ${String(i).padStart(3, '0')}`,
  no_hp: '0812-3456-7890',
  email: null,
}));

/** An answer held back until the test lets it go. */
function held<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const answer = async () => {
    await gate;
    return value;
  };
  return { release, answer };
}

/** Lets pending effects, timers and microtasks run until nothing more commits. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((done) => setTimeout(done, 50)));
}

// 100 rows in jsdom with React's development build: over 20 s on a loaded 2-core machine
describe('ResourceListPage, renders of one load', { timeout: 2 * SCREEN_TEST_TIMEOUT }, () => {
  it('draws the table twice for a cold load of 100 rows: reserved space, then the rows once', async () => {
    const list = held({ records: suppliers, totalRecords: 110, page: 1, limit: 100 });
    await renderScreen(
      <ResourceListPage resource={supplier} />,
      { path: '/rsupplier?limit=100', pages: allPagesOf('rsupplier') },
      { 'GET /api/rsupplier': list.answer },
    );
    await screen.findByTestId('resource-table-pending');
    await settle();
    list.release();
    await screen.findByText('CV Pemasok Uji 099');
    await settle();
    // before issue 16's fix: [0, 0, 100] (the answer's first, urgent render drew the empty table again)
    expect(tableCommits).toEqual([0, 100]);
  });

  it('leaves the rows alone when the role rules it already applied come back from the server', async () => {
    // a reload in the same tab: the rules kept in the session apply at once, the server's copy follows
    const rules: RoleRule[] = [
      {
        id: 1,
        role_id: TEST_ROLE_ID,
        nama_route: '/rsupplier',
        kategori: 'Replace Label',
        setup: 'no_hp',
        replace_label: 'Telepon',
      },
    ];
    setPageData(`rules_${TEST_ROLE_ID}`, rules);
    const list = held({ records: suppliers, totalRecords: 110, page: 1, limit: 100 });
    const serverRules = held({ records: rules });
    await renderScreen(
      <ResourceListPage resource={supplier} />,
      { path: '/rsupplier?limit=100', pages: allPagesOf('rsupplier'), waitForRules: false },
      { 'GET /api/rsupplier': list.answer, 'GET /api/setupshowhideroleid': serverRules.answer },
    );
    await screen.findByRole('columnheader', { name: 'Telepon' });
    list.release();
    await screen.findByText('CV Pemasok Uji 099');
    await settle();
    const drawn = tableCommits.length;
    serverRules.release();
    await settle();
    expect(screen.getByRole('columnheader', { name: 'Telepon' })).toBeTruthy();
    // before issue 16's fix: [100] (the same rules compiled anew, every row drawn again)
    expect(tableCommits.slice(drawn)).toEqual([]);
    expect(tableCommits.filter((rows) => rows === 100)).toHaveLength(1);
  });
});
