// The domain hook API, proven on the test fixtures tes, tes2 and tes3 before the domains use it.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { useTestApp } from '../../test/fixture.ts';
import { runImport } from '../../test/imports.ts';
import type { DomainModule } from './domain-module.ts';

const committed: string[] = [];

const fixtures: DomainModule = {
  name: 'fixtures',
  hooks: {
    // computed field kept by the server, and a hook that can refuse inside the transaction
    tes: {
      beforeAdd: (_ctx, values) => {
        values.harga = Number(values.jumlah ?? 0) * 1000;
      },
      beforeEdit: (_ctx, values, before) => {
        if (Object.hasOwn(values, 'jumlah') || Object.hasOwn(values, 'harga'))
          values.harga = Number(values.jumlah ?? before.jumlah ?? 0) * 1000;
      },
      afterAdd: async (ctx, record) => {
        await ctx.query('UPDATE tes SET deskripsi = $2 WHERE id = $1', [
          record.id,
          `dibuat oleh ${ctx.actor.username}`,
        ]);
        if (record.nama === 'gagal') throw new ValidationError({ nama: ['ditolak oleh hook'] });
        ctx.afterCommit(() => {
          committed.push(String(record.nama));
        });
      },
      beforeDelete: (_ctx, before) => {
        if (Number(before.jumlah) > 500)
          throw new ValidationError({ jumlah: ['terlalu banyak untuk dihapus'] });
      },
    },
    // a guarded state machine: Satu → Dua → Tiga, read-only in Tiga
    tes2: {
      states: {
        field: 'kategori',
        initial: ['Satu'],
        transitions: { Satu: ['Dua'], Dua: ['Tiga', 'Satu'] },
        locked: ['Tiga'],
        guard: (_ctx, next, to) => {
          if (to === 'Tiga' && !next.jam) throw new ValidationError({ jam: ['isi jam sebelum Tiga'] });
        },
        onEnter: {
          Tiga: async (ctx, after) => {
            await ctx.query("UPDATE tes2 SET warna = '#000000' WHERE id = $1", [after.id]);
          },
        },
      },
    },
    // a row scope: other roles than admin see only Active records
    tes3: {
      scope: (caller, p) => (caller.isAdmin ? null : `t.status_akun = ${p.add('Active')}`),
    },
  },
};

const ctx = useTestApp({}, { modules: [fixtures] });
const { asAdmin: as } = ctx;

