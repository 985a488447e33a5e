import { describe, expect, it } from 'vitest';
import { type Caller, callerFor } from './caller.ts';
import { mayOpen, seesFailureDetail, usesAdminOnlyKeys } from './questions.ts';

// Oracle: spec §2 ("the server's pages list decides which pages a role opens", paths compared
// normalised, `/x/view/12` needs `x/view`), spec §5 (a Blokir rule refuses its route), docs/admin.md
// (an external menu entry opens in a new tab for every role it names) and docs/architecture.md (R1:
// the admin is role 52; only the admin reads an outside service's failures and the admin-only keys).
const who = (roleId: number | null, pages: string[] = [], otherRoles: number[] = []): Caller =>
  callerFor({ id: 7, user_id: 7, user_role_id: roleId, peran_lain: otherRoles }, pages);

describe('mayOpen: a screen a menu offers', () => {
  it.each<[string[], string, string[], boolean]>([
    [['rpekerjaan'], '/rpekerjaan', [], true],
    [['/rpekerjaan/'], '/rpekerjaan/', [], true],
    [['rpekerjaan'], '/rpekerjaan/status/Open', [], true],
    [['rpekerjaan'], '/rpekerjaan/view/12', [], false],
    [['rpekerjaan/view'], '/rpekerjaan/view/12', [], true],
    [['rpekerjaan/view'], '/rpekerjaan', [], false],
    [['rsetwebsite/umum'], '/rsetwebsite/umum', [], true],
    [['rsetwebsite'], '/rsetwebsite/umum', [], false],
    [[], '/rpekerjaan', [], false],
    [['rpekerjaan'], '/rpekerjaan', ['/rpekerjaan'], false],
    [['rpekerjaan'], '/rpekerjaan', ['/rpekerjaan/add'], true],
    [[], 'https://example.com/help', [], true],
    [[], 'http://example.com', ['https://example.com'], true],
  ])('pages %j, %s, blocked %j: %s', (pages, to, blocked, expected) => {
    expect(mayOpen(who(60, pages), to, blocked)).toBe(expected);
  });

  it('reads the pages, not the role: the admin without the page does not open it', () => {
    expect(mayOpen(who(52, []), '/rpekerjaan')).toBe(false);
  });
});

describe('the questions only the admin is answered yes to', () => {
  it.each<[string, Caller, boolean]>([
    ['the admin role', who(52), true],
    ['the admin role among other roles', who(60, [], [52]), true],
    ['the technician', who(53, ['rsetwebsite/edit']), false],
    [
      'another role holding every page',
      who(60, ['promptapiopenai', 'rsetwebsite', 'rsetwebsite/edit']),
      false,
    ],
    ['no role', who(null), false],
  ])('%s: %s', (_name, caller, expected) => {
    expect(seesFailureDetail(caller)).toBe(expected);
    expect(usesAdminOnlyKeys(caller)).toBe(expected);
  });
});
