/**
 * Inventory's own routes, declared once (define-route.ts): the stock card, unit costs, a job's SOP
 * materials and the two POS counters. The server serves them (apps/server/src/modules/inventory/
 * inventory.routes.ts) and the web calls them (apps/web/src/features/inventory/inventory-api.ts).
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../inventory/payment-methods.ts';
import { JobMaterials, PosCatalog, SerialSearch } from '../../inventory/schemas.ts';
import {
  CounterReceivingAnswer,
  JobMaterialsIssueAnswer,
  SalePostAnswer,
  SalesOfDay,
  StockCard,
  UnitCostAddAnswer,
  UnitCostList,
} from '../inventory.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { POS_SESSION_ROUTES } from './pos-sessions.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import {
  clientId,
  DAY,
  emptyAbsent,
  isDay,
  machineNumber,
  objectOrEmpty,
  optionalNumber,
  recordId,
  said,
  serialList,
  todayInJakarta,
  trimmedText,
} from './wire.ts';

const POS_SALES = 'postransaksirizqieta';
const POS_RECEIVING = 'posbarangmasukrizqieta';
const aboutItem = { resource: 'rstok', param: 'id' } as const;
const aboutJob = { resource: 'rpekerjaan', param: 'id' } as const;

/** A page number or size as a list reads it: whole, clamped to its range, the default when unreadable. */
const pageNumber = (max: number, fallback: number, says: string) =>
  z.preprocess(
    (value: number | string | undefined) =>
      value === undefined
        ? undefined
        : Math.min(Math.max(Number.parseInt(String(value), 10) || fallback, 1), max),
    z.int().min(1).max(max).optional().describe(says),
  );
const paging = (max: number) => ({
  page: pageNumber(1_000_000, 1, 'page number, from 1'),
  limit: pageNumber(max, 50, `rows per page, 1 to ${max} (50)`),
});

/** A day in the query: one that is not `YYYY-MM-DD` reads as absent (today). */
const lenientDay = (says: string) =>
  z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && DAY.test(value) ? value : undefined),
    z.string().optional().describe(says),
  );

/** An id checked against its table by the handler: missing is `required`, any other non-id `exists`. */
const reference = (says: string) =>
  machineNumber(
    z
      .int({
        error: (issue) =>
          said(
            issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.exists',
          ).message,
      })
      .describe(says),
  );

export const stockCardRoute = defineRoute({
  ...VIEW_ADDRESSES.stockCard,
  access: { kind: 'resource', resource: 'rstok', action: 'view', record: aboutItem },
  summary: 'An item’s stock card: the item and its movements, a page at a time',
  params: recordId(),
  query: z.object(paging(500)),
  answer: StockCard,
  answerSays: 'The item, and one page of its movements with the running balance',
});

export const unitCostListRoute = defineRoute({
  method: 'GET',
  path: '/rbarangmasuksub/listmodalsatuan',
  access: { kind: 'page', page: 'rbarangmasuksub/listmodalsatuan' },
  summary: 'Unit costs recorded per item and unit',
  query: z.object({
    search: z.preprocess(
      (value: string | undefined) =>
        typeof value === 'string' ? value.trim().slice(0, 100) || undefined : undefined,
      z.string().max(100).optional().describe('in the item’s name (at most 100 characters)'),
    ),
    ...paging(200),
  }),
  answer: UnitCostList,
  answerSays: 'One page of items and units with their last and average cost',
});

export const unitCostAddRoute = defineRoute({
  method: 'POST',
  path: '/rbarangmasuksub/addmodalsatuan',
  access: { kind: 'page', page: 'rbarangmasuksub/addmodalsatuan' },
  summary: 'Record an item’s cost per unit',
  body: z.object({
    id_stok: reference('the item (rstok)'),
    id_satuan: reference('the unit (rsatuan)'),
    harga_satuan: machineNumber(
      z
        .int(said('validation.integer'))
        .min(0, said('validation.integer'))
        .max(999_999_999_999, said('validation.integer'))
        .describe('cost per unit, 0 to 999,999,999,999'),
    ),
    tanggal: lenientDay('day, YYYY-MM-DD (today in Jakarta when absent or malformed)'),
    keterangan: z.preprocess(
      (value: string | null | undefined) => (typeof value === 'string' ? value.slice(0, 500) : undefined),
      z.string().nullable().optional().describe('note, at most 500 characters kept'),
    ),
  }),
  answer: UnitCostAddAnswer,
  answerSays: 'The cost noted, and a message in the caller’s language',
});