describe('before/after hooks and computed fields', () => {
  it('computes a field on add and edit, whatever the client sent, and writes in the same transaction', async () => {
    const added = await as('POST', '/api/tes/add', { nama: 'satu', jumlah: 3, harga: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().record).toMatchObject({ harga: 3000, deskripsi: 'dibuat oleh admin' });
    const edited = await as('PUT', `/api/tes/edit/${added.json().record.id}`, { jumlah: 7, harga: 5 });
    expect(edited.json().record.harga).toBe(7000);
    expect(committed).toContain('satu');
  });

  it('a hook that refuses rolls the whole write back: no record, no audit row, no after-commit effect', async () => {
    const audit = await ctx.database.query('SELECT count(*)::int AS n FROM audit_log');
    const refused = await as('POST', '/api/tes/add', { nama: 'gagal', jumlah: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ nama: ['ditolak oleh hook'] });
    expect(await ctx.database.query("SELECT 1 FROM tes WHERE nama = 'gagal'")).toHaveLength(0);
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(audit);
    expect(committed).not.toContain('gagal');
  });

  it('runs the same hooks for every row of an import', async () => {
    const csv = 'nama,jumlah\nimpor1,2\nimpor2,4\n';
    const { start, job } = await runImport(ctx.app, ctx.admin, '/api/tes/import?dryRun=false', csv, {
      name: 't.csv',
    });
    expect(start.statusCode, start.body).toBe(202);
    expect(job?.report?.imported, JSON.stringify(job)).toBe(2);
    const rows = await ctx.database.query<{ nama: string; harga: number }>(
      "SELECT nama, harga FROM tes WHERE nama LIKE 'impor%' ORDER BY nama",
    );
    expect(rows.map((r) => [r.nama, Number(r.harga)])).toEqual([
      ['impor1', 2000],
      ['impor2', 4000],
    ]);
    // announced once the job has finished writing
    await expect.poll(() => committed).toEqual(expect.arrayContaining(['impor1', 'impor2']));
  });

  it('beforeDelete can refuse a delete, leaving the record', async () => {
    const big = await as('POST', '/api/tes/add', { nama: 'besar', jumlah: 900 });
    const response = await as('DELETE', `/api/tes/delete/${big.json().record.id}`);
    expect(response.statusCode).toBe(422);
    expect((await as('GET', `/api/tes/view/${big.json().record.id}`)).statusCode).toBe(200);
  });
});

describe('state transitions', () => {
  it('follows the edges, runs guards and onEnter, and locks the final state', async () => {
    expect(
      (await as('POST', '/api/tes2/add', { judul: 'mulai dari dua', pilihan: 'Ya', kategori: 'Dua' }))
        .statusCode,
    ).toBe(422);
    const added = await as('POST', '/api/tes2/add', { judul: 'dokumen', pilihan: 'Ya', kategori: 'Satu' });
    const id = added.json().record.id;
    const skip = await as('PUT', `/api/tes2/edit/${id}`, { kategori: 'Tiga' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors).toHaveProperty('kategori');
    expect((await as('PUT', `/api/tes2/edit/${id}`, { kategori: 'Dua' })).statusCode).toBe(200);
    const guarded = await as('PUT', `/api/tes2/edit/${id}`, { kategori: 'Tiga' });
    expect(guarded.json().errors).toEqual({ jam: ['isi jam sebelum Tiga'] });
    const done = await as('PUT', `/api/tes2/edit/${id}`, { kategori: 'Tiga', jam: '09:00' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().record).toMatchObject({ kategori: 'Tiga', warna: '#000000' });
    const locked = await as('PUT', `/api/tes2/edit/${id}`, { judul: 'diubah' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.judul[0]).toMatch(/Tiga/);
    expect((await as('DELETE', `/api/tes2/delete/${id}`)).statusCode).toBe(422);
    expect((await as('GET', `/api/tes2/view/${id}`)).json().judul).toBe('dokumen');
  });
});

describe('row scope', () => {
  it('limits list, view, options and export of other roles to the scoped rows', async () => {
    const active = (await as('POST', '/api/tes3/add', { nama: 'aktif', status_akun: 'Active' })).json().record
      .id;
    const blocked = (await as('POST', '/api/tes3/add', { nama: 'terblokir', status_akun: 'Blocked' })).json()
      .record.id;
    const role = (await as('POST', '/api/roles/add', { role_name: 'lingkup' })).json().record.id;
    await as('PUT', `/api/roles/permissionmulti/${role}`, {
      grant: ['tes3', 'tes3/view', 'tes3/export', 'tes3/edit'],
    });
    await as('POST', '/api/akun/tambahuser', {
      username: 'lingkup1',
      email: 'lingkup1@kantor.local',
      password: 'Lingkup-Kuat-2026!',
      password_confirmation: 'Lingkup-Kuat-2026!',
      user_role_id: role,
      status: 'Active',
    });
    const token = await ctx.login('lingkup1', 'Lingkup-Kuat-2026!');
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const list = (await get('/api/tes3')).json();
    expect(list.records.map((r: { id: number }) => r.id)).toEqual([active]);
    expect(list.totalRecords).toBe(1);
    expect((await get(`/api/tes3/view/${blocked}`)).statusCode).toBe(404);
    expect((await get(`/api/tes3/view/${active}`)).statusCode).toBe(200);
    expect((await get('/api/tes3/options')).json().records.map((r: { value: number }) => r.value)).toEqual([
      active,
    ]);
    expect((await get('/api/tes3/export?format=csv')).body).not.toContain('terblokir');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tes3/edit/${blocked}`,
      payload: { nama: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edit.statusCode).toBe(404);
    expect((await as('GET', '/api/tes3')).json().totalRecords).toBe(2);
  });
});
