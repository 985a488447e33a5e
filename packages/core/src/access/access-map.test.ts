import { describe, expect, it } from 'vitest';
import type { AccessState } from '../api/roles.ts';
import { RESOURCE_LIST, RESOURCES } from '../resources/index.ts';
import { accessStateOf, crudMapOf } from './access-map.ts';
import { callerFor } from './caller.ts';

// Oracle: core's `AccessState` sentences and spec §6 as docs/architecture.md words them: the pages
// list decides each action (import needs x/import and x/add); a Blokir rule refuses its route; a
// read-only resource is never written by hand; an owner manages their own records with the list page;
// on an admin-managed resource edit and delete take the page and the admin or the owner; logins,
// roles and their setup are never owned. R1: the admin is role 52.
const role = (id: number, pages: string[]) => callerFor({ id: 0, user_id: null, user_role_id: id }, pages);
const { rsupplier, rmitra, regprovinces, setupshowhideroleid, roles } = RESOURCES;

describe('accessStateOf', () => {
  it.each<
    [
      string,
      number,
      string[],
      Parameters<typeof accessStateOf>[1],
      Parameters<typeof accessStateOf>[2],
      AccessState,
    ]
  >([
    ['the list page lists', 60, ['rmitra'], rmitra, 'index', 'allowed'],
    ['no page, no list', 60, [], rmitra, 'index', 'denied'],
    ['an owner deletes their own with the list page', 60, ['rmitra'], rmitra, 'delete', 'own'],
    ['the edit page edits', 60, ['rmitra/edit'], rmitra, 'edit', 'allowed'],
    ['import alone is not enough', 60, ['rmitra', 'rmitra/import'], rmitra, 'import', 'denied'],
    ['import with add', 60, ['rmitra/import', 'rmitra/add'], rmitra, 'import', 'allowed'],
    ['admin-managed: the page and ownership', 60, ['rsupplier', 'rsupplier/edit'], rsupplier, 'edit', 'own'],
    ['admin-managed: the list page alone gives no edit', 60, ['rsupplier'], rsupplier, 'edit', 'denied'],
    ['admin-managed: the admin with the page', 52, ['rsupplier/edit'], rsupplier, 'edit', 'allowed'],
    [
      'admin-managed and never owned: the page is not enough',
      60,
      ['setupshowhideroleid/edit'],
      setupshowhideroleid,
      'edit',
      'adminOnly',
    ],
    ['never owned: no owner path', 60, ['roles'], roles, 'delete', 'denied'],
    ['read-only: no add, even for the admin', 52, ['regprovinces/add'], regprovinces, 'add', 'readOnly'],
    ['read-only: listed', 52, ['regprovinces'], regprovinces, 'index', 'allowed'],
  ])('%s', (_name, roleId, pages, resource, action, expected) => {
    expect(accessStateOf(role(roleId, pages), resource, action, [])).toBe(expected);
  });

  it('a Blokir rule on the route wins over the pages', () => {
    expect(accessStateOf(role(60, ['rmitra/edit']), rmitra, 'edit', ['/rmitra/edit'])).toBe('blocked');
    expect(accessStateOf(role(60, ['rmitra']), rmitra, 'index', ['/rmitra'])).toBe('blocked');
    expect(accessStateOf(role(60, ['rmitra']), rmitra, 'index', ['/rmitra/edit'])).toBe('allowed');
  });
});

describe('crudMapOf', () => {
  it('maps every resource for every role, the admin by id', () => {
    const map = crudMapOf([
      { id: 52, role_name: 'Renamed', pages: ['rmitra'], blocked: [] },
      { id: 60, role_name: 'admin', pages: ['rmitra'], blocked: ['/rmitra'] },
    ]);
    expect(map.roles).toEqual([
      { id: 52, role_name: 'Renamed', isAdmin: true },
      { id: 60, role_name: 'admin', isAdmin: false },
    ]);
    expect(map.resources.map((r) => r.name)).toEqual(RESOURCE_LIST.map((r) => r.name));
    const mitra = map.resources.find((r) => r.name === 'rmitra');
    expect(mitra?.access['52']).toMatchObject({ index: 'allowed', view: 'denied' });
    expect(mitra?.access['60']).toMatchObject({ index: 'blocked' });
  });
});