export const jobMaterialsRoute = defineRoute({
  ...VIEW_ADDRESSES.jobMaterials,
  access: { kind: 'resource', resource: 'rpekerjaan', action: 'view', record: aboutJob },
  summary: 'A job’s SOP materials, proposed as goods-out lines',
  params: recordId(),
  answer: JobMaterials,
  answerSays: 'The job, and per SOP material what went out, what is on hand, what to issue',
});

const exists = said('validation.exists');
const materialQty = said('validation.range', { min: 0.0001, max: 1_000_000 });

export const JobMaterialsBody = z.object({
  tanggal: emptyAbsent(
    z
      .string(said('validation.date'))
      .regex(DAY, said('validation.date'))
      .optional()
      .describe('day, YYYY-MM-DD (today in Jakarta when absent)'),
  ),
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          id_stok: machineNumber(z.int(exists).min(1, exists).describe('the item (rstok)')),
          id_satuan: machineNumber(z.int(exists).min(1, exists).describe('the unit (rsatuan)')),
          qty: machineNumber(
            z
              .number(materialQty)
              .gt(0, materialQty)
              .max(1_000_000, materialQty)
              .describe('quantity, above 0 up to 1,000,000'),
          ),
          serials: serialList(
            'the serials of the units used, one per unit, each in stock: required for an item with serials in stock',
          ),
        }),
      ),
      said('validation.noLines'),
    )
    .min(1, said('validation.noLines'))
    .max(100, said('validation.noLines'))
    .describe('1 to 100 lines'),
});
/** `POST /api/rpekerjaan/material-sop/:id`: issue these lines to the job as one all-or-nothing goods out. */
export type JobMaterialsBody = z.output<typeof JobMaterialsBody>;

export const issueJobMaterialsRoute = defineRoute({
  ...VIEW_ADDRESSES.issueJobMaterials,
  // materials are issued from the job's view: that job, in the caller's scope
  access: { kind: 'resource', resource: 'rbarangkeluar', action: 'add', record: aboutJob },
  summary: 'Issue a job’s materials as goods out (one transaction: a shortfall on any line issues none)',
  params: recordId(),
  body: JobMaterialsBody,
  answer: JobMaterialsIssueAnswer,
  answerSays: 'The goods outs written, one per line, and a message',
});

export const posCatalogRoute = defineRoute({
  ...ROUTE_ADDRESSES.posCatalog,
  access: { kind: 'page', page: [POS_SALES, POS_RECEIVING] },
  summary: 'What the POS counters sell: items, units with today’s prices, running discounts',
  answer: PosCatalog,
  answerSays: 'Today’s catalogue, as the till keeps it for offline selling',
});

const saleQty = said('validation.rangeMin', { min: 0.0001 });
const METHODS = Object.keys(PAYMENT_METHODS) as [
  keyof typeof PAYMENT_METHODS,
  ...(keyof typeof PAYMENT_METHODS)[],
];

/** A sale made offline keeps the day it was made (a queue synced the next morning), within a week. */
function withinAWeek(day: string): boolean {
  const today = todayInJakarta();
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  return day <= today && day >= weekAgo;
}

