import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixture.ts';
import { multipartFile } from '../../../test/helpers.ts';

// Issue 35, "Technician offline" (docs/jobs.md "Offline"): a worksheet's save and signature queued on the
// phone carry a client id, recorded once per login. The expected outcomes are the issue's: the same id
// twice is one write and the second answer is the first's worksheet; a worksheet signed meanwhile
// refuses a queued save or signature (409) and notes nothing, so the refusal is kept.

const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-ws-offline-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const ctx = useTestApp(() => ({ uploadDir }), { signIn: ['admin', 'teknisi'] });
const { as, addId: add } = ctx;

const ids: Record<string, number> = {};
async function upload(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const form = multipartFile(png, { name: 'tanda-tangan.png', type: 'image/png' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.teknisi}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path;
}
const sheetRow = async (sub: number) =>
  (
    await ctx.database.query<{
      answers: Record<string, unknown>;
      nama_penanda: string | null;
      updated_at: string;
    }>('SELECT answers, nama_penanda, updated_at::text FROM worksheets WHERE id_subpekerjaan = $1', [sub])
  )[0];
const kept = async (clientId: string) =>
  (await ctx.database.query('SELECT 1 FROM client_writes WHERE client_id = $1', [clientId])).length;

beforeAll(async () => {
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.customer = await add('akun', { nama: 'Pak Joko', jenis_akun: 'Pelanggan' });
  ids.type = await add('rtype', { nama_type: 'Servis AC', jenis: 'Pekerjaan' });
  const template = await as(ctx.admin, 'PUT', `/api/worksheets/templates/${ids.type}`, {
    items: [
      { kind: 'check', label: 'Filter dicuci', required: true },
      { kind: 'text', label: 'Catatan', required: false },
    ],
  });
  expect(template.statusCode, template.body).toBe(200);
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Servis AC Pak Joko',
    id_akun: ids.customer,
    id_type: ids.type,
    id_teknisi: ids.dedi,
    tanggal_mulai: '2026-11-20',
  });
  for (const name of ['a', 'b'])
    ids[name] = await add('rsubpekerjaan', {
      id_pekerjaan: ids.job,
      nama_sub_pekerjaan: `Cuci unit ${name}`,
      id_teknisi: ids.dedi,
      status: 'On Going',
    });
}, 60_000);

describe('a worksheet written offline', () => {
  it('a save sent twice with one client id is one write; the second answers the worksheet', async () => {
    const url = `/api/worksheets/sub/${ids.a}`;
    const first = await as(ctx.teknisi, 'PUT', url, { answers: { i1: true, i2: 'Kotor' }, client_id: 'w-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().duplicate).toBeUndefined();
    const before = await sheetRow(ids.a);
    // the same id with other answers (a body the phone never sends twice) proves nothing is written
    const again = await as(ctx.teknisi, 'PUT', url, { answers: { i2: 'Lain' }, client_id: 'w-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().duplicate).toBe(true);
    expect(again.json().worksheet.answers).toEqual({ i1: true, i2: 'Kotor' });
    expect(await sheetRow(ids.a)).toEqual(before);
    expect(await kept('w-1')).toBe(1);
  });

  it('a signature sent twice with one client id signs once; the second answers the signed worksheet', async () => {
    const url = `/api/worksheets/sub/${ids.a}/sign`;
    const body = {
      answers: { i1: true },
      nama_penanda: 'Pak Joko',
      tanda_tangan: await upload(),
      client_id: 'w-2',
    };
    const first = await as(ctx.teknisi, 'POST', url, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().worksheet.state).toBe('ditandatangani');
    const signedAt = first.json().worksheet.ditandatangani_pada;
    const again = await as(ctx.teknisi, 'POST', url, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, mailed: false });
    expect(again.json().worksheet.ditandatangani_pada).toBe(signedAt);
    expect(await kept('w-2')).toBe(1);
  });

  it('a save or signature queued before the worksheet was signed meanwhile is refused, and noted nowhere', async () => {
    const signature = await upload();
    const signed = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.b}/sign`, {
      answers: { i1: true },
      nama_penanda: 'Pak Joko',
      tanda_tangan: signature,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const before = await sheetRow(ids.b);
    const save = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.b}`, {
      answers: { i2: 'Terlambat' },
      client_id: 'w-3',
    });
    expect(save.statusCode).toBe(409);
    const sign = await as(ctx.teknisi, 'POST', `/api/worksheets/sub/${ids.b}/sign`, {
      nama_penanda: 'Orang lain',
      tanda_tangan: signature,
      client_id: 'w-4',
    });
    expect(sign.statusCode).toBe(409);
    // sent again, still refused: the refusal is the answer, not a recorded write
    expect(
      (await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.b}`, { answers: {}, client_id: 'w-3' }))
        .statusCode,
    ).toBe(409);
    expect(await sheetRow(ids.b)).toEqual(before);
    expect(await kept('w-3')).toBe(0);
    expect(await kept('w-4')).toBe(0);
  });

  it('a client id of another kind, or malformed, is a 422 naming client_id', async () => {
    const reused = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.a}`, {
      answers: {},
      client_id: 'w-2',
    });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['client_id']);
    const bad = await as(ctx.teknisi, 'PUT', `/api/worksheets/sub/${ids.a}`, {
      answers: {},
      client_id: 'x'.repeat(65),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['client_id']);
  });
});
