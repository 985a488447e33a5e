/**
 * The shapes the inventory routes answer and accept, shared by the server (which builds them) and the
 * web (which calls them), so the two cannot drift. The answers' rows are zod schemas with their types
 * inferred (../api: the routes declare them and the API tests check every answer against them); the
 * request bodies, which the handlers read field by field, stay plain types.
 */
import type { ListAnswer } from '../api/resources.ts';
import type { JobMaterialLine, JobMaterials, Sale, SaleLine, StockCardRow, UnitCostRow } from './schemas.ts';

/** POS payment methods and the label a receipt and a goods out carry. */
export const PAYMENT_METHODS = { cash: 'Tunai', transfer: 'Transfer', qris: 'QRIS' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** `POST /api/pos/sales`: `date` is the day an offline sale was made (up to 7 days back). */
export type SaleBody = {
  client_id: string;
  date?: string;
  lines: { item: number; unit?: number; qty: number }[];
  payment: { method: PaymentMethod; amount: number };
  customer?: number | null;
};

/**
 * `POST /api/pos/receipts`: a whole receipt received at the counter. `client_id` is a UUID the till makes
 * for it (a retry answers the receipt already written); `date` is today or earlier.
 */
export type ReceivingBody = {
  client_id: string;
  supplier: number;
  date?: string;
  invoiceNumber?: string | null;
  lines: { item?: number; name?: string; code?: string; qty: number; unit: number; cost: number }[];
};

/** One page of rows and how many there are in all: the generic list's shape (schema: `listAnswer(row)`). */
export type Paged<T> = ListAnswer<T>;

/** `POST /api/rpekerjaan/material-sop/:id`: issue these lines to the job as one all-or-nothing goods out. */
export type JobMaterialsBody = {
  tanggal?: string;
  lines: { id_stok: number; id_satuan: number; qty: number }[];
};

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { JobMaterialLine, JobMaterials, Sale, SaleLine, StockCardRow, UnitCostRow };