export const SaleBody = z.object({
  client_id: clientId().describe(
    'a UUID the till made for this sale, so a retried post is not counted twice',
  ),
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          item: machineNumber(z.int(exists).positive(exists).describe('the item (rstok)')),
          qty: machineNumber(
            z
              .number(saleQty)
              .gt(0, saleQty)
              .max(1_000_000, saleQty)
              .describe('quantity, above 0 up to 1,000,000'),
          ),
          unit: optionalNumber(
            z
              .int(exists)
              .positive(exists)
              .optional()
              .describe('the unit (rsatuan); the item’s own unit when absent'),
          ),
          serials: serialList(
            'the serials of the units sold, one per unit, each in stock: required for an item received with serials',
          ),
        }),
      ),
      said('validation.noLines'),
    )
    .min(1, said('validation.noLines'))
    .max(200, said('validation.noLines'))
    .describe('1 to 200 lines'),
  payment: objectOrEmpty(
    z.object({
      method: z.preprocess(
        (value: (typeof METHODS)[number]) => String(value ?? '').toLowerCase(),
        z.enum(METHODS, said('validation.in')),
      ),
      amount: machineNumber(
        z
          .int(said('validation.integer'))
          .min(0, said('validation.integer'))
          .describe('amount paid, 0 or more'),
      ),
    }),
  ),
  customer: optionalNumber(
    z
      .int(exists)
      .positive(exists)
      .nullable()
      .optional()
      .describe('the customer (an account id); none when absent'),
  ),
  session: optionalNumber(
    z
      .int(exists)
      .positive(exists)
      .optional()
      .describe(
        'the cash session the sale was made in (`POST /pos/sessions`); it must still be open, else a 422 on `session`',
      ),
  ),
  date: emptyAbsent(
    z
      .string(said('validation.invalid'))
      .regex(DAY, said('validation.invalid'))
      .refine(withinAWeek, said('validation.invalid'))
      .optional()
      .describe('the day an offline sale was made, YYYY-MM-DD, up to 7 days back (today when absent)'),
  ),
});
/** `POST /api/pos/sales`: `date` is the day an offline sale was made (up to 7 days back). */
export type SaleBody = z.output<typeof SaleBody>;

export const postSaleRoute = defineRoute({
  method: 'POST',
  path: '/pos/sales',
  access: { kind: 'page', page: POS_SALES },
  summary: 'Post a POS sale (a repeated `client_id` answers the sale already posted)',
  description: 'The `X-Duplicate-Sale` header says `1` when the sale had been posted before.',
  body: SaleBody,
  answer: SalePostAnswer,
  answerSays: 'The sale as posted (or as posted before, for a repeated `client_id`)',
});

export const salesOfDayRoute = defineRoute({
  method: 'GET',
  path: '/pos/sales',
  access: { kind: 'page', page: POS_SALES },
  summary: 'The POS sales of one day',
  query: z.object({
    date: lenientDay('day, YYYY-MM-DD (today in Jakarta when absent or malformed)'),
  }),
  answer: SalesOfDay,
  answerSays: 'The day, and its sales newest first',
});

export const receiptRoute = defineRoute({
  method: 'GET',
  path: '/pos/sales/:id/receipt',
  access: { kind: 'page', page: POS_SALES },
  summary: 'A POS sale’s receipt as a PDF',
  params: recordId(),
  query: z.object({
    width: z.preprocess(
      (value: 58 | 80 | undefined) =>
        Number(value) === 58 || Number(value) === 80 ? Number(value) : undefined,
      z
        .union([z.literal(58), z.literal(80)])
        .optional()
        .describe('paper width in mm: 58 or 80 (80)'),
    ),
  }),
  answer: { file: ['application/pdf'] },
  answerSays: 'The receipt, shown inline',
});

const receivedQty = said('validation.rangeMin', { min: 0.01 });

export const ReceivingBody = z.object({
  client_id: clientId().describe(
    'a UUID the till made for this receiving, so a retried post receives the goods once',
  ),
  supplier: machineNumber(
    z.int(said('validation.required')).positive(said('validation.required')).describe('the supplier'),
  ),
  date: emptyAbsent(
    z
      .string(said('validation.date'))
      .refine(isDay, { ...said('validation.date'), abort: true })
      // goods are received when they arrive: a day after today (Asia/Jakarta) is a typing error
      .refine((day) => day <= todayInJakarta(), said('validation.dateFuture'))
      .optional()
      .describe('day, YYYY-MM-DD, today or earlier (today in Jakarta when absent); a later day is a 422'),
  ),
  invoiceNumber: z.preprocess(
    (value: string | null | undefined) =>
      typeof value === 'string' ? value.trim().slice(0, 50) || null : null,
    z.string().nullable().optional().describe('the supplier’s invoice number, at most 50 characters kept'),
  ),
  lines: z
    .array(
      objectOrEmpty(
        z
          .object({
            item: optionalNumber(
              z
                .int(exists)
                .positive(exists)
                .optional()
                .describe('a known item (rstok); else `name` (and `code`) describe a new one'),
            ),
            code: z.preprocess(
              (value: string | undefined) =>
                typeof value === 'string' ? value.trim() || undefined : undefined,
              z.string().optional().describe('item code'),
            ),
            name: z.preprocess(
              (value: string | undefined) => (typeof value === 'string' ? value.trim() : undefined),
              z.string().optional().describe('item name, required without `item`'),
            ),
            qty: machineNumber(
              z
                .number(receivedQty)
                .gt(0, receivedQty)
                .max(1_000_000, receivedQty)
                .describe('quantity, above 0 up to 1,000,000'),
            ),
            unit: machineNumber(
              z
                .int(said('validation.required'))
                .positive(said('validation.required'))
                .describe('the unit (rsatuan)'),
            ),
            cost: machineNumber(
              z
                .int(said('validation.integer'))
                .min(0, said('validation.integer'))
                .describe('cost per unit, 0 or more'),
            ),
          })
          // checked even when another field of the line is wrong: the 422 names every problem at once
          .refine((line) => line.item !== undefined || Boolean(line.name), {
            ...said('validation.required'),
            path: ['name'],
            when: () => true,
          }),
      ),
      said('validation.noLines'),
    )
    .min(1, said('validation.noLines'))
    .max(300, said('validation.noLines'))
    .describe('1 to 300 lines'),
});
/**
 * `POST /api/pos/receipts`: a whole receipt received at the counter. `client_id` is a UUID the till makes
 * for it (a retry answers the receipt already written); `date` is today or earlier.
 */
