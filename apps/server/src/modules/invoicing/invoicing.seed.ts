import { randomBytes } from 'node:crypto';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { serialsInStock, serialsOutOf } from '../inventory/index.ts';
import { messagesFor } from '../resources/index.ts';
import { addCreditNote } from './credit-notes.service.ts';
import { recordPayment } from './payments.service.ts';
import { sandboxProvider } from './providers.ts';
import { recordRefund } from './refunds.service.ts';
import { handleWebhook, openAccount } from './virtual-accounts.ts';

/** Job rates of the installer: [name, type, unit, price]. */
const RATES: [string, string, string, number][] = [
  ['Jasa pasang AC split 0,5–1 PK', 'Pemasangan', 'Unit', 350_000],
  ['Jasa pasang AC split 1,5–2 PK', 'Pemasangan', 'Unit', 450_000],
  ['Cuci AC split', 'Servis & Perawatan', 'Unit', 75_000],
  ['Isi / tambah freon (jasa)', 'Servis & Perawatan', 'Unit', 100_000],
  ['Ganti MCB / stop kontak', 'Perbaikan', 'Pieces', 50_000],
  ['Instalasi kamera CCTV', 'Pemasangan', 'Unit', 150_000],
  // billed from the timesheets' hours ("Dari jam kerja", docs/invoicing.md "Labour")
  ['Upah teknisi per jam', 'Servis & Perawatan', 'Jam', 85_000],
];

/** Running costs: [days ago, category, description, amount, method]. */
const EXPENSES: [number, string, string, number, string][] = [
  [55, 'Sewa Kantor & Gudang', 'Sewa ruko dan gudang bulan lalu', 8_500_000, 'Transfer'],
  [50, 'Gaji & Upah', 'Gaji teknisi dan admin bulan lalu', 42_500_000, 'Transfer'],
  [24, 'Sewa Kantor & Gudang', 'Sewa ruko dan gudang', 8_500_000, 'Transfer'],
  [20, 'Gaji & Upah', 'Gaji teknisi dan admin', 43_200_000, 'Transfer'],
  [12, 'Listrik, Air & Internet', 'Tagihan PLN, PDAM dan IndiHome', 2_615_000, 'Transfer'],
  [8, 'Bensin & Transport', 'Bensin motor teknisi minggu ini', 640_000, 'Tunai'],
  [4, 'Pemeliharaan Kendaraan', 'Servis rutin Grand Max', 875_000, 'Tunai'],
  [1, 'Bensin & Transport', 'Bensin dan parkir pemasangan Dago', 185_000, 'Tunai'],
  [0, 'Bensin & Transport', 'Parkir dan tol survei ke Bekasi', 65_000, 'Tunai'],
];

type Line = ['Barang', string, number, string] | ['Jasa', string, number] | ['Lain', string, number, number];

type Demo = {
  customer: string;
  daysAgo: number;
  dueDays: number;
  pkp: boolean;
  job?: string;
  lines: Line[];
  /** What happens after the draft: issued, paid by hand (down payments), by virtual account, cancelled. */
  outcome: 'draft' | 'issue' | 'dp' | 'paid' | 'va' | 'cancel';
  /** A credit note some days after: the line (its place), the quantity, the reason; a refund of what it owes. */
  credit?: { line: number; qty: number; daysAfter: number; reason: string; refund?: 'Tunai' | 'Transfer' };
  /** Days from the invoice to its payment in full ('paid'); 5 unless said. */
  paidAfter?: number;
};

/** The demo business's branches (`users.cabang`, `rinvoice.cabang`). */
export const DEMO_BRANCHES = ['Jakarta Pusat', 'Bekasi'] as const;

