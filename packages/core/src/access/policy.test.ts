import { describe, expect, it } from 'vitest';
import { RESOURCE_LIST, RESOURCES } from '../resources/index.ts';
import { type Caller, callerFor } from './caller.ts';
import {
  decide,
  holdsPage,
  holdsWritePage,
  isOwner,
  optionPagesOf,
  ownable,
  pageKeyOf,
  ruleRoutesOf,
} from './policy.ts';

// Oracle: spec §6 ("only admin has explicit manage rights: edit and delete on akun, … rsupplier, …";
// "a user may also manage an item whose owner id equals their user_id"; "viewing depends on the
// server's pages list") and docs/architecture.md's decisions (import needs x/import and x/add; the
// owner keeps the list page; logins, roles and their setup are never owned; R1: the admin by id).
// Each expectation below was worked out from those sentences, not from the code.

const ADMIN = 52;
const TEKNISI = 53;
const OTHER_ROLE = 60;

const who = (roleId: number | null, pages: string[], userId: number | null = 7): Caller =>
  callerFor({ id: 7, user_id: userId, user_role_id: roleId }, pages);

const { rsupplier, rmitra, users, roles, permissions, grouproleid, setupshowhideroleid, regprovinces } =
  RESOURCES;

describe('holdsPage: the pages list compared normalised (spec §2 access rules)', () => {
  it.each([
    [['rsupplier'], 'rsupplier', true],
    [['/rsupplier/'], 'rsupplier', true],
    [['rsupplier/list'], 'rsupplier', true],
    [['//rsupplier//view'], 'rsupplier/view', true],
    [['rsupplier'], 'rsupplier/view', false],
    [['rsupplier/view'], 'rsupplier', false],
    [['rsupplierx'], 'rsupplier', false],
    [[], 'home', false],
  ])('%j holds %s: %s', (pages, key, expected) => {
    expect(holdsPage(pages, key)).toBe(expected);
  });
});

describe('holdsWritePage: who may add or edit something (uploads are attached by forms)', () => {
  it.each([
    [['rsupplier/add'], true],
    [['/rinvoice/edit/'], true],
    [['rinvoice/addpembayaran'], true],
    [['rsupplier', 'rsupplier/view', 'rsupplier/export', 'rsupplier/delete'], false],
    [['add'], false],
    [['kalkulator'], false],
    [[], false],
  ])('%j: %s', (pages, expected) => {
    expect(holdsWritePage(pages)).toBe(expected);
  });
});

describe('pageKeyOf and ruleRoutesOf', () => {
  it('names the pages list key of each action: the list is the bare name, history rides on the view', () => {
    expect(pageKeyOf(rmitra, 'list')).toBe('rmitra');
    expect(pageKeyOf(rmitra, 'view')).toBe('rmitra/view');
    expect(pageKeyOf(rmitra, 'history')).toBe('rmitra/view');
    expect(pageKeyOf(rmitra, 'export')).toBe('rmitra/export');
  });

  it('names the API routes whose Blokir rules refuse an action: import also takes the add route first', () => {
    expect(ruleRoutesOf(rmitra, 'list')).toEqual(['/rmitra']);
    expect(ruleRoutesOf(rmitra, 'history')).toEqual(['/rmitra/view', '/rmitra/history']);
    expect(ruleRoutesOf(rmitra, 'import')).toEqual(['/rmitra/add', '/rmitra/import']);
    expect(ruleRoutesOf(rmitra, 'delete')).toEqual(['/rmitra/delete']);
  });
});

describe('ownable: the never-owned flag on the declaration', () => {
  it.each([users, roles, permissions, grouproleid, setupshowhideroleid])('%s is never owned', (resource) => {
    expect(resource.neverOwned).toBe(true);
    expect(ownable(resource)).toBe(false);
  });

  it('no other resource is never-owned (the decision in docs/architecture.md names these five)', () => {
    expect(RESOURCE_LIST.filter((r) => r.neverOwned).map((r) => r.name)).toEqual([
      'grouproleid',
      'permissions',
      'roles',
      'setupshowhideroleid',
      'users',
    ]);
  });

  it('a resource with an owner field is ownable; one without is not', () => {
    expect(ownable(rmitra)).toBe(true);
    expect(ownable(rsupplier)).toBe(true);
    expect(ownable(regprovinces)).toBe(false);
  });

  it('a login owns its own record on users by user_id, yet the owner rule never applies there', () => {
    expect(isOwner(who(OTHER_ROLE, []), users, { id: 7, user_id: 7 })).toBe(false);
  });
});

describe('isOwner: the record owner id equals the caller user_id (spec §6)', () => {
  it.each([
    [{ user_id: 7 }, true],
    [{ user_id: '7' }, true],
    [{ user_id: 8 }, false],
    [{ user_id: null }, false],
    [{}, false],
    [null, false],
  ])('rmitra record %j: %s', (record, expected) => {
    expect(isOwner(who(OTHER_ROLE, []), rmitra, record)).toBe(expected);
  });

  it('a caller without a user_id owns nothing', () => {
    expect(isOwner(who(OTHER_ROLE, [], null), rmitra, { user_id: null })).toBe(false);
  });
});

