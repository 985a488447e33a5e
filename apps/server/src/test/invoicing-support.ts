// The invoicing API tests' shared world (modules/invoicing/invoicing.*.api.test.ts): not a test file itself.
import { crc16Ccitt } from '@kantor/core';
import { beforeAll } from 'vitest';
import { useTestApp } from './fixture.ts';

/** The day the suites' invoices are dated. */
export const TODAY = '2026-11-20';
/** The suites' sandbox secret (the sandbox answers only with one configured: docs/invoicing.md). */
export const SANDBOX_SECRET = 'suite-sandbox-secret-7f3a9c2e';

const qrisBody =
  '000201010211' +
  '26440014ID.CO.QRIS.WWW0215ID10261234567890303UMI' +
  '52045999530336058' +
  '02ID5915TOKO SINAR JAYA6007BANDUNG6304';

/**
 * The app on the sandbox payment provider, with the business CV Sinar Teknik (its QRIS), the item
 * AC Split 1 PK (60 in stock, sold at 5.100.000), the job rate Jasa pasang AC (350.000) and the
 * customer PT Graha, made by the admin through the API; their ids are `ids`.
 */
export function useInvoicingWorld() {
  const ctx = useTestApp({ paymentProvider: 'sandbox', paymentSandboxSecret: SANDBOX_SECRET });
  const ids: Record<string, number> = {};
  const { asAdmin: as, add, addId } = ctx;

  const view = async (id: number) => (await as('GET', `/api/rinvoice/view/${id}`)).json();
  const stockOf = async (id: number) =>
    Number(
      (await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [id]))[0]!.stok,
    );
  const count = async (table: string, where = 'true') =>
    (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]!.n;

  /** A draft with a goods line (price from the inventory rules), a job-rate line and a free line. */
  async function draft(pajak: 'PKP' | 'Non PKP', extra: object = {}) {
    const invoice = await add('rinvoice', {
      tanggal: TODAY,
      id_akun: ids.customer,
      status_pajak: pajak,
      ...extra,
    });
    await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Barang', id_stok: ids.item, qty: 2 });
    await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Jasa', id_hargapekerjaan: ids.rate, qty: 1 });
    await add('rsubinvoice', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      nama_item: 'Bongkar AC lama',
      harga: 150_000,
      qty: 1,
    });
    return Number(invoice.id);
  }

  beforeAll(async () => {
    await add('rsetwebsite', {
      bagian: 'umum',
      judul: 'CV Sinar Teknik',
      data: {
        nama_usaha: 'CV Sinar Teknik',
        alamat: 'Jl. Buah Batu 12, Bandung',
        qris: qrisBody + crc16Ccitt(qrisBody),
      },
    });
    ids.unit = await addId('rsatuan', { nama_satuan: 'Unit' });
    ids.supplier = await addId('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' });
    ids.item = await addId('rstok', { nama_barang: 'AC Split 1 PK', id_satuan: ids.unit });
    const receipt = await add('rbarangmasuk', {
      no_referensi: 'BM-1',
      tanggal: '2026-11-01',
      id_supplier: ids.supplier,
    });
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt.id,
      id_stok: ids.item,
      qty: 60,
      id_satuan: ids.unit,
      harga_satuan: 4_000_000,
    });
    await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
    await add('rsethargajual', {
      id_stok: ids.item,
      id_satuan: ids.unit,
      harga_jual: 5_100_000,
      berlaku_mulai: '2026-01-01',
    });
    ids.rate = await addId('rhargasatuanpekerjaan', {
      nama_pekerjaan: 'Jasa pasang AC',
      id_satuan: ids.unit,
      harga_satuan: 350_000,
    });
    ids.customer = await addId('akun', {
      nama: 'PT Graha',
      jenis_akun: 'Pelanggan',
      no_hp: '0812-3456-7890',
    });
  }, 90_000);

  return { ctx, ids, as, add, view, stockOf, count, draft };
}