const DEMOS: Demo[] = [
  {
    customer: 'Hotel Griya Asri',
    daysAgo: 11,
    dueDays: 14,
    pkp: true,
    job: 'Pasang 2 AC Split ruang rapat',
    lines: [
      ['Barang', 'AC-DKN-1PK', 2, 'Unit'],
      ['Barang', 'PP-CU-1438', 6, 'Meter'],
      ['Jasa', 'Jasa pasang AC split 0,5–1 PK', 2],
    ],
    outcome: 'va',
  },
  {
    customer: 'Ibu Ratna Sari Dewi',
    daysAgo: 3,
    dueDays: 7,
    pkp: false,
    job: 'Pasang AC kamar utama',
    lines: [
      ['Barang', 'AC-PNS-05PK', 1, 'Unit'],
      ['Jasa', 'Jasa pasang AC split 0,5–1 PK', 1],
      ['Lain', 'Bongkar pasang AC lama', 1, 150_000],
    ],
    outcome: 'dp',
  },
  {
    customer: 'PT Cahaya Abadi Logistik',
    daysAgo: 40,
    dueDays: 30,
    pkp: true,
    lines: [
      ['Barang', 'CCTV-HIK-2MP', 4, 'Unit'],
      ['Barang', 'DVR-HIK-8CH', 1, 'Unit'],
      ['Jasa', 'Instalasi kamera CCTV', 4],
    ],
    outcome: 'issue',
    credit: {
      line: 0,
      qty: 1,
      daysAfter: 3,
      reason: 'Satu kamera CCTV cacat (tidak menyala), dikembalikan ke gudang',
    },
  },
  {
    customer: 'Restoran Saung Kuring',
    daysAgo: 25,
    dueDays: 14,
    pkp: false,
    lines: [
      ['Jasa', 'Cuci AC split', 4],
      ['Jasa', 'Isi / tambah freon (jasa)', 2],
      ['Barang', 'FR-R32', 1, 'Kilogram'],
    ],
    outcome: 'paid',
    credit: {
      line: 0,
      qty: 1,
      daysAfter: 6,
      reason: 'Satu unit AC tidak jadi dicuci (unit mati), dikembalikan tunai',
      refund: 'Tunai',
    },
  },
  {
    customer: 'Bapak Hendra Wijaya',
    daysAgo: 6,
    dueDays: 7,
    pkp: false,
    lines: [['Lain', 'Survei kelistrikan rumah', 1, 200_000]],
    outcome: 'cancel',
  },
  {
    customer: 'Klinik Pratama Sehat Sentosa',
    daysAgo: 0,
    dueDays: 14,
    pkp: false,
    job: 'Servis rutin 6 AC kantor',
    lines: [['Jasa', 'Cuci AC split', 6]],
    outcome: 'draft',
  },
  // paid on the spot today, so the demo's current month has income from its first day on
  {
    customer: 'Bapak Hendra Wijaya',
    daysAgo: 0,
    dueDays: 0,
    pkp: false,
    lines: [
      ['Jasa', 'Cuci AC split', 1],
      ['Lain', 'Ganti stop kontak dapur', 1, 125_000],
    ],
    outcome: 'paid',
    paidAfter: 0,
  },
];

/**
 * The installer's invoices, through the invoicing services: job rates, then drafts with goods, job and
 * free lines, issued (numbered, goods out of stock), paid by hand in down payments or in full, one paid
 * through a sandbox virtual account (its notification handled in process), one cancelled, one still a draft, one
 * paid on the spot today (so a month's first day has income); and the running costs of the last two months.
 */
