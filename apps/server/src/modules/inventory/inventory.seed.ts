import { breakIntoDenominations } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { postSale, quoteSale } from './pos.service.ts';
import { closeSession, openSession } from './pos-session.service.ts';
import { serialsInStock } from './serial-outs.ts';

type Item = {
  code: string;
  name: string;
  category: string;
  unit: string;
  min: number;
  /** Selling prices: [unit, price, wholesale?, minimum qty?] */
  prices: [string, number, number?, number?][];
  barcode: string;
};

/** EAN-13 with a valid check digit, from a 12-digit stem. */
function ean13(stem: string): string {
  const sum = [...stem].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

const ITEMS: Item[] = [
  {
    code: 'AC-DKN-1PK',
    name: 'AC Split Daikin 1 PK FTKC25',
    category: 'Unit AC Split',
    unit: 'Unit',
    min: 2,
    prices: [['Unit', 5_100_000]],
    barcode: ean13('899123450001'),
  },
  {
    code: 'AC-PNS-05PK',
    name: 'AC Split Panasonic 1/2 PK CS-PN5',
    category: 'Unit AC Split',
    unit: 'Unit',
    min: 2,
    prices: [['Unit', 3_800_000]],
    barcode: ean13('899123450002'),
  },
  {
    code: 'PP-CU-1438',
    name: 'Pipa Tembaga AC 1/4" + 3/8"',
    category: 'Pipa & Fitting AC',
    unit: 'Meter',
    min: 30,
    prices: [
      ['Meter', 65_000, 58_000, 20],
      ['Roll (50 m)', 2_900_000],
    ],
    barcode: ean13('899123450003'),
  },
  {
    code: 'FR-R32',
    name: 'Freon R32',
    category: 'Freon',
    unit: 'Kilogram',
    min: 5,
    prices: [['Kilogram', 250_000]],
    barcode: ean13('899123450004'),
  },
  {
    code: 'KB-NYM-325',
    name: 'Kabel NYM 3x2,5 mm Eterna',
    category: 'Kabel',
    unit: 'Meter',
    min: 50,
    prices: [
      ['Meter', 28_000, 25_000, 50],
      ['Roll (50 m)', 1_300_000],
    ],
    barcode: ean13('899123450005'),
  },
  {
    code: 'MCB-SCH-10A',
    name: 'MCB Schneider Domae 10A',
    category: 'MCB & Panel',
    unit: 'Pieces',
    min: 12,
    prices: [
      ['Pieces', 85_000],
      ['Dus (12 pcs)', 950_000],
    ],
    barcode: ean13('899123450006'),
  },
  {
    code: 'LMP-PHL-13W',
    name: 'Lampu LED Philips 13W',
    category: 'Lampu',
    unit: 'Pieces',
    min: 24,
    prices: [
      ['Pieces', 42_000],
      ['Dus (12 pcs)', 470_000],
    ],
    barcode: ean13('899123450007'),
  },
  {
    code: 'CCTV-HIK-2MP',
    name: 'Kamera CCTV Hikvision 2MP Turbo HD',
    category: 'Kamera CCTV',
    unit: 'Unit',
    min: 4,
    prices: [['Unit', 425_000]],
    barcode: ean13('899123450008'),
  },
  {
    code: 'DVR-HIK-8CH',
    name: 'DVR Hikvision 8 Channel',
    category: 'DVR/NVR',
    unit: 'Unit',
    min: 1,
    prices: [['Unit', 1_450_000]],
    barcode: ean13('899123450009'),
  },
  {
    code: 'KB-RG59',
    name: 'Kabel RG59 + Power CCTV',
    category: 'Aksesori CCTV',
    unit: 'Meter',
    min: 50,
    prices: [['Meter', 12_000]],
    barcode: ean13('899123450010'),
  },
  {
    code: 'BRK-AC-OUT',
    name: 'Bracket AC Outdoor',
    category: 'Pipa & Fitting AC',
    unit: 'Set',
    min: 4,
    prices: [['Set', 125_000]],
    barcode: ean13('899123450011'),
  },
  {
    code: 'ISO-AC',
    name: 'Isolasi Pipa AC (duct tape)',
    category: 'Pipa & Fitting AC',
    unit: 'Pieces',
    min: 20,
    prices: [['Pieces', 20_000]],
    barcode: ean13('899123450012'),
  },
];

/** [days ago, supplier, status, [code, qty, unit, unit cost, serial prefix?][]] */
const RECEIPTS: [number, string, string, [string, number, string, number, string?][]][] = [
  [
    85,
    'PT Daikin Airconditioning Indonesia',
    'Diterima',
    [
      ['AC-DKN-1PK', 6, 'Unit', 4_250_000, 'DKN25'],
      ['BRK-AC-OUT', 10, 'Set', 85_000],
    ],
  ],
  [
    62,
    'CV Sumber Listrik Jaya',
    'Diterima',
    [
      ['KB-NYM-325', 4, 'Roll (50 m)', 1_100_000],
      ['MCB-SCH-10A', 3, 'Dus (12 pcs)', 780_000],
      ['LMP-PHL-13W', 4, 'Dus (12 pcs)', 360_000],
    ],
  ],
  [
    45,
    'PT Hikvision Distribusi Indonesia',
    'Diterima',
    [
      ['CCTV-HIK-2MP', 16, 'Unit', 310_000, 'HIK2M'],
      ['DVR-HIK-8CH', 3, 'Unit', 1_150_000, 'HIKD8'],
      ['KB-RG59', 6, 'Roll (50 m)', 450_000],
    ],
  ],
  [30, 'PT Panasonic Gobel Distribusi', 'Diterima', [['AC-PNS-05PK', 5, 'Unit', 3_150_000, 'PNS05']]],
  [
    21,
    'Toko Pipa Tembaga Mulia',
    'Diterima',
    [
      ['PP-CU-1438', 3, 'Roll (50 m)', 2_250_000],
      ['FR-R32', 12, 'Kilogram', 180_000],
      ['ISO-AC', 24, 'Pieces', 12_000],
    ],
  ],
  [12, 'PT Daikin Airconditioning Indonesia', 'Diterima', [['AC-DKN-1PK', 4, 'Unit', 4_300_000, 'DKN25B']]],
  [6, 'UD Kabel Prima', 'Dibatalkan', [['KB-NYM-325', 2, 'Roll (50 m)', 1_150_000]]],
  [2, 'CV Sumber Listrik Jaya', 'Draft', [['MCB-SCH-10A', 2, 'Dus (12 pcs)', 790_000]]],
];

/** POS sales: [days ago, method, [code, qty, unit][]] */
const SALES: [number, 'cash' | 'transfer' | 'qris', [string, number, string][]][] = [
  [1, 'cash', [['LMP-PHL-13W', 4, 'Pieces']]],
  [1, 'qris', [['MCB-SCH-10A', 1, 'Pieces']]],
  [
    40,
    'transfer',
    [
      ['AC-DKN-1PK', 1, 'Unit'],
      ['BRK-AC-OUT', 1, 'Set'],
      ['PP-CU-1438', 5, 'Meter'],
    ],
  ],
  [
    33,
    'cash',
    [
      ['LMP-PHL-13W', 6, 'Pieces'],
      ['MCB-SCH-10A', 2, 'Pieces'],
    ],
  ],
  [
    27,
    'qris',
    [
      ['CCTV-HIK-2MP', 4, 'Unit'],
      ['DVR-HIK-8CH', 1, 'Unit'],
      ['KB-RG59', 40, 'Meter'],
    ],
  ],
  [
    19,
    'cash',
    [
      ['KB-NYM-325', 25, 'Meter'],
      ['ISO-AC', 6, 'Pieces'],
    ],
  ],
  [
    14,
    'transfer',
    [
      ['AC-PNS-05PK', 2, 'Unit'],
      ['PP-CU-1438', 8, 'Meter'],
      ['FR-R32', 1, 'Kilogram'],
    ],
  ],
  [
    8,
    'cash',
    [
      ['LMP-PHL-13W', 1, 'Dus (12 pcs)'],
      ['ISO-AC', 8, 'Pieces'],
    ],
  ],
  [
    4,
    'qris',
    [
      ['CCTV-HIK-2MP', 6, 'Unit'],
      ['KB-RG59', 60, 'Meter'],
    ],
  ],
  [
    1,
    'cash',
    [
      ['MCB-SCH-10A', 4, 'Pieces'],
      ['ISO-AC', 4, 'Pieces'],
    ],
  ],
  // today's morning shift, closed, so a month's first day already shows takings (stop 52)
  [
    0,
    'cash',
    [
      ['KB-NYM-325', 10, 'Meter'],
      ['MCB-SCH-10A', 1, 'Pieces'],
    ],
  ],
  [0, 'qris', [['LMP-PHL-13W', 2, 'Pieces']]],
];

/** [job type, SOP, material, stock item code (null: bought on site), quantity, unit] */
const SOP_MATERIALS: [string, string, string, string | null, number, string][] = [
  ['Pemasangan', 'Pasang AC Split 1/2–1 PK', 'Pipa tembaga 1/4" + 3/8"', 'PP-CU-1438', 3, 'Meter'],
  ['Pemasangan', 'Pasang AC Split 1/2–1 PK', 'Kabel power NYM 3x2,5', 'KB-NYM-325', 5, 'Meter'],
  ['Pemasangan', 'Pasang AC Split 1/2–1 PK', 'Bracket outdoor', 'BRK-AC-OUT', 1, 'Set'],
  ['Pemasangan', 'Pasang AC Split 1/2–1 PK', 'Isolasi pipa', 'ISO-AC', 2, 'Pieces'],
  ['Pemasangan', 'Pasang AC Split 1/2–1 PK', 'Selang pembuangan', null, 3, 'Meter'],
  ['Servis & Perawatan', 'Cuci & isi freon AC', 'Freon R32', 'FR-R32', 0.5, 'Kilogram'],
  ['Perbaikan', 'Ganti MCB panel rumah', 'MCB 10A', 'MCB-SCH-10A', 1, 'Pieces'],
  ['Perbaikan', 'Ganti MCB panel rumah', 'Kabel NYM 3x2,5', 'KB-NYM-325', 2, 'Meter'],
];

const SOP_STEPS: Record<string, string> = {
  'Pasang AC Split 1/2–1 PK':
    '1. Tentukan posisi indoor dan outdoor.\n2. Pasang bracket dan unit indoor.\n3. Sambung pipa, kabel dan selang.\n4. Vakum, buka kran freon, uji tekanan.\n5. Uji dingin 15 menit, rapikan dan foto hasil.',
  'Cuci & isi freon AC':
    '1. Matikan listrik.\n2. Cuci filter, evaporator dan kondensor.\n3. Cek tekanan, tambah freon bila kurang.\n4. Uji dingin dan catat tekanan akhir.',
  'Ganti MCB panel rumah':
    '1. Matikan listrik PLN.\n2. Lepas MCB lama, pasang MCB baru.\n3. Kencangkan terminal, uji beban.',
};

/**
 * The installer's shop: items with barcodes and prices, a running discount, receipts posted over the
 * last three months (with serial numbers), one cancelled and one draft, POS sales since, a
 * write-off, and the standard materials of each job type; the duct tape ends under its minimum so the low-stock notice shows.
 */
export async function seedInventory(s: SeedContext): Promise<void> {
  const id = async (resource: 'rsatuan' | 'rkategorilevel' | 'rsupplier', field: string, value: string) => {
    const row = await s.find(resource, { [field]: value });
    if (!row) throw new Error(`demo inventory needs ${resource} ${value}`);
    return Number(row.id);
  };
  const items = new Map<string, number>();
  for (const item of ITEMS) {
    const record = await s.add('rstok', {
      kode_barang: item.code,
      barcode: item.barcode,
      nama_barang: item.name,
      id_kategori: await id('rkategorilevel', 'nama_kategori', item.category),
      id_satuan: await id('rsatuan', 'nama_satuan', item.unit),
      stok_minimum: item.min,
      lokasi: item.category.includes('AC') ? 'Gudang A' : 'Gudang B',
    });
    items.set(item.code, Number(record.id));
    for (const [unit, price, wholesale, minimum] of item.prices) {
      await s.add('rsethargajual', {
        id_stok: record.id,
        id_satuan: await id('rsatuan', 'nama_satuan', unit),
        harga_jual: Math.round((price * 0.95) / 1000) * 1000,
        berlaku_mulai: s.daysAgo(120),
      });
      await s.add('rsethargajual', {
        id_stok: record.id,
        id_satuan: await id('rsatuan', 'nama_satuan', unit),
        harga_jual: price,
        harga_grosir: wholesale ?? null,
        minimal_qty_grosir: minimum ?? null,
        berlaku_mulai: s.daysAgo(50),
      });
    }
  }
  await s.add('rdiskonevent', {
    nama_event: 'Promo Akhir Tahun CCTV',
    tanggal_mulai: s.daysAgo(10),
    tanggal_akhir: s.daysAgo(-20),
    jenis_diskon: 'Persen',
    persen_diskon: 10,
    id_kategori: await id('rkategorilevel', 'nama_kategori', 'Kamera CCTV'),
    keterangan: 'Diskon 10% untuk semua kamera CCTV sampai akhir tahun.',
  });

  for (const [index, [daysAgo, supplier, status, lines]] of RECEIPTS.entries()) {
    const receipt = await s.add('rbarangmasuk', {
      no_referensi: `BM-DEMO-${String(index + 1).padStart(3, '0')}`,
      tanggal: s.daysAgo(daysAgo),
      id_supplier: await id('rsupplier', 'nama_supplier', supplier),
      no_faktur_supplier: `INV/${s.rand.int(1000, 9999)}/${s.daysAgo(daysAgo).slice(0, 4)}`,
      keterangan: status === 'Dibatalkan' ? 'Dibatalkan: barang tidak sesuai pesanan.' : null,
    });
    for (const [code, qty, unit, cost, serial] of lines) {
      const line = await s.add('rbarangmasuksub', {
        id_barangmasuk: receipt.id,
        id_stok: items.get(code),
        qty,
        id_satuan: await id('rsatuan', 'nama_satuan', unit),
        harga_satuan: cost,
      });
      if (serial) {
        for (let n = 1; n <= qty; n++) {
          await s.add('rbarangmasuksubsub', {
            id_barangmasuksub: line.id,
            jenis: 'Nomor Seri',
            no_seri_batch: `${serial}-${String(s.rand.int(10_000, 99_999))}${n}`,
            qty: 1,
          });
        }
      }
    }
    if (status !== 'Draft') await s.edit('rbarangmasuk', receipt.id, { status: 'Diterima' });
    if (status === 'Dibatalkan') await s.edit('rbarangmasuk', receipt.id, { status: 'Dibatalkan' });
  }

  const customers = await s.app.db.query<{ id: number }>(
    "SELECT id FROM akun WHERE jenis_akun = 'Pelanggan' ORDER BY id",
  );
  // each selling day is one cash session of Kasir 1, opened with Rp 200.000 and closed with the drawer
  // counted, so its takings are income; yesterday's drawer was Rp 2.000 short
  const days = [...new Set(SALES.map(([daysAgo]) => daysAgo))];
  for (const daysAgo of days) {
    const session = await openSession(s.write, { counter: 'Kasir 1', float: 200_000 }, s.daysAgo(daysAgo));
    for (const [, method, lines] of SALES.filter(([d]) => d === daysAgo)) {
      const input = {
        client_id: uuidFrom(s),
        date: s.daysAgo(daysAgo),
        session: session.id,
        customer: s.rand.chance(0.5) ? Number(s.rand.pick(customers).id) : null,
        lines: await Promise.all(
          lines.map(async ([code, qty, unit]) => {
            // an item received with serials is sold by serial (issue 34): the oldest in stock leave first
            const serials = (await serialsInStock(s.app.db.query, items.get(code)!))
              .slice(0, qty)
              .map((serial) => serial.no_seri_batch);
            return {
              item: items.get(code)!,
              qty,
              unit: await id('rsatuan', 'nama_satuan', unit),
              ...(serials.length > 0 ? { serials } : {}),
            };
          }),
        ),
        payment: { method, amount: 0 },
      };
      const quote = await quoteSale(s.app.db.query, input.lines, input.date, (key) => key);
      // cash is paid in round notes (change given), other methods exactly
      const amount = method === 'cash' ? Math.ceil(quote.total / 50_000) * 50_000 : quote.total;
      await postSale(s.write, { ...input, payment: { method, amount } });
    }
    const [cash] = await s.app.db.query<{ total: string }>(
      "SELECT coalesce(sum(total), 0) AS total FROM pos_sales WHERE id_session = $1 AND metode = 'Tunai'",
      [session.id],
    );
    const short = daysAgo === 1 ? 2_000 : 0;
    await closeSession(s.write, session.id, {
      counted: breakIntoDenominations(200_000 + Number(cash?.total ?? 0) - short),
      ...(short > 0 ? { keterangan: 'Kurang Rp 2.000, uang kembalian salah hitung.' } : {}),
    });
  }

  // standard materials per job type: what a job of that type usually takes from stock
  for (const [type, sop, material, code, qty, unit] of SOP_MATERIALS) {
    await s.add('standarmaterialsop', {
      nama_sop: sop,
      id_type: (await s.find('rtype', { nama_type: type }))?.id,
      nama_material: material,
      id_stok: code ? items.get(code) : null,
      qty,
      id_satuan: await id('rsatuan', 'nama_satuan', unit),
      langkah_kerja: SOP_STEPS[sop] ?? null,
    });
  }

  await s.add('rbarangkeluar', {
    no_referensi: 'BK-DEMO-WO-001',
    tanggal: s.daysAgo(9),
    jenis: 'Penghapusan',
    id_stok: items.get('LMP-PHL-13W'),
    qty: 2,
    id_satuan: await id('rsatuan', 'nama_satuan', 'Pieces'),
    keterangan: 'Lampu pecah saat bongkar muat.',
  });
}

function uuidFrom(s: SeedContext): string {
  const hex = Array.from({ length: 32 }, () => s.rand.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
