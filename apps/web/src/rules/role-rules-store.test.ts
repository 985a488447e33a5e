// A user holding several roles (issue 37): the store loads every role's rules with what it reaches and
// merges them per route as the server does. Oracle: the rules written here, read by hand.
import type { RoleRule } from '@kantor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api/api.ts';
import { mockApi } from '../resources/test-utils.tsx';
import { createRoleRulesStore } from './role-rules-store.ts';

const rule = (role_id: number, nama_route: string, kategori: string, setup: string): RoleRule => ({
  id: Math.floor(Math.random() * 1e6),
  role_id,
  nama_route,
  kategori,
  setup,
});

afterEach(() => sessionStorage.clear());

describe('role rules of a user holding several roles', () => {
  it('loads every role from account/roles and hides only what every role reaching the page hides', async () => {
    const mock = mockApi({
      'GET /api/account/roles': () => ({
        roles: [
          {
            id: 60,
            name: 'Kasir',
            resources: ['bankrekening', 'rinvoice'],
            rules: [
              rule(60, '/bankrekening', 'Hide Kolom', 'no_rekening, atas_nama'),
              rule(60, '/rinvoice', 'Ganti Title Header', 'Tagihan cabang'),
            ],
          },
          {
            id: 61,
            name: 'Keuangan',
            resources: ['bankrekening', 'rpekerjaan'],
            rules: [
              rule(61, '/bankrekening', 'Hide Kolom', 'atas_nama'),
              rule(61, '/rpekerjaan', 'Hide Kolom', 'biaya'),
            ],
          },
        ],
      }),
    });
    const store = createRoleRulesStore(api);
    await store.setRole(60, true);
    expect(mock.find('GET', '/api/account/roles')).toHaveLength(1);
    expect(mock.find('GET', '/api/setupshowhideroleid')).toHaveLength(0);
    expect(store.isReadyFor(60, true)).toBe(true);
    expect(store.isReadyFor(60)).toBe(false);
    expect(store.configFor('/bankrekening').hiddenFields).toEqual(['atas_nama']);
    // only Keuangan reaches jobs, only Kasir invoices: each keeps its own rules there
    expect(store.configFor('/rpekerjaan').hiddenFields).toEqual(['biaya']);
    expect(store.configFor('/rinvoice').headerTitle).toBe('Tagihan cabang');
  });

  it('still reads one role’s rules the way it always has', async () => {
    const mock = mockApi({
      'GET /api/setupshowhideroleid': () => ({ records: [rule(53, '/rsupplier', 'Hide Kolom', 'email')] }),
    });
    const store = createRoleRulesStore(api);
    await store.setRole(53);
    expect(mock.find('GET', '/api/account/roles')).toHaveLength(0);
    expect(store.configFor('/rsupplier').hiddenFields).toEqual(['email']);
  });
});
