import type {
  CounterReceivingAnswer,
  JobMaterials,
  JobMaterialsIssueAnswer,
  Paged,
  SalePostAnswer,
  SalesOfDay,
  StockCard,
  UnitCostAddAnswer,
  UnitCostRow,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { pageRoute, resourceRoute } from '../../plugins/access.ts';
import { assertSeesAll, quoting } from '../../plugins/quotes.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { stockCard, unitCosts } from './inventory.queries.ts';
import {
  COUNTER_RECEIVING,
  ISSUED_MATERIALS,
  JOB_MATERIALS,
  POS_FIELDS,
  STOCK_CARD,
  UNIT_COST_ADDED,
  UNIT_COSTS,
} from './inventory.quotes.ts';
import {
  counterReceivingSchema,
  issueJobMaterialsSchema,
  jobMaterialsSchema,
  posCatalogSchema,
  postSaleSchema,
  receiptSchema,
  salesOfDaySchema,
  stockCardSchema,
  unitCostAddSchema,
  unitCostListSchema,
} from './inventory.schemas.ts';
import { issueJobMaterials, jobMaterials, readJobMaterials } from './job-materials.ts';
import { findSale, jakartaToday, postSale, readSale } from './pos.service.ts';
import { posCatalog } from './pos-catalog.ts';
import { readReceiving, receiveAtCounter } from './pos-receiving.ts';
import { RECEIPT_WIDTHS, type ReceiptWidth, receiptPdf } from './receipt-pdf.ts';
import { receiptShop } from './receipt-shop.ts';

const POS_SALES = 'postransaksirizqieta';
const POS_RECEIVING = 'posbarangmasukrizqieta';

const msgOf = (request: FastifyRequest) => messagesFor(request.headers['accept-language']);
/** Records as the resource engine returns them (encoded by the serialiser on the way out). */
type Row = Record<string, unknown>;

function paging(query: Record<string, unknown>, max = 500) {
  const page = Math.min(Math.max(Number.parseInt(String(query.page ?? ''), 10) || 1, 1), 1_000_000);
  const limit = Math.min(Math.max(Number.parseInt(String(query.limit ?? ''), 10) || 50, 1), max);
  return { page, limit };
}

function idOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** The shop receipts are headed with (receipt-shop.ts): the screen's, the thermal print's and the PDF's. */
const shopOf = (app: FastifyInstance) => receiptShop(app.db.query, app.config.appName);

/** Routes about one record name it in their path: the access check reads it in the caller's scope. */
const aboutItem = { record: { resource: 'rstok', param: 'id' } } as const;
const aboutJob = { record: { resource: 'rpekerjaan', param: 'id' } } as const;

/**
 * Inventory's own routes: the stock card, unit costs, a job's SOP materials, and the two POS counters.
 * Every answer goes out as the role may see it (inventory.quotes.ts); the POS counters need their
 * prices and stock whole, so a role that may not see them is refused there.
 */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/rstok/kartu/:id',
    quoting(STOCK_CARD, { ...resourceRoute('rstok', 'view', aboutItem), schema: stockCardSchema }),
    async (request) => {
      const item = request.recordInView!;
      const { page, limit } = paging(request.query);
      return {
        item,
        ...(await stockCard(app.db.query, Number(item.id), page, limit)),
      } satisfies StockCard<Row>;
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/rbarangmasuksub/listmodalsatuan',
    quoting(UNIT_COSTS, { ...pageRoute('rbarangmasuksub/listmodalsatuan'), schema: unitCostListSchema }),
    async (request) => {
      const search =
        typeof request.query.search === 'string' ? request.query.search.trim().slice(0, 100) : '';
      return (await unitCosts(app.db.query, {
        search: search || undefined,
        ...paging(request.query, 200),
      })) satisfies Paged<UnitCostRow>;
    },
  );

  app.post(
    '/rbarangmasuksub/addmodalsatuan',
    quoting(UNIT_COST_ADDED, { ...pageRoute('rbarangmasuksub/addmodalsatuan'), schema: unitCostAddSchema }),
    async (request) => {
      const msg = msgOf(request);
      const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const errors: Record<string, string[]> = {};
      const itemId = Number(b.id_stok);
      const unitId = Number(b.id_satuan);
      const cost = Number(b.harga_satuan);
      const date =
        typeof b.tanggal === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.tanggal) ? b.tanggal : jakartaToday();
      const [item] = Number.isInteger(itemId)
        ? await app.db.query('SELECT 1 FROM rstok WHERE id = $1', [itemId])
        : [];
      if (!item) errors.id_stok = [msg(b.id_stok == null ? 'validation.required' : 'validation.exists')];
      const [unit] = Number.isInteger(unitId)
        ? await app.db.query('SELECT 1 FROM rsatuan WHERE id = $1', [unitId])
        : [];
      if (!unit) errors.id_satuan = [msg(b.id_satuan == null ? 'validation.required' : 'validation.exists')];
      if (!Number.isInteger(cost) || cost < 0 || cost > 999_999_999_999)
        errors.harga_satuan = [msg('validation.integer')];
      const note = typeof b.keterangan === 'string' ? b.keterangan.slice(0, 500) : null;
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const [row] = await app.db.query<UnitCostAddAnswer['record']>(
        `INSERT INTO stock_unit_costs (id_stok, id_satuan, harga_satuan, tanggal, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, id_stok, id_satuan, harga_satuan, tanggal, keterangan`,
        [itemId, unitId, cost, date, note, request.user!.user_id ?? request.user!.id],
      );
      return {
        message: msg('success.recordAdded'),
        record: { ...row!, tanggal: dayText(row!.tanggal) },
      } satisfies UnitCostAddAnswer;
    },
  );

  // A job's SOP materials: the proposal (anyone who may view the job) and the issue (goods out rights);
  // both about a job in the caller's view (its view page and scope, else 404: rule R4).
  app.get<{ Params: { id: string } }>(
    '/rpekerjaan/material-sop/:id',
    quoting(JOB_MATERIALS, { ...resourceRoute('rpekerjaan', 'view', aboutJob), schema: jobMaterialsSchema }),
    async (request) =>
      (await jobMaterials(app.db.query, Number(request.recordInView!.id)))! satisfies JobMaterials,
  );

  app.post<{ Params: { id: string } }>(
    '/rpekerjaan/material-sop/:id',
    // materials are issued from the job's view: that job, in the caller's scope
    quoting(ISSUED_MATERIALS, {
      ...resourceRoute('rbarangkeluar', 'add', aboutJob),
      schema: issueJobMaterialsSchema,
    }),
    async (request) => {
      const msg = msgOf(request);
      const input = readJobMaterials(request.body, msg);
      const records = await issueJobMaterials(writeContext(request), Number(request.recordInView!.id), input);
      return { message: msg('success.recordAdded'), records } satisfies JobMaterialsIssueAnswer<Row>;
    },
  );

  app.get(
    '/pos/catalog',
    { ...pageRoute([POS_SALES, POS_RECEIVING]), schema: posCatalogSchema },
    async (request) => {
      await assertSeesAll(request, POS_FIELDS);
      return { ...(await posCatalog(app.db.query, jakartaToday())), shop: await shopOf(app) };
    },
  );

  app.post('/pos/sales', { ...pageRoute(POS_SALES), schema: postSaleSchema }, async (request, reply) => {
    await assertSeesAll(request, POS_FIELDS);
    const input = readSale(request.body, msgOf(request));
    const { sale, duplicate } = await postSale(writeContext(request), input);
    reply.header('X-Duplicate-Sale', duplicate ? '1' : '0');
    return { sale, duplicate } satisfies SalePostAnswer;
  });

  app.get<{ Querystring: { date?: string } }>(
    '/pos/sales',
    { ...pageRoute(POS_SALES), schema: salesOfDaySchema },
    async (request) => {
      await assertSeesAll(request, POS_FIELDS);
      const date = /^\d{4}-\d{2}-\d{2}$/.test(request.query.date ?? '')
        ? request.query.date!
        : jakartaToday();
      const rows = await app.db.query<{ id: number }>(
        'SELECT id FROM pos_sales WHERE tanggal = $1 ORDER BY id DESC',
        [date],
      );
      const sales = await Promise.all(rows.map((r) => findSale(app.db.query, { id: Number(r.id) })));
      return { date, records: sales.filter((sale) => sale !== null) } satisfies SalesOfDay;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { width?: string } }>(
    '/pos/sales/:id/receipt',
    { ...pageRoute(POS_SALES), schema: receiptSchema },
    async (request, reply) => {
      await assertSeesAll(request, POS_FIELDS);
      const sale = await findSale(app.db.query, { id: idOf(request.params.id) });
      if (!sale) throw notFound();
      const width = (
        Number(request.query.width) in RECEIPT_WIDTHS ? Number(request.query.width) : 80
      ) as ReceiptWidth;
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `inline; filename="${sale.no_transaksi}.pdf"`);
      return reply.send(receiptPdf(sale, await shopOf(app), width));
    },
  );

  app.post(
    '/pos/receipts',
    quoting(COUNTER_RECEIVING, { ...pageRoute(POS_RECEIVING), schema: counterReceivingSchema }),
    async (request) => {
      const input = readReceiving(request.body, msgOf(request), jakartaToday());
      const { record, duplicate } = await receiveAtCounter(writeContext(request), input);
      return {
        message: msgOf(request)('success.recordAdded'),
        record,
        duplicate,
      } satisfies CounterReceivingAnswer<Row>;
    },
  );
}
