/**
 * Issue 33: a built-in row action (a domain's page about a record) is offered only where the server
 * would take it: the pages list holds its page and no Blokir rule of the role refuses it.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerFeatures } from '../app/feature-registry.ts';
import { useBuiltInRowActions } from './row-actions.ts';
import { renderScreen, SCREEN_TEST_TIMEOUT, TEST_ROLE_ID } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Actions() {
  const actions = useBuiltInRowActions('rpekerjaan');
  return <output data-testid="actions">{actions.map((a) => a.id).join(',')}</output>;
}

const pages = ['rpekerjaan', 'rpekerjaan/view', 'rpekerjaan/duplikatdata'];

// a feature's row action, as features/jobs registers its duplicate (the generic layer imports no feature)
beforeAll(() =>
  registerFeatures([
    {
      name: 'jobs',
      rowActions: {
        rpekerjaan: [
          {
            id: 'duplicate',
            labelKey: 'list.actions.duplicate',
            icon: 'pi pi-copy',
            to: '/rpekerjaan/duplikatdata/{id}',
            page: 'rpekerjaan/duplikatdata',
          },
        ],
      },
    },
  ]),
);

describe('useBuiltInRowActions', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('offers the duplicate action with its page', async () => {
    await renderScreen(<Actions />, { path: '/rpekerjaan', pages }, {});
    expect((await screen.findByTestId('actions')).textContent).toBe('builtin-duplicate');
  });

  it('leaves it out for a role holding the list but not the action’s own page', async () => {
    await renderScreen(<Actions />, { path: '/rpekerjaan', pages: ['rpekerjaan', 'rpekerjaan/view'] }, {});
    expect((await screen.findByTestId('actions')).textContent).toBe('');
  });

  it('leaves it out when a Blokir rule refuses its page to the role', async () => {
    const rule = {
      id: 1,
      role_id: TEST_ROLE_ID,
      kategori: 'Blokir JSX',
      nama_route: '/rpekerjaan/duplikatdata',
      keterangan: 'Audit',
    };
    await renderScreen(<Actions />, { path: '/rpekerjaan', pages, rules: [rule] }, {});
    expect((await screen.findByTestId('actions')).textContent).toBe('');
  });
});