export async function seedInvoicing(s: SeedContext): Promise<void> {
  const find = async (
    resource: 'akun' | 'rstok' | 'rsatuan' | 'rtype' | 'rpekerjaan',
    field: string,
    value: string,
  ) => {
    const row = await s.find(resource, { [field]: value });
    if (!row) throw new Error(`demo invoices need ${resource} ${value}`);
    return row.id;
  };
  const rates = new Map<string, unknown>();
  for (const [name, type, unit, price] of RATES) {
    const rate = await s.add('rhargasatuanpekerjaan', {
      nama_pekerjaan: name,
      id_type: await find('rtype', 'nama_type', type),
      id_satuan: await find('rsatuan', 'nama_satuan', unit),
      harga_satuan: price,
      berlaku_mulai: s.daysAgo(120),
    });
    rates.set(name, rate.id);
  }
  const bank = await s.find('bankrekening', { nama_rekening: 'BCA Operasional' });
  // the PKP customers' tax numbers, printed on their e-Faktur
  for (const [name, npwp] of [
    ['Hotel Griya Asri', '02.345.678.9-423.000'],
    ['PT Cahaya Abadi Logistik', '03.456.789.0-441.000'],
  ] as const) {
    const customer = await s.find('akun', { nama: name });
    if (customer) await s.edit('akun', customer.id, { npwp });
  }
  for (const [daysAgo, category, description, amount, method] of EXPENSES) {
    const master = await s.find('rmasterpengeluaran', { nama_pengeluaran: category });
    await s.add('rpengeluaran', {
      tanggal: s.daysAgo(daysAgo),
      uraian: description,
      id_masterpengeluaran: master?.id,
      jumlah: amount,
      metode_bayar: method,
      id_bankrekening: method === 'Transfer' ? (bank?.id ?? null) : null,
    });
  }
  // issued in date order, as an office does: the numbers follow the dates
  for (const [i, demo] of [...DEMOS].sort((a, b) => b.daysAgo - a.daysAgo).entries()) {
    const invoice = await s.add('rinvoice', {
      // two branches bill, so a row-scope rule "own branch" shows on first start (docs/rules.md)
      cabang: DEMO_BRANCHES[i % DEMO_BRANCHES.length],
      tanggal: s.daysAgo(demo.daysAgo),
      jatuh_tempo: s.daysAgo(demo.daysAgo - demo.dueDays),
      id_akun: await find('akun', 'nama', demo.customer),
      status_pajak: demo.pkp ? 'PKP' : 'Non PKP',
      id_pekerjaan: demo.job ? await find('rpekerjaan', 'nama_pekerjaan', demo.job) : null,
      id_bankrekening: bank?.id ?? null,
    });
    for (const line of demo.lines) {
      if (line[0] === 'Barang') {
        const item = await find('rstok', 'kode_barang', line[1]);
        // an item with serials in stock sells by serial (issue 34): an invoice to issue names the oldest
        const serials =
          demo.outcome === 'draft' || item == null
            ? []
            : (await serialsInStock(s.app.db.query, Number(item)))
                .slice(0, line[2])
                .map((r) => r.no_seri_batch);
        await s.add('rsubinvoice', {
          id_invoice: invoice.id,
          jenis: 'Barang',
          id_stok: item,
          qty: line[2],
          id_satuan: await find('rsatuan', 'nama_satuan', line[3]),
          ...(serials.length > 0 ? { no_seri: serials.join('\n') } : {}),
        });
      } else if (line[0] === 'Jasa')
        await s.add('rsubinvoice', {
          id_invoice: invoice.id,
          jenis: 'Jasa',
          id_hargapekerjaan: rates.get(line[1]),
          qty: line[2],
        });
      else
        await s.add('rsubinvoice', {
          id_invoice: invoice.id,
          jenis: 'Lain',
          nama_item: line[1],
          qty: line[2],
          harga: line[3],
        });
    }
    if (demo.outcome === 'draft') continue;
    const issued = await s.edit('rinvoice', invoice.id, { status: 'Terbit' });
    const id = Number(invoice.id);
    const total = Number(issued.total);
    if (demo.outcome === 'cancel')
      await s.edit('rinvoice', id, {
        status: 'Batal',
        keterangan: 'Dibatalkan: pelanggan menunda pekerjaan.',
      });
    if (demo.outcome === 'dp')
      await recordPayment(s.write, id, {
        tanggal: s.daysAgo(demo.daysAgo),
        jumlah: Math.round(total / 2 / 1000) * 1000,
        metode: 'Transfer',
        provider: 'manual',
        id_bankrekening: Number(bank?.id) || null,
        keterangan: 'DP 50% sebelum pemasangan',
      });
    if (demo.outcome === 'paid')
      await recordPayment(s.write, id, {
        tanggal: s.daysAgo(demo.daysAgo - (demo.paidAfter ?? 5)),
        jumlah: total,
        metode: 'Tunai',
        provider: 'manual',
      });
    if (demo.credit) {
      const lines = await s.write.db.query<{ id: number; id_barangkeluar: number | null }>(
        'SELECT id, id_barangkeluar FROM rsubinvoice WHERE id_invoice = $1 ORDER BY id',
        [id],
      );
      const credited = lines[demo.credit.line]!;
      // a line that sold serials names the ones coming back (issue 34): the first it sold
      const serials =
        credited.id_barangkeluar == null
          ? []
          : (await serialsOutOf(s.write.db.query, Number(credited.id_barangkeluar)))
              .slice(0, demo.credit.qty)
              .map((o) => o.serial);
      const day = s.daysAgo(demo.daysAgo - demo.credit.daysAfter);
      const note = await addCreditNote(
        s.write,
        id,
        {
          tanggal: day,
          alasan: demo.credit.reason,
          lines: [{ line: credited.id, qty: demo.credit.qty, ...(serials.length > 0 ? { serials } : {}) }],
        },
        day,
      );
      if (demo.credit.refund)
        await recordRefund(
          s.write,
          id,
          { jumlah: note.total, metode: demo.credit.refund, tanggal: day },
          day,
        );
    }
    if (demo.outcome === 'va') {
      // the demo's history, played through the sandbox's own path with a secret that lives only here:
      // whether this server answers the sandbox's webhooks is the configuration's business
      const sandbox = sandboxProvider(randomBytes(32).toString('hex'));
      const account = await openAccount(s.app, sandbox, id, messagesFor('id-ID'));
      const fields = {
        order_id: account.order_id,
        transaction_id: `DEMO-${id}`,
        gross_amount: String(account.jumlah),
        status: 'paid',
      };
      await handleWebhook(
        s.app,
        sandbox,
        { ...fields, paid_at: s.daysAgo(demo.daysAgo - 4), signature: sandbox.sign(fields) },
        'id-ID',
      );
    }
  }
}
