/**
 * Answers of inventory's own routes (apps/server/src/modules/inventory/inventory.routes.ts). The rows
 * they carry (`Sale`, `StockCardRow`, `UnitCostRow`) and the answers sent as they are (`PosCatalog` of
 * `GET /pos/catalog`, `JobMaterials` of `GET /rpekerjaan/material-sop/{id}`, `Paged<UnitCostRow>` of
 * `GET /rbarangmasuksub/listmodalsatuan`) live with the inventory rules in ../inventory, next to the
 * request bodies.
 */
import type { Paged, Sale, StockCardRow } from '../inventory/api.ts';
import type { ApiRecord, MessageAnswer } from './resources.ts';

/** `POST /pos/sales`: the sale; `duplicate` when its `client_id` was posted before (answers that sale). */
export type SalePostAnswer = { sale: Sale; duplicate: boolean };

/** `GET /pos/sales?date=`: the day's sales (today by default, Asia/Jakarta), newest first. */
export type SalesOfDay = { date: string; records: Sale[] };

/** `POST /pos/receipts`: the goods receipt (`rbarangmasuk`) as received. */
export type CounterReceivingAnswer<R = ApiRecord> = MessageAnswer & { record: R };

/** `GET /rstok/kartu/{id}?page=&limit=`: the item and a page of its movements, oldest first. */
export type StockCard<I = ApiRecord> = Paged<StockCardRow> & { item: I };

/** `POST /rbarangmasuksub/addmodalsatuan`: the unit cost noted. */
export type UnitCostAddAnswer = MessageAnswer & {
  record: {
    id: number;
    id_stok: number;
    id_satuan: number;
    harga_satuan: number;
    /** `YYYY-MM-DD` on both engines. */
    tanggal: string;
    keterangan: string | null;
  };
};

/** `POST /rpekerjaan/material-sop/{id}`: one goods out (`rbarangkeluar`) per issued line. */
export type JobMaterialsIssueAnswer<R = ApiRecord> = MessageAnswer & { records: R[] };
