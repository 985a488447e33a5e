import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../lib/dates.ts';
import { useTestApp } from '../../test/fixture.ts';

let admin: string;

type Method = 'GET' | 'POST' | 'PUT';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** An issued invoice of one free line, due in `days` days. */
async function issued(customer: unknown, days: number, status = 'Terbit') {
  const today = jakartaToday();
  const invoice = await add('rinvoice', {
    tanggal: shift(today, -20),
    jatuh_tempo: shift(today, days),
    id_akun: customer,
  });
  await add('rsubinvoice', {
    id_invoice: invoice.id,
    jenis: 'Lain',
    nama_item: 'Servis AC',
    harga: 250_000,
    qty: 1,
  });
  if (status !== 'Draft')
    expect((await as('PUT', `/api/rinvoice/edit/${invoice.id}`, { status })).statusCode).toBe(200);
  return Number(invoice.id);
}
const notices = async () =>
  (
    await ctx.database.query<{ link: string; judul: string }>(
      "SELECT link, judul FROM rnotifikasi WHERE judul LIKE 'Invoice%' ORDER BY id",
    )
  ).map((n) => n);

const ctx = useTestApp();
const { add } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
});

describe('invoices falling due', () => {
  it('warns the admins once of issued invoices due within three days or overdue, not of drafts or far ones', async () => {
    const customer = (await add('akun', { nama: 'PT Dingin Sejuk', jenis_akun: 'Pelanggan' })).id;
    const soon = await issued(customer, 2);
    const late = await issued(customer, -5);
    const far = await issued(customer, 20);
    const draft = await issued(customer, 1, 'Draft');
    const run = await as('POST', '/api/rlangganan/jalankan-harian');
    expect(run.statusCode, run.body).toBe(200);
    expect([...run.json().invoices].sort()).toEqual([soon, late].sort());
    const written = await notices();
    expect(written.map((n) => n.link).sort()).toEqual(
      [`/rinvoice/view/${soon}`, `/rinvoice/view/${late}`].sort(),
    );
    expect(written.find((n) => n.link.endsWith(`/${late}`))!.judul).toMatch(/^Invoice lewat jatuh tempo: /);
    expect(written.some((n) => n.link.endsWith(`/${far}`) || n.link.endsWith(`/${draft}`))).toBe(false);

    // a second run the same day (or the next) does not warn again
    const again = await as('POST', '/api/rlangganan/jalankan-harian');
    expect(again.json().invoices).toEqual([]);
    expect(await notices()).toHaveLength(2);
  });
});
