import { addDays, formatYmd, weekStart } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from '../../modules/domains.ts';
import { useTestApp } from '../../test/fixture.ts';
import { seedRegions } from '../regions.ts';
import { Random } from './random.ts';
import { seedDemoBusiness } from './seed-demo.ts';

let first: Record<string, Record<string, number>>;

const ctx = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  await seedRegions(ctx.database);
  first = await seedDemoBusiness(ctx.app, DOMAIN_MODULES);
}, 180_000);

const count = async (table: string) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('the demo business of a first start', () => {
  it('seeds every module with a seed, and says what it wrote', () => {
    const seeded = DOMAIN_MODULES.filter((m) => m.seed).map((m) => m.name);
    expect(Object.keys(first)).toEqual(seeded);
    for (const name of seeded)
      expect(Object.values(first[name]!).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('writes believable master data in real regions, through the engine (audit trail included)', async () => {
    expect(await count('rsupplier')).toBeGreaterThanOrEqual(5);
    expect(await count('akun')).toBeGreaterThanOrEqual(10);
    const customers = await ctx.database.query<{ nama: string; id_kabupaten: string; regency: string }>(
      `SELECT a.nama, a.id_kabupaten, r.name AS regency FROM akun a JOIN regregencies r ON r.id = a.id_kabupaten
        WHERE a.jenis_akun = 'Pelanggan'`,
    );
    expect(customers.length).toBeGreaterThanOrEqual(10);
    expect(customers.map((c) => c.regency)).toContain('KOTA BANDUNG');
    const audit = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'rsupplier' AND action = 'add'",
    );
    expect(audit[0]!.n).toBe(await count('rsupplier'));
    // technicians' logins own themselves and can sign in
    const techs = await ctx.database.query<{ id: number; user_id: number }>(
      "SELECT id, user_id FROM users WHERE username LIKE '%.%' AND user_role_id = 53",
    );
    expect(techs.length).toBe(3);
    for (const t of techs) expect(t.user_id).toBe(t.id);
    // issue 37: one of them holds a second role, through the users engine (its reference check passed)
    const extra = await ctx.database.query<{ username: string; roles: string[] }>(
      `SELECT u.username, array_agg(r.role_name ORDER BY r.role_name) AS roles
         FROM users u JOIN roles r ON u.peran_lain @> to_jsonb(r.id)
        WHERE u.peran_lain IS NOT NULL GROUP BY u.username`,
    );
    expect(extra).toEqual([{ username: 'budi.santoso', roles: ['keuangan'] }]);
  });

  it('shows invoices in every state, paid ones with their income entries', async () => {
    const states = await ctx.database.query<{ status: string }>(
      'SELECT DISTINCT status FROM rinvoice ORDER BY 1',
    );
    expect(states.map((r) => r.status)).toEqual(['Batal', 'Draft', 'Lunas', 'Sebagian dibayar', 'Terbit']);
    const income = await ctx.database.query<{ paid: string; income: string }>(
      `SELECT (SELECT sum(dibayar) FROM rinvoice) AS paid,
              (SELECT sum(jumlah) FROM rpemasukan WHERE kategori = 'Pembayaran Invoice') AS income`,
    );
    expect(Number(income[0]!.paid)).toBeGreaterThan(0);
    expect(Number(income[0]!.income)).toBe(Number(income[0]!.paid));
    const numbered = await ctx.database.query<{ no_invoice: string }>(
      "SELECT no_invoice FROM rinvoice WHERE status <> 'Draft' ORDER BY no_invoice",
    );
    for (const r of numbered) expect(r.no_invoice).toMatch(/^\d{3}\/INV\/[IVX]+\/\d{4}$/);
  });

  it('issues the SOP materials of the demo installs to their jobs from stock', async () => {
    const used = await ctx.database.query<{ nama_pekerjaan: string; n: number }>(
      `SELECT p.nama_pekerjaan, count(*)::int AS n FROM rbarangkeluar k JOIN rpekerjaan p ON p.id = k.id_pekerjaan
        WHERE k.jenis = 'Pemakaian Pekerjaan' GROUP BY p.nama_pekerjaan ORDER BY 1`,
    );
    expect(used.map((u) => u.nama_pekerjaan)).toEqual([
      'Pasang 2 AC Split ruang rapat',
      'Pasang AC kamar utama',
    ]);
    for (const u of used) expect(u.n).toBe(4);
  });

  it('keeps a checklist for installs and a worksheet its customer signed (issue 35)', async () => {
    const signed = await ctx.database.query<{ nama_pekerjaan: string; nama_penanda: string }>(
      `SELECT p.nama_pekerjaan, w.nama_penanda FROM worksheets w
         JOIN rsubpekerjaan s ON s.id = w.id_subpekerjaan JOIN rpekerjaan p ON p.id = s.id_pekerjaan
        WHERE w.ditandatangani_pada IS NOT NULL`,
    );
    expect(signed).toEqual([
      { nama_pekerjaan: 'Pasang 2 AC Split ruang rapat', nama_penanda: 'Hotel Griya Asri' },
    ]);
    expect(await count('worksheet_templates')).toBe(1);
  });

  it('plans this week on the dispatch board and records timesheet entries (issue 35)', async () => {
    const planned = await ctx.database.query<{ n: number; techs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT s.id_teknisi)::int AS techs FROM rsubpekerjaan s
       JOIN rpekerjaan j ON j.id = s.id_pekerjaan
       WHERE j.nama_pekerjaan = 'Instalasi AC ruko 3 lantai' AND s.jam_mulai IS NOT NULL`,
    );
    // six sub jobs planned for two technicians (one may be left aside if attendance shows them absent)
    expect(planned[0]!.n).toBeGreaterThanOrEqual(5);
    expect(planned[0]!.techs).toBe(2);
    const entries = await ctx.database.query<{ n: number; corrected: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM timesheet_corrections) AS corrected
       FROM timesheet_entries WHERE selesai IS NOT NULL`,
    );
    expect(entries[0]).toEqual({ n: 3, corrected: 3 });
  });

  it('places the customers and Tuesday’s work for the dispatch map (issue 35)', async () => {
    // every customer but one near their street (Bandung, Cimahi, Lembang: 6.7–7.1° S, 107.5–107.7° E)
    const customers = await ctx.database.query<{ lat: string | null; lng: string | null }>(
      "SELECT lat::text, lng::text FROM akun WHERE jenis_akun = 'Pelanggan'",
    );
    const placed = customers.filter((c) => c.lat !== null);
    expect(customers.length - placed.length).toBe(1);
    for (const c of placed) {
      expect(Number(c.lat)).toBeGreaterThan(-7.1);
      expect(Number(c.lat)).toBeLessThan(-6.7);
      expect(Number(c.lng)).toBeGreaterThan(107.5);
      expect(Number(c.lng)).toBeLessThan(107.7);
    }
    // Tuesday of this week: the install's two sub jobs and three visits, one at the customer with no place
    const tuesday = await ctx.database.query<{ placed: boolean }>(
      `SELECT (COALESCE(j.lat, c.lat) IS NOT NULL) AS placed FROM rsubpekerjaan s
         JOIN rpekerjaan j ON j.id = s.id_pekerjaan JOIN akun c ON c.id = j.id_akun
        WHERE s.id_teknisi IS NOT NULL AND s.jam_mulai IS NOT NULL
          AND s.tanggal_mulai = $1`,
      [addDays(weekStart(formatYmd(new Date())), 1)], // the seed's week, as the board opens on it
    );
    expect(tuesday.filter((r) => r.placed).length).toBeGreaterThanOrEqual(3);
    expect(tuesday.filter((r) => !r.placed)).toHaveLength(1);
  });

  it('buys from a supplier: an order half received, its bill, a first payment written as an expense', async () => {
    const [order] = await ctx.database.query<{ status: string; received: string }>(
      `SELECT o.status, (SELECT sum(r.qty) FROM purchase_receipt_lines r
                          JOIN purchase_order_lines l ON l.id = r.id_po_line WHERE l.id_po = o.id) AS received
         FROM purchase_orders o`,
    );
    // 24 of 40 rolls of duct tape and all 30 lamps came
    expect(order).toEqual({ status: 'Sebagian Diterima', received: expect.anything() });
    expect(Number(order!.received)).toBe(54);
    const [bill] = await ctx.database.query<{ status: string; dibayar: string; paid: string }>(
      `SELECT b.status, b.dibayar, (SELECT sum(e.jumlah) FROM supplier_payments p
                                     JOIN rpengeluaran e ON e.id = p.id_pengeluaran WHERE p.id_tagihan = b.id) AS paid
         FROM supplier_bills b`,
    );
    expect(bill!.status).toBe('Sebagian dibayar');
    expect(Number(bill!.paid)).toBe(Number(bill!.dibayar));
  });

  it('corrects two invoices with credit notes: a camera back in stock, a refund written as an expense', async () => {
    const notes = await ctx.database.query<{ no_nota: string; total: string; ppn: string; pkp: string }>(
      `SELECT n.no_nota, n.total, n.ppn, i.status_pajak AS pkp FROM credit_notes n
         JOIN rinvoice i ON i.id = n.id_invoice ORDER BY n.id`,
    );
    expect(notes).toHaveLength(2);
    for (const n of notes) expect(n.no_nota).toMatch(/^\d{3}\/NK\/[IVX]+\/\d{4}$/);
    expect(notes.find((n) => n.pkp === 'PKP')!.ppn).not.toBe('0');
    const [refund] = await ctx.database.query<{ jumlah: string; expense: string }>(
      `SELECT r.jumlah, e.jumlah AS expense FROM invoice_refunds r JOIN rpengeluaran e ON e.id = r.id_pengeluaran`,
    );
    expect(Number(refund!.expense)).toBe(Number(refund!.jumlah));
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await count('akun');
    expect(await seedDemoBusiness(ctx.app, DOMAIN_MODULES)).toEqual({});
    expect(await count('akun')).toBe(before);
  });
});

describe('the demo generator', () => {
  it('is deterministic per seed and independent per fork', () => {
    const a = new Random('kantor');
    const b = new Random('kantor');
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(seqA);
    expect(new Random('other').int(0, 1_000_000)).not.toBe(new Random('kantor').int(0, 1_000_000));
    const r = new Random(7);
    for (let i = 0; i < 500; i++) {
      const n = r.rupiah(10_000, 20_000, 500);
      expect(n % 500).toBe(0);
      expect(n).toBeGreaterThanOrEqual(10_000);
      expect(n).toBeLessThanOrEqual(20_000);
    }
  });
});
