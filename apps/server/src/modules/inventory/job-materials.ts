/**
 * Materials of a job from its type's SOP (`standarmaterialsop`): the proposal a goods out for the job is
 * pre-filled with (the SOP quantity less what already went out to the job), and the issue of the lines
 * the user confirmed as `Pemakaian Pekerjaan` goods outs, all or nothing.
 */
import type { JobMaterialLine, JobMaterials, JobMaterialsBody } from '@kantor/core';
import { getResource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { issueGoods } from './issue-goods.ts';
import { jakartaToday } from './pos.service.ts';
import { unitFactor } from './stock.service.ts';

/** Rounds a quantity to the 4 decimals the ledger keeps. */
const q4 = (n: number) => Math.round(n * 10_000) / 10_000;

type SopRow = {
  id: number;
  nama_sop: string;
  nama_material: string;
  id_stok: number | null;
  nama_barang: string | null;
  item_unit: number | null;
  stok: string | null;
  qty: string;
  id_satuan: number;
  nama_satuan: string;
};

/** A material line as computed, every value present (the route's answer withholds what a role may not see). */
type MaterialLine = { [K in keyof JobMaterialLine]-?: Exclude<JobMaterialLine[K], undefined> };
type Materials = {
  job: { [K in keyof JobMaterials['job']]-?: Exclude<JobMaterials['job'][K], undefined> };
  lines: MaterialLine[];
};

/** The job, its type and the SOP materials of that type with what is issued and on hand. */
export async function jobMaterials(query: Query, jobId: number): Promise<Materials | null> {
  const [job] = await query<Materials['job']>(
    `SELECT p.id, p.nama_pekerjaan, p.id_type, t.nama_type
       FROM rpekerjaan p LEFT JOIN rtype t ON t.id = p.id_type WHERE p.id = $1`,
    [jobId],
  );
  if (!job) return null;
  if (job.id_type == null) return { job: { ...job, id: Number(job.id) }, lines: [] };
  const sop = await query<SopRow>(
    `SELECT m.id, m.nama_sop, m.nama_material, m.id_stok, s.nama_barang, s.id_satuan AS item_unit, s.stok,
            m.qty, m.id_satuan, u.nama_satuan
       FROM standarmaterialsop m
       JOIN rsatuan u ON u.id = m.id_satuan
       LEFT JOIN rstok s ON s.id = m.id_stok
      WHERE m.id_type = $1 ORDER BY ${byName('m.nama_sop')}, m.id`,
    [job.id_type],
  );
  // what the job's goods outs took, in each item's base unit (a deleted goods out was written back)
  const issued = await query<{ id_stok: number; qty: string }>(
    `SELECT m.id_stok, -sum(m.qty) AS qty
       FROM rbarangkeluar k
       JOIN stock_movements m ON m.source_resource = 'rbarangkeluar' AND m.source_id = k.id::text AND m.qty < 0
      WHERE k.id_pekerjaan = $1 GROUP BY m.id_stok`,
    [jobId],
  );
  const issuedBase = new Map(issued.map((r) => [Number(r.id_stok), Number(r.qty)]));
  const lines: MaterialLine[] = [];
  for (const row of sop) {
    const itemId = row.id_stok == null ? null : Number(row.id_stok);
    const factor =
      itemId == null || row.item_unit == null
        ? null
        : await unitFactor(query, Number(row.item_unit), Number(row.id_satuan));
    const sopQty = Number(row.qty);
    const out = factor == null || itemId == null ? null : q4((issuedBase.get(itemId) ?? 0) / factor);
    lines.push({
      id_sop: Number(row.id),
      nama_sop: row.nama_sop,
      nama_material: row.nama_material,
      id_stok: itemId,
      nama_barang: row.nama_barang,
      qty_sop: sopQty,
      id_satuan: Number(row.id_satuan),
      nama_satuan: row.nama_satuan,
      qty_keluar: out,
      stok: factor == null ? null : q4(Number(row.stok ?? 0) / factor),
      qty_usul: itemId == null ? 0 : Math.max(0, q4(sopQty - (out ?? 0))),
    });
  }
  return { job: { ...job, id: Number(job.id) }, lines };
}

/** The lines to issue as the route's schema read them: today when no day is given, quantities to 4 decimals. */
export function materialsInput(body: JobMaterialsBody): Required<JobMaterialsBody> {
  return {
    tanggal: body.tanggal ?? jakartaToday(),
    lines: body.lines.map((line) => ({ ...line, qty: q4(line.qty) })),
  };
}

/** Issues the confirmed lines to the job in one transaction: a shortfall on any line issues none. */
export async function issueJobMaterials(ctx: WriteContext, jobId: number, input: Required<JobMaterialsBody>) {
  return inTransaction(ctx, async (tx) => {
    const [job] = await tx.query<{ nama_pekerjaan: string; id_akun: number | null }>(
      'SELECT nama_pekerjaan, id_akun FROM rpekerjaan WHERE id = $1',
      [jobId],
    );
    if (!job) throw notFound();
    const hook = hookContext(tx, getResource('rbarangkeluar')!);
    const records: Record<string, unknown>[] = [];
    for (const [i, line] of input.lines.entries()) {
      const [posted] = await issueGoods(hook, {
        source: { label: `SOP ${job.nama_pekerjaan}` },
        date: input.tanggal,
        jenis: 'Pemakaian Pekerjaan',
        // checked always: an item with serials in stock names one per unit (issue 34)
        lines: [{ itemId: line.id_stok, unitId: line.id_satuan, qty: line.qty, serials: line.serials ?? [] }],
        jobId,
        customerId: job.id_akun,
      }).catch((error: unknown) => {
        // name the form line, not the generated goods-out document
        // the goods out's `no_seri` is the body's `serials`
        if (error instanceof ValidationError)
          throw new ValidationError(
            Object.fromEntries(
              Object.entries(error.errors).map(([k, v]) => [
                `lines.${i}.${k === 'no_seri' ? 'serials' : k}`,
                v,
              ]),
            ),
          );
        throw error;
      });
      records.push(posted!);
    }
    return records;
  });
}

/** A material a job used, summed per item and unit, for its service report. */
export type MaterialUsed = { nama: string; qty: number; satuan: string | null };

/** The materials a job took out of stock (goods out of kind "Pemakaian Pekerjaan"), by item name. */
export async function materialsUsed(query: Query, jobId: number): Promise<MaterialUsed[]> {
  const rows = await query<{ nama: string; qty: string; satuan: string | null }>(
    `SELECT st.nama_barang AS nama, sum(k.qty) AS qty, sa.nama_satuan AS satuan
       FROM rbarangkeluar k JOIN rstok st ON st.id = k.id_stok LEFT JOIN rsatuan sa ON sa.id = k.id_satuan
      WHERE k.id_pekerjaan = $1 AND k.jenis = 'Pemakaian Pekerjaan'
      GROUP BY st.nama_barang, sa.nama_satuan ORDER BY ${byName('st.nama_barang')}, sa.nama_satuan`,
    [jobId],
  );
  return rows.map((r) => ({ nama: r.nama, qty: Number(r.qty), satuan: r.satuan }));
}