describe('decide: reads, add, export and import follow the pages list', () => {
  const clerk = who(OTHER_ROLE, ['rmitra', 'rmitra/view', 'rmitra/add', 'rmitra/import']);

  it.each([
    ['list', 'allow'],
    ['view', 'allow'],
    ['history', 'allow'],
    ['add', 'allow'],
    ['import', 'allow'],
    ['export', 'deny'],
  ] as const)('rmitra %s: %s', (action, expected) => {
    expect(decide(clerk, rmitra, action)).toBe(expected);
  });

  it('import needs x/add besides x/import', () => {
    expect(decide(who(OTHER_ROLE, ['rmitra/import']), rmitra, 'import')).toBe('deny');
  });

  it('the admin role grants no page by itself: reads follow the pages list for the admin too', () => {
    expect(decide(who(ADMIN, []), rmitra, 'list')).toBe('deny');
    expect(decide(who(ADMIN, ['rmitra']), rmitra, 'list')).toBe('allow');
  });
});

describe('decide: edit and delete', () => {
  it('on an ordinary resource x/edit allows; without it the owner of a record still manages it with the list page', () => {
    expect(decide(who(OTHER_ROLE, ['rmitra/edit']), rmitra, 'edit')).toBe('allow');
    expect(decide(who(OTHER_ROLE, ['rmitra']), rmitra, 'edit')).toBe('record');
    expect(decide(who(OTHER_ROLE, ['rmitra']), rmitra, 'delete')).toBe('record');
    expect(decide(who(OTHER_ROLE, ['rmitra/view']), rmitra, 'edit')).toBe('deny');
  });

  it('on an admin-managed resource (spec §6: rsupplier) x/edit and the admin role allow', () => {
    expect(decide(who(ADMIN, ['rsupplier/edit']), rsupplier, 'edit')).toBe('allow');
    expect(decide(who(ADMIN, ['rsupplier/delete']), rsupplier, 'delete')).toBe('allow');
  });

  it('on an admin-managed resource someone else with x/edit manages only what they own', () => {
    expect(decide(who(TEKNISI, ['rsupplier/edit']), rsupplier, 'edit')).toBe('record');
  });

  it('on an admin-managed resource the list page gives an owner nothing, nor the admin role without x/edit', () => {
    expect(decide(who(TEKNISI, ['rsupplier']), rsupplier, 'edit')).toBe('deny');
    expect(decide(who(ADMIN, ['rsupplier']), rsupplier, 'delete')).toBe('deny');
  });

  it('the admin is the role id 52, not a flag anyone sets: role 60 holding the same pages is not', () => {
    expect(decide(who(OTHER_ROLE, ['rsupplier/edit']), rsupplier, 'edit')).toBe('record');
  });

  it('never-owned resources: the list page gives no edit; x/edit does', () => {
    expect(decide(who(OTHER_ROLE, ['users']), users, 'edit')).toBe('deny');
    expect(decide(who(OTHER_ROLE, ['users']), users, 'delete')).toBe('deny');
    expect(decide(who(OTHER_ROLE, ['users/edit']), users, 'edit')).toBe('allow');
  });

  it('setupshowhideroleid is admin-managed and never owned: only the admin with x/edit', () => {
    expect(decide(who(ADMIN, ['setupshowhideroleid/edit']), setupshowhideroleid, 'edit')).toBe('allow');
    expect(decide(who(OTHER_ROLE, ['setupshowhideroleid/edit']), setupshowhideroleid, 'edit')).toBe('deny');
  });

  it('a resource without an owner field: the list page gives no edit', () => {
    expect(decide(who(OTHER_ROLE, ['regprovinces']), regprovinces, 'edit')).toBe('deny');
  });
});

describe('decide: options ride on the list or a page that picks from the resource', () => {
  // users.user_role_id is a writable relation to roles offered in the users filter sidebar
  it.each([
    [['roles'], 'allow'],
    [['users/add'], 'allow'],
    [['users/edit'], 'allow'],
    [['users'], 'allow'],
    [['users/view'], 'deny'],
    [['rsatuan'], 'deny'],
    [[], 'deny'],
  ])('roles options with %j: %s', (pages, expected) => {
    expect(decide(who(OTHER_ROLE, pages), roles, 'options')).toBe(expected);
  });

  it('optionPagesOf names the list page first and the forms of a resource that picks it', () => {
    const pages = optionPagesOf(rsupplier);
    expect(pages[0]).toBe('rsupplier');
    // rbarangmasuk.id_supplier: a writable relation to rsupplier offered as a filter
    expect(pages).toEqual(expect.arrayContaining(['rbarangmasuk/add', 'rbarangmasuk/edit', 'rbarangmasuk']));
  });
});
