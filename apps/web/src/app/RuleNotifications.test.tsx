import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { RoleRulesProvider } from '../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { RuleNotifications } from './RuleNotifications.tsx';

function storeWith(records: unknown[]) {
  const fetchImpl = (async () =>
    new Response(JSON.stringify({ records }), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
  return createRoleRulesStore(createApiClient({ getToken: () => 't', fetchImpl }));
}

describe('RuleNotifications', () => {
  it('shows the notification rules of the role on their route only', async () => {
    sessionStorage.clear();
    const store = storeWith([
      {
        id: 1,
        role_id: 53,
        nama_route: '/rpekerjaan',
        kategori: 'notification',
        keterangan: 'Stok opname hari Jumat',
        iconcolor: 'warning',
      },
    ]);
    await store.setRole(53);
    const { unmount } = render(
      <RoleRulesProvider store={store}>
        <MemoryRouter initialEntries={['/rpekerjaan/add']}>
          <RuleNotifications />
        </MemoryRouter>
      </RoleRulesProvider>,
    );
    expect(screen.getByTestId('rule-notifications').textContent).toContain('Stok opname hari Jumat');
    unmount();
    render(
      <RoleRulesProvider store={store}>
        <MemoryRouter initialEntries={['/rsupplier']}>
          <RuleNotifications />
        </MemoryRouter>
      </RoleRulesProvider>,
    );
    expect(screen.queryByTestId('rule-notifications')).toBeNull();
  });
});
