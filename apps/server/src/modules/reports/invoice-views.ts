/**
 * The invoice views of spec §2 whose purpose the spec leaves open, as decided in docs/reports.md:
 * `rinvoice/joinlist` (invoices with customer and lines), `rsubinvoice/joinlistitems` (every billed
 * line with its invoice), `rinvoice/listuntukmodal` (cost basis and margin per invoice),
 * `rsubinvoice/qnevt` (what was sold, per item or rate), `rsubinvoice/rbdkm` (sales per customer) and
 * the `/petarinvoice` map's live counts.
 */
import type {
  BilledLine,
  CostBasisAnswer,
  InvoiceMapCounts,
  JoinListAnswer,
  JoinListItemsAnswer,
  SalesByCustomerAnswer,
  SoldItemsAnswer,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { likeEscape } from '../resources/index.ts';

const n = (v: unknown) => Number(v ?? 0);
const textOrNull = (v: unknown) => (v == null ? null : String(v));

/** A billed line's own columns as the views show them (amounts as numbers on both engines). */
function billedOf(l: Record<string, unknown>) {
  return {
    id: Number(l.id),
    jenis: String(l.jenis),
    nama_item: String(l.nama_item ?? ''),
    qty: n(l.qty),
    nama_satuan: textOrNull(l.nama_satuan),
    harga: n(l.harga),
    diskon: n(l.diskon),
    subtotal: n(l.subtotal),
  };
}
export type Paging = {
  page: number;
  limit: number;
  search?: string;
  status?: string;
  /** What the search may match: a text the role may not see is left out (a match would tell it). */
  searchable?: { invoice: boolean; customer: boolean; item: boolean };
};

/** The search condition over the columns the role may see (`false` when none is searchable). */
function searchOver(p: Paging, at: string, columns: { invoice?: string; customer?: string; item?: string }) {
  const allowed = p.searchable ?? { invoice: true, customer: true, item: true };
  const parts = (['invoice', 'customer', 'item'] as const)
    .filter((k) => columns[k] && allowed[k])
    .map((k) => `${columns[k]} ILIKE ${at}`);
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

export function pagingOf(query: Record<string, unknown>): Paging {
  const page = Math.min(Math.max(Number.parseInt(String(query.page ?? ''), 10) || 1, 1), 100_000);
  const limit = Math.min(Math.max(Number.parseInt(String(query.limit ?? ''), 10) || 20, 1), 100);
  const search =
    typeof query.search === 'string'
      ? query.search.replaceAll(String.fromCharCode(0), '').trim().slice(0, 100)
      : '';
  const status = typeof query.status === 'string' ? query.status.slice(0, 30) : '';
  return { page, limit, search: search || undefined, status: status || undefined };
}

/** Invoices (newest first) with their customer and lines, one page. */
export async function joinList(query: Query, p: Paging): Promise<JoinListAnswer> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (p.search) {
    values.push(`%${likeEscape(p.search)}%`);
    where.push(searchOver(p, `$${values.length}`, { invoice: 'i.no_invoice', customer: 'a.nama' }));
  }
  if (p.status) {
    values.push(p.status);
    where.push(`i.status = $${values.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun ${filter}`,
    values,
  );
  const invoices = await query<Record<string, unknown>>(
    `SELECT i.id, i.no_invoice, i.tanggal, i.jatuh_tempo, i.status, i.status_pajak, i.total, i.dibayar, i.sisa,
            a.nama AS customer, a.no_hp AS customer_phone
       FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun ${filter}
      ORDER BY i.tanggal DESC, i.id DESC LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
    values,
  );
  const ids = invoices.map((i) => Number(i.id));
  const lines = ids.length
    ? await query<Record<string, unknown>>(
        `SELECT l.id, l.id_invoice, l.jenis, l.nama_item, l.qty, s.nama_satuan, l.harga, l.diskon, l.subtotal
           FROM rsubinvoice l LEFT JOIN rsatuan s ON s.id = l.id_satuan
          WHERE l.id_invoice = ANY($1::int[]) ORDER BY l.id`,
        [ids],
      )
    : [];
  return {
    totalRecords: count?.n ?? 0,
    records: invoices.map((i) => ({
      id: Number(i.id),
      no_invoice: textOrNull(i.no_invoice),
      tanggal: dayText(i.tanggal),
      jatuh_tempo: i.jatuh_tempo ? dayText(i.jatuh_tempo) : null,
      status: String(i.status),
      status_pajak: textOrNull(i.status_pajak),
      total: n(i.total),
      dibayar: n(i.dibayar),
      sisa: n(i.sisa),
      customer: textOrNull(i.customer),
      customer_phone: textOrNull(i.customer_phone),
      lines: lines.filter((l) => Number(l.id_invoice) === Number(i.id)).map(billedOf),
    })),
  };
}

/** Every billed line with its invoice's number, date, customer and state, newest invoice first. */
export async function joinListItems(query: Query, p: Paging): Promise<JoinListItemsAnswer> {
  const values: unknown[] = [];
  let filter = "WHERE i.status <> 'Batal'";
  if (p.search) {
    values.push(`%${likeEscape(p.search)}%`);
    filter += ` AND ${searchOver(p, '$1', { item: 'l.nama_item', invoice: 'i.no_invoice', customer: 'a.nama' })}`;
  }
  const from = `FROM rsubinvoice l JOIN rinvoice i ON i.id = l.id_invoice LEFT JOIN akun a ON a.id = i.id_akun
                LEFT JOIN rsatuan s ON s.id = l.id_satuan ${filter}`;
  const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, values);
  const rows = await query<Record<string, unknown>>(
    `SELECT l.id, l.id_invoice, i.no_invoice, i.tanggal, i.status, a.nama AS customer, l.jenis, l.nama_item, l.qty,
            s.nama_satuan, l.harga, l.diskon, l.subtotal ${from}
      ORDER BY i.tanggal DESC, i.id DESC, l.id LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
    values,
  );
  return {
    totalRecords: count?.n ?? 0,
    records: rows.map(
      (r): BilledLine => ({
        ...billedOf(r),
        id_invoice: Number(r.id_invoice),
        no_invoice: textOrNull(r.no_invoice),
        tanggal: dayText(r.tanggal),
        status: String(r.status),
        customer: textOrNull(r.customer),
      }),
    ),
  };
}

/**
 * "Modal" of each issued invoice: revenue (DPP), cost of the goods it took out of stock (moving average
 * cost of its goods outs), the expenses booked on it (`rpengeluaran.id_invoice`) or on its job, and the
 * margin left.
 */
export async function costBasis(query: Query, p: Paging): Promise<CostBasisAnswer> {
  const rows = await query<Record<string, unknown>>(
    `SELECT i.id, i.no_invoice, i.tanggal, i.status, a.nama AS customer, i.id_pekerjaan, p.nama_pekerjaan,
            coalesce(i.dpp, 0) AS revenue,
            (SELECT coalesce(sum(k.nilai_pokok), 0) FROM rsubinvoice l JOIN rbarangkeluar k ON k.id = l.id_barangkeluar
              WHERE l.id_invoice = i.id) AS goods,
            (SELECT coalesce(sum(e.jumlah), 0) FROM rpengeluaran e WHERE e.id_invoice = i.id
               OR (e.id_invoice IS NULL AND i.id_pekerjaan IS NOT NULL AND e.id_pekerjaan = i.id_pekerjaan)) AS expenses
       FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun LEFT JOIN rpekerjaan p ON p.id = i.id_pekerjaan
      WHERE i.status NOT IN ('Draft', 'Batal')
      ORDER BY i.tanggal DESC, i.id DESC LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
  );
  return {
    records: rows.map((r) => {
      const revenue = n(r.revenue);
      const cost = n(r.goods) + n(r.expenses);
      return {
        id: Number(r.id),
        no_invoice: textOrNull(r.no_invoice),
        tanggal: dayText(r.tanggal),
        status: String(r.status),
        customer: textOrNull(r.customer),
        id_pekerjaan: r.id_pekerjaan == null ? null : Number(r.id_pekerjaan),
        nama_pekerjaan: textOrNull(r.nama_pekerjaan),
        revenue,
        goods: n(r.goods),
        expenses: n(r.expenses),
        margin: revenue - cost,
        margin_pct: revenue > 0 ? Math.round(((revenue - cost) / revenue) * 1000) / 10 : null,
      };
    }),
  };
}

/** What was sold: billed lines of issued invoices grouped by item, job rate or free-text name. */
export async function soldItems(query: Query, from: string, to: string): Promise<SoldItemsAnswer['records']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT l.jenis, coalesce(s.nama_barang, h.nama_pekerjaan, l.nama_item) AS name, sum(l.qty) AS qty,
            count(DISTINCT l.id_invoice)::int AS invoices, sum(l.subtotal) AS revenue
       FROM rsubinvoice l JOIN rinvoice i ON i.id = l.id_invoice
       LEFT JOIN rstok s ON s.id = l.id_stok LEFT JOIN rhargasatuanpekerjaan h ON h.id = l.id_hargapekerjaan
      WHERE i.status NOT IN ('Draft', 'Batal') AND i.tanggal BETWEEN $1 AND $2
      GROUP BY 1, 2 ORDER BY sum(l.subtotal) DESC`,
    [from, to],
  );
  return rows.map((r) => ({
    jenis: String(r.jenis),
    name: String(r.name ?? ''),
    qty: n(r.qty),
    invoices: n(r.invoices),
    revenue: n(r.revenue),
  }));
}

/** Sales per customer: issued invoices, their total, paid and balance. */
export async function salesByCustomer(
  query: Query,
  from: string,
  to: string,
): Promise<SalesByCustomerAnswer['records']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT coalesce(a.nama, '#' || i.id_akun) AS customer, count(*)::int AS invoices, sum(i.total) AS total,
            sum(coalesce(i.dibayar, 0)) AS paid, sum(coalesce(i.sisa, 0)) AS balance
       FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun
      WHERE i.status NOT IN ('Draft', 'Batal') AND i.tanggal BETWEEN $1 AND $2
      GROUP BY 1 ORDER BY sum(i.total) DESC`,
    [from, to],
  );
  return rows.map((r) => ({
    customer: String(r.customer),
    invoices: n(r.invoices),
    total: n(r.total),
    paid: n(r.paid),
    balance: n(r.balance),
  }));
}

/** Live counts for the invoice map: what links to what. */
export async function invoiceMapCounts(query: Query): Promise<InvoiceMapCounts> {
  const [row] = await query<InvoiceMapCounts>(
    `SELECT (SELECT count(*)::int FROM rinvoice) AS invoices,
            (SELECT count(*)::int FROM rsubinvoice) AS lines,
            (SELECT count(*)::int FROM rsubinvoice WHERE id_barangkeluar IS NOT NULL) AS goods_outs,
            (SELECT count(*)::int FROM invoice_payments) AS payments,
            (SELECT count(*)::int FROM rpemasukan WHERE id_invoice IS NOT NULL) AS income,
            (SELECT count(*)::int FROM invoice_virtual_accounts) AS virtual_accounts,
            (SELECT count(*)::int FROM rinvoice WHERE id_pekerjaan IS NOT NULL) AS with_job,
            (SELECT count(*)::int FROM invoice_links) AS links`,
  );
  return row!;
}
