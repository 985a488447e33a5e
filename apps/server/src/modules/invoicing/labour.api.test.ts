import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// Issue 35, "a job's labour can become invoice lines at its job rate" (docs/invoicing.md "Labour"): the
// stopped timesheet hours of a customer's job, not yet billed, become one Jasa line of a draft invoice;
// they are billed once; deleting the line frees them. Hours and figures computed here by hand.

const ctx = useTestApp({}, { signIn: ['admin'] });
const { asAdmin: as, addId: add } = ctx;
const ids: Record<string, number> = {};

/** A timer on a sub job, started and stopped by the admin for its technician, then set to these times. */
async function worked(sub: number, mulai: string, selesai: string): Promise<number> {
  const started = await as('POST', `/api/timesheets/start/${sub}`);
  expect(started.statusCode, started.body).toBe(200);
  await as('POST', `/api/timesheets/stop/${sub}`);
  const id = Number(started.json().entry.id);
  const fixed = await as('PUT', `/api/timesheets/entries/${id}`, {
    mulai,
    selesai,
    alasan: 'jam sebenarnya',
  });
  expect(fixed.statusCode, fixed.body).toBe(200);
  return id;
}

const unbilled = async (invoice: number) => {
  const response = await as('GET', `/api/rinvoice/jamkerja/${invoice}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().jobs as { id_pekerjaan: number; jam: number; entri: number }[];
};

beforeAll(async () => {
  const hour = await add('rsatuan', { nama_satuan: 'Jam' });
  ids.rate = await add('rhargasatuanpekerjaan', {
    nama_pekerjaan: 'Upah teknisi per jam',
    id_satuan: hour,
    harga_satuan: 120_000,
  });
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi' });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan' });
  ids.other = await add('akun', { nama: 'PT Lain', jenis_akun: 'Pelanggan' });
  const job = (nama_pekerjaan: string, id_akun: number) =>
    add('rpekerjaan', { nama_pekerjaan, id_akun, tanggal_mulai: '2026-11-23', nilai_kontrak: 1_000_000 });
  ids.job = await job('Servis AC kantor', ids.customer);
  ids.otherJob = await job('Instalasi CCTV gudang', ids.other);
  const sub = (id_pekerjaan: number, nama_sub_pekerjaan: string) =>
    add('rsubpekerjaan', { id_pekerjaan, nama_sub_pekerjaan, id_teknisi: ids.dedi, status: 'On Going' });
  const wash = await sub(ids.job, 'Cuci unit');
  const gas = await sub(ids.job, 'Isi freon');
  const cable = await sub(ids.otherJob, 'Tarik kabel');
  // Monday 23 Nov, Jakarta: 08:00–10:30 (2.5 h) and 13:00–14:15 (1.25 h) on the customer's job
  await worked(wash, '2026-11-23T08:00', '2026-11-23T10:30');
  await worked(gas, '2026-11-23T13:00', '2026-11-23T14:15');
  await worked(cable, '2026-11-24T09:00', '2026-11-24T10:00');
  // a timer still running is not billed until it stops
  expect((await as('POST', `/api/timesheets/start/${wash}`)).statusCode).toBe(200);
  ids.invoice = await add('rinvoice', { tanggal: '2026-11-25', id_akun: ids.customer });
}, 90_000);

describe('labour into invoice lines', () => {
  it('lists the customer’s jobs with their stopped, unbilled hours only', async () => {
    expect(await unbilled(ids.invoice)).toEqual([
      { id_pekerjaan: ids.job, nama_pekerjaan: 'Servis AC kantor', jam: 3.75, entri: 2 },
    ]);
  });

  it('refuses another customer’s job and an unknown rate, naming the field, and writes nothing', async () => {
    const other = await as('POST', `/api/rinvoice/jamkerja/${ids.invoice}`, {
      id_pekerjaan: ids.otherJob,
      id_hargapekerjaan: ids.rate,
    });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['id_pekerjaan']);
    const noRate = await as('POST', `/api/rinvoice/jamkerja/${ids.invoice}`, {
      id_pekerjaan: ids.job,
      id_hargapekerjaan: 999_999,
    });
    expect(noRate.statusCode).toBe(422);
    expect(Object.keys(noRate.json().errors)).toEqual(['id_hargapekerjaan']);
    const garbage = await as('POST', `/api/rinvoice/jamkerja/${ids.invoice}`, { id_pekerjaan: 'x' });
    expect(garbage.statusCode).toBe(422);
    expect(Object.keys(garbage.json().errors).sort()).toEqual(['id_hargapekerjaan', 'id_pekerjaan']);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rsubinvoice WHERE id_invoice = $1',
      [ids.invoice],
    );
    expect(n).toBe(0);
  });

  it('bills the hours once: 3,75 jam × Rp 120.000 = Rp 450.000 on one Jasa line', async () => {
    const billed = await as('POST', `/api/rinvoice/jamkerja/${ids.invoice}`, {
      id_pekerjaan: ids.job,
      id_hargapekerjaan: ids.rate,
    });
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json()).toMatchObject({ jam: 3.75, entri: 2 });
    ids.line = billed.json().id_subinvoice;
    const line = (await as('GET', `/api/rsubinvoice/view/${ids.line}`)).json();
    expect(line).toMatchObject({
      jenis: 'Jasa',
      id_hargapekerjaan: ids.rate,
      qty: 3.75,
      harga: 120_000,
      subtotal: 450_000,
      nama_item: 'Upah teknisi per jam — Servis AC kantor (3,75 jam)',
    });
    expect((await as('GET', `/api/rinvoice/view/${ids.invoice}`)).json().total).toBe(450_000);
    expect(await unbilled(ids.invoice)).toEqual([]);
    const again = await as('POST', `/api/rinvoice/jamkerja/${ids.invoice}`, {
      id_pekerjaan: ids.job,
      id_hargapekerjaan: ids.rate,
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['id_pekerjaan']);
  });

  it('frees the hours when the line is deleted', async () => {
    const removed = await as('DELETE', `/api/rsubinvoice/delete/${ids.line}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await unbilled(ids.invoice)).toEqual([
      { id_pekerjaan: ids.job, nama_pekerjaan: 'Servis AC kantor', jam: 3.75, entri: 2 },
    ]);
  });
});
