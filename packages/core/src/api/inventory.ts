/**
 * Answers of inventory's own routes (apps/server/src/modules/inventory/inventory.routes.ts). The rows
 * they carry (`Sale`, `StockCardRow`, `UnitCostRow`) and the answers sent as they are (`PosCatalog` of
 * `GET /pos/catalog`, `JobMaterials` of `GET /rpekerjaan/material-sop/{id}`, `Paged<UnitCostRow>` of
 * `GET /rbarangmasuksub/listmodalsatuan`) live with the inventory rules in ../inventory; the request
 * bodies are the routes' declarations (./routes/inventory.ts).
 */
import { z } from 'zod';
import { CashSession, Sale, SaleReturn, StockCardRow, UnitCostRow } from '../inventory/schemas.ts';
import { ApiRecord, type ListAnswer, listAnswer, MessageAnswer, SaveAnswer } from './resources.ts';

/** `POST /pos/sales`: the sale; `duplicate` when its `client_id` was posted before (answers that sale). */
export const SalePostAnswer = z.object({ sale: Sale, duplicate: z.boolean() });
export type SalePostAnswer = z.infer<typeof SalePostAnswer>;

/** `GET /pos/sales?date=`: the day's sales (today by default, Asia/Jakarta), newest first. */
export const SalesOfDay = z.object({ date: z.iso.date(), records: z.array(Sale) });
export type SalesOfDay = z.infer<typeof SalesOfDay>;

/**
 * `POST /pos/receipts`: the goods receipt (`rbarangmasuk`) as received; `duplicate` when its `client_id`
 * was posted before (answers that receipt, nothing received again).
 */
export const CounterReceivingAnswer = SaveAnswer.extend({ duplicate: z.boolean() });
export type CounterReceivingAnswer<R = ApiRecord> = SaveAnswer<R> & { duplicate: boolean };

/** `GET /rstok/kartu/{id}?page=&limit=`: the item and a page of its movements, oldest first. */
export const StockCard = listAnswer(StockCardRow).extend({ item: ApiRecord });
export type StockCard<I = ApiRecord> = Omit<z.infer<typeof StockCard>, 'item'> & { item: I };

/** `GET /rbarangmasuksub/listmodalsatuan`: last and average cost per item and unit, one page. */
export const UnitCostList = listAnswer(UnitCostRow);
export type UnitCostList = ListAnswer<UnitCostRow>;

/** `POST /rbarangmasuksub/addmodalsatuan`: the unit cost noted. */
export const UnitCostAddAnswer = MessageAnswer.extend({
  record: z.object({
    id: z.int(),
    id_stok: z.int(),
    id_satuan: z.int(),
    /** Absent for a role that may not see received prices. */
    harga_satuan: z.number().optional(),
    /** `YYYY-MM-DD` on both engines. */
    tanggal: z.iso.date(),
    keterangan: z.string().nullable(),
  }),
});
export type UnitCostAddAnswer = z.infer<typeof UnitCostAddAnswer>;

/** `POST /rpekerjaan/material-sop/{id}`: one goods out (`rbarangkeluar`) per issued line. */
export const JobMaterialsIssueAnswer = MessageAnswer.extend({ records: z.array(ApiRecord) });
export type JobMaterialsIssueAnswer<R = ApiRecord> = Omit<
  z.infer<typeof JobMaterialsIssueAnswer>,
  'records'
> & {
  records: R[];
};

/** `GET /pos/sessions?counter=`: a counter's sessions (or every counter's), newest first, at most 50. */
export const CashSessionList = z.object({ records: z.array(CashSession) });
export type CashSessionList = z.infer<typeof CashSessionList>;

/** `POST /pos/sessions`: the session opened. */
export const CashSessionAnswer = z.object({ session: CashSession });
export type CashSessionAnswer = z.infer<typeof CashSessionAnswer>;

/** `POST /pos/returns`: the refund; `duplicate` when its `client_id` was posted before. */
export const SaleReturnAnswer = z.object({ return: SaleReturn, duplicate: z.boolean() });
export type SaleReturnAnswer = z.infer<typeof SaleReturnAnswer>;
