import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';

// A caller that names no language gets Indonesian everywhere: the product is Indonesian first.

const ctx = useTestApp({}, { clientLanguage: null });

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, payload, headers });

describe('answers without Accept-Language', () => {
  it('are Indonesian for 401, 404, 422 and success messages', async () => {
    expect((await call('GET', '/api/rsupplier')).json().message).toBe('Anda belum masuk.');
    const auth = { authorization: `Bearer ${ctx.admin}` };
    expect((await call('GET', '/api/rsupplier/view/999999', undefined, auth)).json().message).toMatch(
      /tidak/i,
    );
    expect((await call('GET', '/api/tidak-ada', undefined, auth)).json().message).toBe(
      'Sumber daya yang diminta tidak dapat ditemukan',
    );
    const invalid = await call('POST', '/api/rsupplier/add', {}, auth);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe('Formulir tidak valid');
    expect(invalid.json().errors.nama_supplier).toEqual(['Kolom ini wajib diisi']);
    const added = await call(
      'POST',
      '/api/rsupplier/add',
      { nama_supplier: 'CV Bahasa', no_hp: '0812-3456-7890' },
      auth,
    );
    expect(added.json().message).toBe('Data berhasil ditambahkan');
  });

  it('are Indonesian for a wrong password', async () => {
    const wrong = await call('POST', '/api/auth/login', { username: 'admin', password: 'salah-sekali-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Data masuk ini tidak cocok dengan catatan kami.');
  });

  it('follow the caller when it names English, and its q-values', async () => {
    const en = await call('GET', '/api/rsupplier', undefined, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().message).toBe('Unauthenticated.');
    const idFirst = await call('GET', '/api/rsupplier', undefined, {
      'accept-language': 'en;q=0.3, id;q=0.9',
    });
    expect(idFirst.json().message).toBe('Anda belum masuk.');
  });
});
