// Issue 34, serials' last part: an invoice's goods line and a job's materials name the serials that
// leave (one per unit, each in stock for that item, none twice), a credit note names the ones that come
// back, and a serial's history shows the invoice (number, customer), the job and the credit note.
// Stock by hand: four cameras CAM-1..CAM-4 and one recorder DVR-1 come in on one Diterima receipt.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp();
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'id-ID' },
  });
async function add(resource: string, payload: object): Promise<number> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return Number(response.json().record.id);
}
const stock = async (id: number) =>
  Number((await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [id]))[0]!.stok);
const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.database.query<{ n: string }>(sql, params))[0]!.n);
const serialsOut = () => count('SELECT count(*) AS n FROM serial_outs WHERE kembali_tanggal IS NULL');
const story = async (serial: string) => {
  const response = await as('GET', `/api/rbarangmasuksubsub/riwayat?q=${encodeURIComponent(serial)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().serials[0];
};
const cameraLine = (invoice: number, payload: object) =>
  as('POST', '/api/rsubinvoice/add', {
    id_invoice: invoice,
    jenis: 'Barang',
    id_stok: ids.camera,
    harga: 750_000,
    diskon: 0,
    ...payload,
  });
const issue = (invoice: number) => as('PUT', `/api/rinvoice/edit/${invoice}`, { status: 'Terbit' });

beforeAll(async () => {
  ids.unit = await add('rsatuan', { nama_satuan: 'Unit' });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Aman', no_hp: '0812-3456-7890' });
  ids.customer = await add('akun', { nama: 'Pak Budi', jenis_akun: 'Pelanggan' });
  ids.camera = await add('rstok', { nama_barang: 'Kamera CCTV', id_satuan: ids.unit });
  ids.dvr = await add('rstok', { nama_barang: 'DVR 8 kanal', id_satuan: ids.unit });
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-CCTV-1',
    tanggal: '2026-11-02',
    id_supplier: ids.supplier,
  });
  for (const [item, serials] of [
    [ids.camera, ['CAM-1', 'CAM-2', 'CAM-3', 'CAM-4']],
    [ids.dvr, ['DVR-1']],
  ] as const) {
    const line = await add('rbarangmasuksub', {
      id_barangmasuk: receipt,
      id_stok: item,
      qty: serials.length,
      id_satuan: ids.unit,
      harga_satuan: 500_000,
    });
    for (const serial of serials)
      await add('rbarangmasuksubsub', {
        id_barangmasuksub: line,
        jenis: 'Nomor Seri',
        no_seri_batch: serial,
        qty: 1,
      });
  }
  expect((await as('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' })).statusCode).toBe(200);
  ids.type = await add('rtype', { nama_type: 'Pasang CCTV', jenis: 'Pekerjaan' });
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'CCTV Toko Pak Budi',
    id_akun: ids.customer,
    id_type: ids.type,
    tanggal_mulai: '2026-11-20',
  });
  ids.invoice = await add('rinvoice', {
    tanggal: '2026-11-25',
    id_akun: ids.customer,
    status_pajak: 'Non PKP',
  });
}, 60_000);

describe('serials on an invoice', () => {
  it('refuses a goods line naming the wrong serials, and writes no line', async () => {
    const cases: [object, string][] = [
      [{ qty: 2, no_seri: 'CAM-1' }, 'Kamera CCTV: 1 nomor seri disebut untuk 2 unit'],
      [{ qty: 1, no_seri: 'CAM-9' }, 'Nomor seri CAM-9 untuk Kamera CCTV tidak ada di stok'],
      [{ qty: 1, no_seri: 'DVR-1' }, 'Nomor seri DVR-1 untuk Kamera CCTV tidak ada di stok'],
      [{ qty: 2, no_seri: 'CAM-1\ncam-1' }, 'Nomor seri cam-1 disebut dua kali'],
    ];
    for (const [payload, message] of cases) {
      const response = await cameraLine(ids.invoice!, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.no_seri).toEqual([message]);
    }
    expect(await count('SELECT count(*) AS n FROM rsubinvoice WHERE id_invoice = $1', [ids.invoice])).toBe(0);
  });

  it('does not issue a tracked line without its serials: the invoice stays a draft, nothing written', async () => {
    ids.line = await add('rsubinvoice', {
      id_invoice: ids.invoice,
      jenis: 'Barang',
      id_stok: ids.camera,
      qty: 2,
      harga: 750_000,
      diskon: 0,
    });
    const refused = await issue(ids.invoice!);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors['lines.0.no_seri']).toEqual([
      'Kamera CCTV: 0 nomor seri disebut untuk 2 unit',
    ]);
    const [invoice] = await ctx.database.query<{ status: string; no_invoice: string | null }>(
      'SELECT status, no_invoice FROM rinvoice WHERE id = $1',
      [ids.invoice],
    );
    expect(invoice).toEqual({ status: 'Draft', no_invoice: null });
    expect(await stock(ids.camera!)).toBe(4);
    expect(await count('SELECT count(*) AS n FROM rbarangkeluar')).toBe(0);
    expect(await serialsOut()).toBe(0);
  });

  it('checks again on issue: a serial that left meanwhile stops it', async () => {
    const named = await as('PUT', `/api/rsubinvoice/edit/${ids.line}`, { no_seri: ' cam-1 , CAM-2' });
    expect(named.statusCode, named.body).toBe(200);
    // kept with the spelling received, one per line
    expect(named.json().record.no_seri).toBe('CAM-1\nCAM-2');
    const writeOff = await as('POST', '/api/rbarangkeluar/add', {
      no_referensi: 'BK-T-1',
      tanggal: '2026-11-25',
      jenis: 'Penghapusan',
      id_stok: ids.camera,
      id_satuan: ids.unit,
      qty: 1,
      no_seri: 'CAM-2',
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    const refused = await issue(ids.invoice!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines.0.no_seri']).toEqual([
      'Nomor seri CAM-2 untuk Kamera CCTV tidak ada di stok',
    ]);
    expect(await stock(ids.camera!)).toBe(3);
    // the write-off cancelled: CAM-2 is back in stock
    expect((await as('DELETE', `/api/rbarangkeluar/delete/${writeOff.json().record.id}`)).statusCode).toBe(
      200,
    );
    expect(await stock(ids.camera!)).toBe(4);
  });

  it('issues the serials named: they leave stock and their history shows the invoice and customer', async () => {
    const issued = await issue(ids.invoice!);
    expect(issued.statusCode, issued.body).toBe(200);
    const number = String(issued.json().record.no_invoice);
    expect(await stock(ids.camera!)).toBe(2);
    for (const serial of ['CAM-1', 'CAM-2']) {
      const history = await story(serial);
      expect(history.in_stock).toBe(false);
      expect(history.outs.at(-1)).toMatchObject({
        jenis: 'Penjualan',
        id_invoice: ids.invoice,
        no_invoice: number,
        customer: 'Pak Budi',
        tanggal: '2026-11-25',
        kembali_tanggal: null,
      });
    }
    expect((await story('CAM-3')).in_stock).toBe(true);
  });
});

describe('serials coming back on a credit note', () => {
  const credit = (lines: object[]) =>
    as('POST', `/api/rinvoice/notakredit/${ids.invoice}`, { tanggal: '2026-11-27', alasan: 'Rusak', lines });

  it('refuses part of a tracked line without naming which serial, or one the line did not sell', async () => {
    const cases: [object, string][] = [
      [{ line: ids.line, qty: 1 }, 'Kamera CCTV: 0 nomor seri disebut untuk 1 unit'],
      [
        { line: ids.line, qty: 1, serials: ['CAM-3'] },
        'Nomor seri CAM-3 tidak keluar pada baris ini, atau sudah kembali',
      ],
      [{ line: ids.line, qty: 2, serials: ['CAM-1', 'cam-1'] }, 'Nomor seri cam-1 disebut dua kali'],
      [{ line: ids.line, qty: 2, serials: ['CAM-1'] }, 'Kamera CCTV: 1 nomor seri disebut untuk 2 unit'],
    ];
    for (const [line, message] of cases) {
      const response = await credit([line]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors['lines.0.serials']).toEqual([message]);
    }
    expect(await count('SELECT count(*) AS n FROM credit_notes')).toBe(0);
    expect(await stock(ids.camera!)).toBe(2);
  });

  it('brings the serial named back into stock; its history shows the credit note', async () => {
    // the credit note's dialog offers the serials the line sold and that are still out
    const outOf = async () =>
      (await as('GET', `/api/rinvoice/notakredit/${ids.invoice}`))
        .json()
        .lines.find((l: { id: number }) => l.id === ids.line).serials;
    expect(await outOf()).toEqual(['CAM-1', 'CAM-2']);
    const response = await credit([{ line: ids.line, qty: 1, serials: ['cam-2'] }]);
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json().note;
    expect(await stock(ids.camera!)).toBe(3);
    const back = await story('CAM-2');
    expect(back.in_stock).toBe(true);
    expect(back.outs.at(-1)).toMatchObject({
      no_invoice: expect.any(String),
      kembali_tanggal: '2026-11-27',
      kembali_sumber: note.no_nota,
      id_credit_note: note.id,
    });
    expect((await story('CAM-1')).in_stock).toBe(false);
    expect(await outOf()).toEqual(['CAM-1']);
  });
});

describe('serials of a job’s materials', () => {
  const use = (line: object) =>
    as('POST', `/api/rpekerjaan/material-sop/${ids.job}`, {
      tanggal: '2026-11-28',
      lines: [{ id_stok: ids.camera, id_satuan: ids.unit, ...line }],
    });

  it('refuses materials of a tracked item without the right serials, and issues none', async () => {
    const cases: [object, string][] = [
      [{ qty: 1 }, 'Kamera CCTV: 0 nomor seri disebut untuk 1 unit'],
      [{ qty: 1, serials: ['DVR-1'] }, 'Nomor seri DVR-1 untuk Kamera CCTV tidak ada di stok'],
      [{ qty: 1, serials: ['CAM-1'] }, 'Nomor seri CAM-1 untuk Kamera CCTV tidak ada di stok'],
      [{ qty: 2, serials: ['CAM-3', 'CAM-3'] }, 'Nomor seri CAM-3 disebut dua kali'],
    ];
    for (const [line, message] of cases) {
      const response = await use(line);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors['lines.0.serials']).toEqual([message]);
    }
    expect(await count('SELECT count(*) AS n FROM rbarangkeluar WHERE id_pekerjaan = $1', [ids.job])).toBe(0);
    expect(await stock(ids.camera!)).toBe(3);
  });

  it('issues the serials named to the job; their history shows the job', async () => {
    const response = await use({ qty: 2, serials: ['CAM-3', 'CAM-4'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stock(ids.camera!)).toBe(1);
    const history = await story('CAM-4');
    expect(history.in_stock).toBe(false);
    expect(history.outs.at(-1)).toMatchObject({
      jenis: 'Pemakaian Pekerjaan',
      id_pekerjaan: ids.job,
      nama_pekerjaan: 'CCTV Toko Pak Budi',
      customer: 'Pak Budi',
      tanggal: '2026-11-28',
    });
    // one camera left in stock, and it is CAM-2 (back from the credit note)
    expect((await story('CAM-2')).in_stock).toBe(true);
  });
});
