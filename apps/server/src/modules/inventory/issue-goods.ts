import type { HookContext } from '../resources/index.ts';
import { compactDay, nextNumber } from './counters.ts';

export type GoodsOutKind = 'Penjualan' | 'Pemakaian Pekerjaan' | 'Penghapusan' | 'Retur Supplier';

export type IssueGoods = {
  /** The document the goods leave for (an invoice, a job, a POS sale): noted on each goods out. */
  source: { label: string };
  date: string;
  jenis: GoodsOutKind;
  lines: readonly {
    itemId: number;
    unitId: number;
    qty: number;
    unitPrice?: number | null;
    note?: string;
    /** The serials leaving: checked always, one per unit of an item with serials in stock (none otherwise). */
    serials?: readonly string[];
  }[];
  jobId?: number | null;
  customerId?: number | null;
  supplierId?: number | null;
};

/**
 * Posts goods out for several lines in the caller's transaction (one `rbarangkeluar` per line, numbered
 * `BK-YYYYMMDD-0001`): stock is checked per item under a row lock, and any shortfall is a 422 naming
 * the item and what is left, which rolls the caller's whole write back. Answers the posted records.
 */
export async function issueGoods(ctx: Pick<HookContext, 'query' | 'write'>, request: IssueGoods) {
  const records: Record<string, unknown>[] = [];
  for (const line of request.lines) {
    const n = await nextNumber(ctx.query, `BK-${compactDay(request.date)}`);
    records.push(
      await ctx.write.add('rbarangkeluar', {
        no_referensi: `BK-${compactDay(request.date)}-${String(n).padStart(4, '0')}`,
        tanggal: request.date,
        jenis: request.jenis,
        id_stok: line.itemId,
        id_satuan: line.unitId,
        qty: line.qty,
        harga_satuan: line.unitPrice ?? null,
        id_pekerjaan: request.jobId ?? null,
        id_akun: request.customerId ?? null,
        id_supplier: request.supplierId ?? null,
        keterangan: line.note ? `${request.source.label} · ${line.note}` : request.source.label,
        no_seri: line.serials && line.serials.length > 0 ? line.serials.join('\n') : null,
      }),
    );
  }
  return records;
}
