import { describe, expect, it } from 'vitest';
import { callerFor } from './caller.ts';
import {
  agentWithoutRow,
  answersChats,
  fieldWorkOf,
  isAgent,
  isTechnicianLogin,
  mayChangeWork,
  mayCloseIncomplete,
  mayHandleConversation,
  maySaveFirst,
} from './scopes.ts';

// Oracle: docs/jobs.md "Who changes what" (a job only as its lead technician; a sub job, and progress
// on it, only when its work falls to them: its own technician, or the job's lead when it names none;
// only the admin closes a job below 100%), docs/chat.md (an agent is the admin or a login with an
// active rchatadmin row, on a console page; nobody takes or closes a conversation another agent holds,
// except the admin), docs/website.md (a single section's first save adds its row: the add page or the
// admin), R1 (roles by id: 52 admin, 53 Teknisi). Each case worked out from those sentences.

const as = (roleId: number | null, pages: string[] = [], id = 7) =>
  callerFor({ id, user_id: id, user_role_id: roleId }, pages);
const ADMIN = as(52);
const TEKNISI = as(53);
const CLERK = as(60);

describe('fieldWorkOf: who is a field worker, and as which accounts', () => {
  it.each([
    ['the Teknisi role without accounts', TEKNISI, [], true],
    ['another role linked to a Teknisi account', CLERK, [{ id: 4, jenis_akun: 'Teknisi' }], true],
    ['another role linked to a customer account', CLERK, [{ id: 4, jenis_akun: 'Pelanggan' }], false],
    ['the admin, even linked to a Teknisi account', ADMIN, [{ id: 4, jenis_akun: 'Teknisi' }], false],
  ])('%s: %s', (_, caller, accounts, technician) => {
    expect(fieldWorkOf(caller, accounts).technician).toBe(technician);
  });

  it('keeps the accounts in the order given (the first is theirs by default)', () => {
    const accounts = [
      { id: 9, jenis_akun: 'Teknisi' },
      { id: 3, jenis_akun: null },
    ];
    expect(fieldWorkOf(TEKNISI, accounts).accounts).toEqual([9, 3]);
  });
});

describe('mayChangeWork (docs/jobs.md "Who changes what")', () => {
  const tech = { technician: true, accounts: [4, 5] };
  const notTech = { technician: false, accounts: [] };

  it.each([
    ['a job they lead', { on: 'job', lead: 4 }, true],
    ['a job led by another', { on: 'job', lead: 8 }, false],
    ['a job nobody leads', { on: 'job', lead: null }, false],
    ['a sub job that is theirs', { on: 'subJob', technician: 5, lead: 8 }, true],
    ['a sub job of another on a job they lead', { on: 'subJob', technician: 8, lead: 4 }, false],
    ['a sub job naming nobody on a job they lead', { on: 'subJob', technician: null, lead: 4 }, true],
    ['a sub job naming nobody on a job led by another', { on: 'subJob', technician: null, lead: 8 }, false],
    ['a sub job naming nobody on a job nobody leads', { on: 'subJob', technician: null, lead: null }, false],
  ] as const)('a field worker changes %s: %s', (_, target, expected) => {
    expect(mayChangeWork(tech, target)).toBe(expected);
  });

  it('anyone else is not narrowed: their pages decide', () => {
    expect(mayChangeWork(notTech, { on: 'job', lead: 8 })).toBe(true);
    expect(mayChangeWork(notTech, { on: 'subJob', technician: null, lead: null })).toBe(true);
  });
});

describe('mayCloseIncomplete: only the admin closes a job below 100%', () => {
  it.each([
    [ADMIN, true],
    [TEKNISI, false],
    [CLERK, false],
  ])('%#: %s', (caller, expected) => {
    expect(mayCloseIncomplete(caller)).toBe(expected);
  });
});

describe('agents (docs/chat.md)', () => {
  it.each([
    ['the admin without a row', ADMIN, false, true],
    ['a login with an agent row', CLERK, true, true],
    ['a login without one', CLERK, false, false],
  ])('%s is an agent: %s', (_, caller, row, expected) => {
    expect(isAgent(caller, row)).toBe(expected);
  });

  it.each([
    [['rchatadmin/admincs'], true, true],
    [['/rchat/balaspesan/'], true, true],
    [['rchatadmin/admincs'], false, false],
    [['rchat'], true, false],
    [[], true, false],
  ])('pages %j with an agent row %s answers chats: %s', (pages, row, expected) => {
    expect(answersChats(as(60, pages), row)).toBe(expected);
  });

  it('the admin answers chats only on a console page too', () => {
    expect(answersChats(as(52, []), false)).toBe(false);
    expect(answersChats(as(52, ['rchatadmin/admincs']), false)).toBe(true);
  });

  it.each([
    ['nobody holds it', CLERK, null, true],
    ['they hold it', CLERK, 7, true],
    ['another agent holds it', CLERK, 8, false],
    ['another agent holds it, the caller is the admin', ADMIN, 8, true],
  ])('a conversation %s: %s', (_, caller, holder, expected) => {
    expect(mayHandleConversation(caller, holder)).toBe(expected);
  });

  it('only the admin takes a conversation without an agent row', () => {
    expect(agentWithoutRow(ADMIN)).toBe(true);
    expect(agentWithoutRow(CLERK)).toBe(false);
  });
});

describe('maySaveFirst: a first save adds the row', () => {
  it.each([
    [ADMIN, false, true],
    [CLERK, true, true],
    [CLERK, false, false],
  ])('%#: may add %s → %s', (caller, mayAdd, expected) => {
    expect(maySaveFirst(caller, mayAdd)).toBe(expected);
  });
});

describe('isTechnicianLogin: the record holds the Teknisi role (R1: by id)', () => {
  it.each([
    [{ user_role_id: 53 }, true],
    [{ user_role_id: '53' }, true],
    [{ user_role_id: 52 }, false],
    [{ user_role_id: null }, false],
    [null, false],
  ])('%j: %s', (login, expected) => {
    expect(isTechnicianLogin(login)).toBe(expected);
  });
});
