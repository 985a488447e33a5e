import { bankrekening, tes, type UserFactsAnswer } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpScreens, fieldOf, rule, ruleOn, type } from './form-rules-support.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, listAnswer, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

// Issue 37: the screens read who is looking (`GET /api/account/facts`, once per session) in list
// colours and column logic and in conditional Kunci Kolom / Wajib Isi, as the server does.

cleanUpScreens();

/** The signed-in user's facts as the server answers them: a login at `cabang` in `groups`. */
function factsOf(cabang: string | null, groups: string[]): UserFactsAnswer {
  return {
    user: {
      id: 1,
      username: 'admin',
      email: 'admin@kantor.test',
      user_id: 1,
      role_id: 52,
      role: 'admin',
      roles: ['admin'],
      role_ids: [52],
      groups,
      cabang,
      akun: [],
    },
    role: { id: 52, name: 'admin' },
    today: '2026-11-29',
    now: '2026-11-29T09:00:00.000Z',
  };
}

const accounts = [
  {
    id: 1,
    nama_rekening: 'Kas Bandung',
    nama_bank: 'BCA',
    no_rekening: '111',
    atas_nama: 'PT K',
    cabang: 'Bandung',
    status: 'Active',
  },
  {
    id: 2,
    nama_rekening: 'Kas Surabaya',
    nama_bank: 'BRI',
    no_rekening: '222',
    atas_nama: 'PT K',
    cabang: 'Surabaya',
    status: 'Active',
  },
  {
    id: 3,
    nama_rekening: 'Kas Pusat',
    nama_bank: 'BNI',
    no_rekening: '333',
    atas_nama: 'PT K',
    cabang: null,
    status: 'Active',
  },
];
const onAccounts = ruleOn('/bankrekening');

describe('the signed-in user in list rules', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('colours only the rows of the user’s branch, and column logic reads the user too; facts read once', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={bankrekening} />,
      {
        path: '/bankrekening',
        pages: ['bankrekening'],
        rules: [
          onAccounts('Warnai List JSX', { warna_kolom_list: 'user.cabang == cabang => danger' }),
          onAccounts('Logika List JSX', {
            setup: 'atas_nama',
            logika_list: "IF(cabang == user.cabang, 'Cabang saya', 'Lain')",
          }),
        ],
      },
      {
        'GET /api/bankrekening': () => listAnswer(accounts),
        'GET /api/account/facts': () => factsOf('Bandung', []),
      },
    );
    const bandung = (await screen.findByText('Kas Bandung')).closest('tr')!;
    await waitFor(() => expect(bandung.className).toContain('rule-colour-danger'));
    expect(screen.getByText('Kas Surabaya').closest('tr')!.className).not.toContain('rule-colour');
    // an empty branch is not the user's branch
    expect(screen.getByText('Kas Pusat').closest('tr')!.className).not.toContain('rule-colour');
    expect(within(bandung).getByText('Cabang saya')).toBeTruthy();
    expect(within(screen.getByText('Kas Surabaya').closest('tr')!).getByText('Lain')).toBeTruthy();
    // one request for the whole list, not one per row
    expect(api.find('GET', '/api/account/facts')).toHaveLength(1);
  });

  it('reads user.cabang as null while the facts cannot be read: only an empty branch equals it', async () => {
    await renderScreen(
      <ResourceListPage resource={bankrekening} />,
      {
        path: '/bankrekening',
        pages: ['bankrekening'],
        rules: [onAccounts('Warnai List JSX', { warna_kolom_list: 'user.cabang == cabang => danger' })],
      },
      { 'GET /api/bankrekening': () => listAnswer(accounts) },
    );
    await screen.findByText('Kas Bandung');
    for (const name of ['Kas Bandung', 'Kas Surabaya'])
      expect(screen.getByText(name).closest('tr')!.className).not.toContain('rule-colour');
    // `== null` is true for an empty value (docs/rules.md): null equals the empty branch
    expect(screen.getByText('Kas Pusat').closest('tr')!.className).toContain('rule-colour-danger');
  });
});

const READ_ONLY = 'Hanya dapat dibaca untuk peran Anda.';
const lockRule = () =>
  rule('Kunci Kolom', {
    setup: 'harga',
    logika_list: "persen_diskon > 100 and not ('Supervisor' in user.groups)",
  });

async function formAs(groups: string[]) {
  const screenApi = await renderScreen(
    <ResourceFormPage resource={tes} id={null} />,
    { path: '/tes/add', pages: allPagesOf('tes'), rules: [lockRule()] },
    { 'GET /api/account/facts': () => factsOf('Bandung', groups) },
  );
  await waitFor(() => expect(screenApi.api.find('GET', '/api/account/facts')).toHaveLength(1));
  return screenApi;
}

const hargaInput = () => fieldOf('Harga').querySelector('input') as HTMLInputElement;

describe('a conditional Kunci Kolom on the form', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows the field read-only once the typed values and the user make the condition true', async () => {
    await formAs(['Kasir']);
    expect(hargaInput().readOnly).toBe(false);
    type('Diskon (%)', '50');
    expect(hargaInput().readOnly).toBe(false);
    type('Diskon (%)', '150');
    await waitFor(() => expect(hargaInput().readOnly).toBe(true));
    expect(within(fieldOf('Harga')).getByText(READ_ONLY)).toBeTruthy();
    // back under the limit: editable again
    type('Diskon (%)', '80');
    await waitFor(() => expect(hargaInput().readOnly).toBe(false));
  });

  it('leaves it editable for a user in the group Supervisor', async () => {
    await formAs(['Kasir', 'Supervisor']);
    type('Diskon (%)', '150');
    const diskon = fieldOf('Diskon (%)').querySelector('input') as HTMLInputElement;
    fireEvent.blur(diskon);
    // the typed value is the form's (shown formatted once left): the rule has been read over it
    await waitFor(() => expect(diskon.value).toMatch(/150/));
    expect(hargaInput().readOnly).toBe(false);
    expect(within(fieldOf('Harga')).queryByText(READ_ONLY)).toBeNull();
  });
});
