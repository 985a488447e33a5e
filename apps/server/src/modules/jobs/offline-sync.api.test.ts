import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// Issue 35, "Technician offline" (docs/jobs.md "Offline"): a progress entry queued on the phone carries a
// client id, and the server records it once: the same id sent again (a sync retried after its answer was
// lost) answers the entry already written and writes nothing. The expected counts are the issue's: one
// entry per client id, a refused one (the job closed meanwhile) leaves nothing behind.

const ids: Record<string, number> = {};
const track = (token: string, body: object) => as(token, 'POST', '/api/rsubptrackprogres/trackadd', body);
const entriesOf = async (sub: number) =>
  (
    await ctx.database.query<{ id: number; persentase: string }>(
      'SELECT id, persentase FROM rsubptrackprogres WHERE id_subpekerjaan = $1 ORDER BY id',
      [sub],
    )
  ).map((r) => ({ id: Number(r.id), persentase: Number(r.persentase) }));

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, addId: add } = ctx;
beforeAll(async () => {
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.customer = await add('akun', { nama: 'Pak Joko', jenis_akun: 'Pelanggan' });
  const job = (nama_pekerjaan: string) =>
    add('rpekerjaan', {
      nama_pekerjaan,
      id_akun: ids.customer,
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-11-20',
    });
  ids.job = await job('Pasang AC ruang tamu');
  ids.sub = await add('rsubpekerjaan', {
    id_pekerjaan: ids.job,
    nama_sub_pekerjaan: 'Pasang unit indoor',
    bobot: 100,
    id_teknisi: ids.dedi,
    status: 'On Going',
  });
  ids.closing = await job('Servis AC gudang');
  ids.closingSub = await add('rsubpekerjaan', {
    id_pekerjaan: ids.closing,
    nama_sub_pekerjaan: 'Cuci unit',
    bobot: 100,
    id_teknisi: ids.dedi,
    status: 'On Going',
  });
}, 60_000);

describe('a progress entry queued offline', () => {
  it('sent twice with one client id is one entry; the second answer is the first entry', async () => {
    const body = { id_subpekerjaan: ids.sub, persentase: 25, catatan: 'Bracket terpasang', client_id: 'c-1' };
    const first = await track(ctx.teknisi, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await track(ctx.teknisi, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().duplicate).toBe(true);
    expect(first.json().duplicate).toBeUndefined();
    expect(again.json().record.id).toBe(first.json().record.id);
    expect(again.json().record.catatan).toBe('Bracket terpasang');
    expect(again.json().progress).toEqual({ sub: 25, job: 25, status: 'On Going' });
    expect(await entriesOf(ids.sub)).toEqual([{ id: Number(first.json().record.id), persentase: 25 }]);
  });

  it('sent twice at once is still one entry', async () => {
    const body = { id_subpekerjaan: ids.sub, persentase: 50, client_id: 'c-2' };
    const [a, b] = await Promise.all([track(ctx.teknisi, body), track(ctx.teknisi, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().record.id).toBe(b.json().record.id);
    expect((await entriesOf(ids.sub)).map((e) => e.persentase)).toEqual([25, 50]);
  });

  it('another client id is another entry, and no client id writes as before', async () => {
    expect(
      (await track(ctx.teknisi, { id_subpekerjaan: ids.sub, persentase: 75, client_id: 'c-3' })).statusCode,
    ).toBe(200);
    expect((await track(ctx.teknisi, { id_subpekerjaan: ids.sub, persentase: 75 })).statusCode).toBe(200);
    expect((await entriesOf(ids.sub)).map((e) => e.persentase)).toEqual([25, 50, 75, 75]);
  });

  it('refused because the job was closed meanwhile (409) leaves nothing, and is written once after reopening', async () => {
    const close = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.closing}`, {
      status: 'Done',
      alasan_tutup: 'Pelanggan membatalkan pesanan',
    });
    expect(close.statusCode, close.body).toBe(200);
    const body = { id_subpekerjaan: ids.closingSub, persentase: 50, client_id: 'c-closed' };
    const refused = await track(ctx.teknisi, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBeTruthy();
    expect(await entriesOf(ids.closingSub)).toEqual([]);
    const kept = await ctx.database.query("SELECT 1 FROM client_writes WHERE client_id = 'c-closed'");
    expect(kept).toHaveLength(0);

    const reopen = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.closing}`, { status: 'On Going' });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect((await track(ctx.teknisi, body)).statusCode).toBe(200);
    expect((await track(ctx.teknisi, body)).json().duplicate).toBe(true);
    expect((await entriesOf(ids.closingSub)).map((e) => e.persentase)).toEqual([50]);
  });

  it('an id that is no short text is a 422 naming client_id, and writes nothing', async () => {
    for (const client_id of [42, '', 'x'.repeat(65)]) {
      const bad = await track(ctx.teknisi, { id_subpekerjaan: ids.sub, persentase: 100, client_id });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['client_id']);
    }
    expect((await entriesOf(ids.sub)).map((e) => e.persentase)).toEqual([25, 50, 75, 75]);
  });
});
