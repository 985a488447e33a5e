import { USER_ROLE_IDS } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';
import { callerOf, TEST_ADMIN_PASSWORD } from '../test/helpers.ts';

// Answers moved into the catalogue by issue 9, asked without Accept-Language: Indonesian, the product's
// first language; the same request naming English gets the English text.
const TEKNISI = USER_ROLE_IDS.teknisi;

const ctx = useTestApp({}, { clientLanguage: null });

const call = callerOf(
  () => ctx,
  () => ctx.admin,
);

describe('catalogued answers without Accept-Language', () => {
  it('a 422 of the role grid names the field in Indonesian, and in English when asked', async () => {
    const url = `/api/roles/permissionmulti/${TEKNISI}`;
    const unknown = await call('PUT', url, { grant: ['halaman-tak-ada'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Formulir tidak valid');
    expect(unknown.json().errors).toEqual({ grant: ['Halaman tidak dikenal: halaman-tak-ada'] });

    const missing = await call('PUT', url, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ grant: ['Kirim grant/revoke atau pages'] });

    const english = await call('PUT', url, { grant: ['halaman-tak-ada'] }, 'en-US');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ grant: ['Unknown pages: halaman-tak-ada'] });
  });

  it('copying rules onto the same role, and a role that does not exist', async () => {
    const same = await call('POST', '/api/setupshowhideroleid/copy', {
      from_role_id: TEKNISI,
      to_role_id: TEKNISI,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ to_role_id: ['Pilih peran lain'] });

    const none = await call('GET', '/api/roles/permissionmulti/999999');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Tidak ada hasil kueri untuk model roles 999999');
    expect((await call('GET', '/api/roles/permissionmulti/999999', undefined, 'en')).json().message).toBe(
      'No query results for model roles 999999',
    );
  });

  it('a rule import that is no list, and a hosting panel that is not set', async () => {
    const notList = await call('POST', `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}`, { x: 1 });
    expect(notList.statusCode).toBe(422);
    expect(notList.json().errors).toEqual({ rules: ['Kirim daftar aturan (JSON) atau berkas ekspor'] });

    const account = await call('POST', '/api/akun/add', { nama: 'Tanpa Panel', jenis_akun: 'Mitra' });
    expect(account.statusCode, account.body).toBe(200);
    const test = await call('POST', `/api/akun/cpanelapi/${account.json().record.id}`);
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(
      'Isi host panel, nama pengguna dan token API terlebih dahulu, lalu simpan.',
    );
  });

  it('signing out', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Anda telah keluar');
  });
});
