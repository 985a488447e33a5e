import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { all, at, readXml, textOf } from '../../test/xml-reader.ts';

// The Coretax XML read back with the tests' own reader; figures worked out by hand (PMK 131/2024:
// 11/12 of the base half up, 12 % of that down; luxury 12 % of the base).

let admin: string;
const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
async function add(resource: string, payload: object) {
  const response = await call('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}
/** An issued PKP invoice with free lines [name, qty, price, luxury]. */
async function issued(tanggal: string, lines: [string, number, number, boolean][], diskon = 0) {
  const record = await add('rinvoice', { tanggal, id_akun: ids.customer, status_pajak: 'PKP', diskon });
  for (const [nama_item, qty, harga, mewah] of lines)
    await add('rsubinvoice', { id_invoice: record.id, jenis: 'Lain', nama_item, qty, harga, mewah });
  const response = await call('PUT', `/api/rinvoice/edit/${record.id}`, { status: 'Terbit' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}

const ctx = useTestApp();
beforeAll(async () => {
  admin = ctx.admin;
  await add('rsetwebsite', {
    bagian: 'umum',
    judul: 'CV Sinar Teknik',
    data: { nama_usaha: 'CV Sinar Teknik', npwp: '02.345.678.9-012.000' },
  });
  ids.customer = Number(
    (
      await add('akun', {
        nama: 'PT Graha <Niaga> & "Putra"',
        jenis_akun: 'Pelanggan',
        npwp: '01.234.567.8-423.000',
        alamat: 'Jl. Dago 88, Bandung',
        email: 'pajak@graha.co.id',
      })
    ).id,
  );
});

describe('Coretax XML', () => {
  it('exports the output tax invoices under the 2025 rules with their lines, read back field by field', async () => {
    const first = await issued('2026-03-10', [
      ['Servis AC', 2, 500_000, false],
      ['Jam <emas> & tali', 1, 1_000_000, true],
    ]);
    const second = await issued(
      '2026-03-20',
      [
        ['Pipa', 2, 300_000, false],
        ['Kristal', 1, 400_000, true],
      ],
      100_000,
    );
    await issued('2024-12-20', [['Survei', 1, 100_000, false]]); // the CSV's period
    await add('rinvoice', { tanggal: '2026-03-21', id_akun: ids.customer, status_pajak: 'PKP' }); // a draft

    const response = await call('GET', '/api/rinvoice/coretax?from=2024-01-01&to=2026-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toContain('coretax-2024-01-01-2026-12-31.xml');
    expect(response.headers['x-invoice-count']).toBe('2');
    const root = readXml(response.body);
    expect(root.name).toBe('TaxInvoiceBulk');
    expect(textOf(root, 'TIN')).toBe('0023456789012000');
    const invoices = all(at(root, 'ListOfTaxInvoice'), 'TaxInvoice');
    expect(invoices).toHaveLength(2);

    const [a, b] = invoices;
    expect(
      Object.fromEntries(
        ['TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'RefDesc', 'SellerIDTKU', 'BuyerTin', 'BuyerDocument']
          .concat(['BuyerCountry', 'BuyerName', 'BuyerAdress', 'BuyerEmail', 'BuyerIDTKU'])
          .map((k) => [k, textOf(a!, k)]),
      ),
    ).toEqual({
      TaxInvoiceDate: '2026-03-10',
      TaxInvoiceOpt: 'Normal',
      TrxCode: '04',
      RefDesc: first.no_invoice,
      SellerIDTKU: '0023456789012000000000',
      BuyerTin: '0012345678423000',
      BuyerDocument: 'TIN',
      BuyerCountry: 'IDN',
      BuyerName: 'PT Graha <Niaga> & "Putra"',
      BuyerAdress: 'Jl. Dago 88, Bandung',
      BuyerEmail: 'pajak@graha.co.id',
      BuyerIDTKU: '0012345678423000000000',
    });
    const fields = [
      'Opt',
      'Name',
      'Price',
      'Qty',
      'TotalDiscount',
      'TaxBase',
      'OtherTaxBase',
      'VATRate',
      'VAT',
    ];
    const goods = (inv: typeof a) =>
      all(at(inv!, 'ListOfGoodService'), 'GoodService').map((g) => fields.map((f) => textOf(g, f)));
    // 1.000.000: 916.667 and 110.000; luxury 1.000.000: 120.000
    expect(goods(a)).toEqual([
      ['A', 'Servis AC', '500000', '2', '0', '1000000', '916667', '12', '110000'],
      ['A', 'Jam <emas> & tali', '1000000', '1', '0', '1000000', '1000000', '12', '120000'],
    ]);
    // 1.000.000 less 100.000, shared 60.000 / 40.000: 540.000 → 495.000 → 59.400; 360.000 → 43.200
    expect(goods(b)).toEqual([
      ['A', 'Pipa', '300000', '2', '60000', '540000', '495000', '12', '59400'],
      ['A', 'Kristal', '400000', '1', '40000', '360000', '360000', '12', '43200'],
    ]);
    // the lines add up to the invoices' stored PPN
    const view = async (id: unknown) => (await call('GET', `/api/rinvoice/view/${id}`)).json();
    expect(await view(first.id)).toMatchObject({ ppn: 230_000, dpp_nilai_lain: 1_916_667 });
    expect(await view(second.id)).toMatchObject({ dpp: 900_000, dpp_nilai_lain: 855_000, ppn: 102_600 });
  });

  it('is refused without the export permission and answers a bad range with a 422', async () => {
    expect((await call('GET', '/api/rinvoice/coretax?from=2026-13-01&to=2026-12-31')).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/rinvoice/coretax' });
    expect(anonymous.statusCode).toBe(401);
  });
});
