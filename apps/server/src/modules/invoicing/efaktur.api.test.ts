import { parseCsv } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

let admin: string;
const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
async function add(resource: string, payload: object) {
  const response = await call('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}
async function invoice(pajak: 'PKP' | 'Non PKP', lines: [string, number, number][], diskon = 0) {
  const record = await add('rinvoice', {
    tanggal: '2024-11-20', // the CSV is the format of the periods before Coretax
    id_akun: ids.customer,
    status_pajak: pajak,
    diskon,
  });
  for (const [nama_item, qty, harga] of lines)
    await add('rsubinvoice', { id_invoice: record.id, jenis: 'Lain', nama_item, qty, harga });
  return Number(record.id);
}
const issue = (id: number) => call('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });

const ctx = useTestApp();
beforeAll(async () => {
  admin = ctx.admin;
  // two serials left in the range the tax office gave
  await add('rsetwebsite', {
    bagian: 'umum',
    judul: 'CV Sinar Teknik',
    data: { nama_usaha: 'CV Sinar Teknik', nsfp: ['010.26-00000001 - 010.26-00000002'] },
  });
  ids.customer = Number(
    (
      await add('akun', {
        nama: 'PT Graha "Niaga"',
        jenis_akun: 'Pelanggan',
        npwp: '01.234.567.8-423.000',
        alamat: 'Jl. Dago 88, Bandung',
      })
    ).id,
  );
});

describe('e-Faktur', () => {
  it('gives PKP invoices the next tax invoice serials on issue, none to Non PKP, and a 422 once they run out', async () => {
    const first = await invoice('PKP', [['Servis AC', 3, 250_000]]);
    const non = await invoice('Non PKP', [['Cuci AC', 1, 75_000]]);
    const second = await invoice(
      'PKP',
      [
        ['AC Split 1 PK', 2, 5_100_000],
        ['Jasa pasang', 2, 350_000],
      ],
      100_000,
    );
    const third = await invoice('PKP', [['Survei', 1, 100_000]]);
    expect((await issue(first)).json().record.no_faktur_pajak).toBe('010-26.00000001');
    expect((await issue(non)).json().record.no_faktur_pajak).toBeNull();
    expect((await issue(second)).json().record.no_faktur_pajak).toBe('010-26.00000002');
    const refused = await issue(third);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toMatch(/serial/i);
    expect((await call('GET', `/api/rinvoice/view/${third}`)).json()).toMatchObject({
      status: 'Draft',
      no_invoice: null,
    });
  });

  it('exports the FK, LT and OF rows the e-Faktur application imports, lines adding up to the totals', async () => {
    const response = await call('GET', '/api/rinvoice/efaktur?from=2024-11-01&to=2024-11-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['x-invoice-count']).toBe('2');
    const rows = parseCsv(response.body);
    expect(rows.slice(0, 3).map((r) => r[0])).toEqual(['FK', 'LT', 'OF']);
    const fk = rows.filter((r, i) => i > 2 && r[0] === 'FK');
    expect(fk.map((r) => r[3])).toEqual(['0102600000001', '0102600000002']);
    // the second (2024, one rate on the whole DPP): 10.200.000 + 700.000 − 100.000 = 10.800.000 DPP,
    // PPN 11 % = 1.188.000
    const [, second] = fk;
    expect(second!.slice(4, 12)).toEqual([
      '11',
      '2024',
      '20/11/2024',
      '012345678423000',
      'PT Graha "Niaga"',
      'Jl. Dago 88, Bandung',
      '10800000',
      '1188000',
    ]);
    const start = rows.indexOf(second!);
    expect(rows[start + 1]![0]).toBe('LT');
    const of = rows.slice(start + 2).filter((r) => r[0] === 'OF');
    expect(of).toHaveLength(2);
    expect(of.reduce((s, r) => s + Number(r[7]), 0)).toBe(10_800_000);
    expect(of.reduce((s, r) => s + Number(r[8]), 0)).toBe(1_188_000);
    expect(of[0]!.slice(2, 6)).toEqual(['AC Split 1 PK', '5100000', '2', '10200000']);
  });
});