export type ReceivingBody = z.output<typeof ReceivingBody>;

export const counterReceivingRoute = defineRoute({
  method: 'POST',
  path: '/pos/receipts',
  access: { kind: 'page', page: POS_RECEIVING },
  summary: 'Receive goods at the counter: a goods-in document with its lines, received at once',
  description:
    'Idempotent by `client_id`: the same request again answers the receipt already written ' +
    '(`duplicate: true`); the same `client_id` with another request or from another login is a 409.',
  body: ReceivingBody,
  answer: CounterReceivingAnswer,
  answerSays:
    'The goods receipt as received, a message in the caller’s language, and `duplicate` for a replay',
});

export const serialHistoryRoute = defineRoute({
  method: 'GET',
  path: '/rbarangmasuksubsub/riwayat',
  access: { kind: 'page', page: 'rbarangmasuksubsub/riwayat' },
  summary:
    'A serial’s history: the item, its receipt and supplier, every goods out or sale it left on, its returns',
  query: z.object({
    q: trimmedText(100, 'the serial or part of it (at most 100 characters); nothing found when absent'),
  }),
  answer: SerialSearch,
  answerSays: 'The serials matching, the exact one first (at most 20)',
});

/** `GET /api/rstok/noseri/:id`: an item's serials in stock, for a form's serial picker. */
export const SerialsInStock = z.object({
  item: z.int(),
  /** As received, oldest first; empty for an item without serials in stock (absent: withheld, Hide Kolom). */
  serials: z.array(z.string()).optional(),
});
export type SerialsInStock = z.infer<typeof SerialsInStock>;

export const serialsInStockRoute = defineRoute({
  ...ROUTE_ADDRESSES.serialsInStock,
  // the forms that name serials leaving: an invoice's goods line, a goods out (and a job's materials)
  // rule R4: the item named must be one the caller sees (else the missing one's 404)
  access: {
    kind: 'page',
    page: ['rsubinvoice/add', 'rsubinvoice/edit', 'rbarangkeluar/add'],
    record: aboutItem,
  },
  summary: 'An item’s serials in stock (received on a Diterima receipt, not out now), for a serial picker',
  params: recordId(),
  answer: SerialsInStock,
  answerSays: 'The item and its serials in stock, oldest first',
});

/** Every inventory route declared here, by the name the web client calls it. */
export const INVENTORY_ROUTES = {
  ...POS_SESSION_ROUTES,
  stockCard: stockCardRoute,
  unitCosts: unitCostListRoute,
  addUnitCost: unitCostAddRoute,
  jobMaterials: jobMaterialsRoute,
  issueJobMaterials: issueJobMaterialsRoute,
  catalog: posCatalogRoute,
  postSale: postSaleRoute,
  salesOf: salesOfDayRoute,
  receipt: receiptRoute,
  receive: counterReceivingRoute,
  serialHistory: serialHistoryRoute,
  serialsInStock: serialsInStockRoute,
} as const;
