import {
  type CounterReceivingAnswer,
  counterReceivingRoute,
  issueJobMaterialsRoute,
  type JobMaterials,
  type JobMaterialsIssueAnswer,
  jobMaterialsRoute,
  type Paged,
  posCatalogRoute,
  postSaleRoute,
  receiptRoute,
  type SalePostAnswer,
  type SalesOfDay,
  type StockCard,
  salesOfDayRoute,
  serialHistoryRoute,
  serialsInStockRoute,
  stockCardRoute,
  type UnitCostAddAnswer,
  type UnitCostRow,
  unitCostAddRoute,
  unitCostListRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertSeesAll } from '../../plugins/quotes.ts';
import { readsOf, writeContext } from '../resources/index.ts';
import { stockCard, unitCosts } from './inventory.queries.ts';
import {
  COUNTER_RECEIVING,
  ISSUED_MATERIALS,
  JOB_MATERIALS,
  POS_FIELDS,
  SERIAL_HISTORY,
  SERIALS_IN_STOCK,
  STOCK_CARD,
  UNIT_COST_ADDED,
  UNIT_COSTS,
} from './inventory.quotes.ts';
import { issueJobMaterials, jobMaterials, materialsInput } from './job-materials.ts';
import { findSale, jakartaToday, postSale } from './pos.service.ts';
import { posCatalog } from './pos-catalog.ts';
import { receiveAtCounter, receivingInput } from './pos-receiving.ts';
import { posSessionRoutes } from './pos-session.routes.ts';
import { type ReceiptWidth, receiptPdf } from './receipt-pdf.ts';
import { receiptShop } from './receipt-shop.ts';
import { serialHistory } from './serial-history.ts';
import { serialsInStock } from './serial-outs.ts';

/** Records as the resource engine returns them (encoded by the serialiser on the way out). */
type Row = Record<string, unknown>;

/** The shop receipts are headed with (receipt-shop.ts): the screen's, the thermal print's and the PDF's. */
const shopOf = (app: FastifyInstance) => receiptShop(app.db.query, app.config.appName);

/**
 * Inventory's own routes: the stock card, unit costs, a job's SOP materials, and the two POS counters,
 * declared once in core (packages/core/src/api/routes/inventory.ts: method, path, access, schemas).
 * Every answer goes out as the role may see it (inventory.quotes.ts); the POS counters need their
 * prices and stock whole, so a role that may not see them is refused there.
 */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  const seesPos = (request: FastifyRequest) => assertSeesAll(request, POS_FIELDS);
  serveRoute(
    app,
    stockCardRoute,
    async ({ query }, request) => {
      const item = request.recordInView!;
      return {
        item,
        ...(await stockCard(readsOf(request), Number(item.id), query.page ?? 1, query.limit ?? 50)),
      } satisfies StockCard<Row>;
    },
    { quotes: STOCK_CARD },
  );

  serveRoute(
    app,
    unitCostListRoute,
    async ({ query }, request) =>
      // the items read through the caller's Batasi Baris rules (issue 37), as every own read here
      (await unitCosts(readsOf(request), {
        search: query.search,
        page: query.page ?? 1,
        limit: query.limit ?? 50,
      })) satisfies Paged<UnitCostRow>,
    { quotes: UNIT_COSTS },
  );

  serveRoute(
    app,
    unitCostAddRoute,
    async ({ body }, request) => {
      const msg = msgOf(request);
      // the shape is the route's schema; whether the item and unit exist is the database's to say
      const errors: Record<string, string[]> = {};
      const [item] = await app.db.query('SELECT 1 FROM rstok WHERE id = $1', [body.id_stok]);
      if (!item) errors.id_stok = [msg('validation.exists')];
      const [unit] = await app.db.query('SELECT 1 FROM rsatuan WHERE id = $1', [body.id_satuan]);
      if (!unit) errors.id_satuan = [msg('validation.exists')];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const [row] = await app.db.query<UnitCostAddAnswer['record']>(
        `INSERT INTO stock_unit_costs (id_stok, id_satuan, harga_satuan, tanggal, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, id_stok, id_satuan, harga_satuan, tanggal, keterangan`,
        [
          body.id_stok,
          body.id_satuan,
          body.harga_satuan,
          body.tanggal ?? jakartaToday(),
          body.keterangan ?? null,
          request.user!.user_id ?? request.user!.id,
        ],
      );
      return {
        message: msg('success.recordAdded'),
        record: { ...row!, tanggal: dayText(row!.tanggal) },
      } satisfies UnitCostAddAnswer;
    },
    { quotes: UNIT_COST_ADDED },
  );

  // A job's SOP materials: the proposal (anyone who may view the job) and the issue (goods out rights);
  // both about a job in the caller's view (its view page and scope, else 404: rule R4).
  serveRoute(
    app,
    jobMaterialsRoute,
    async (_input, request) =>
      (await jobMaterials(readsOf(request), Number(request.recordInView!.id)))! satisfies JobMaterials,
    { quotes: JOB_MATERIALS },
  );

  serveRoute(
    app,
    issueJobMaterialsRoute,
    async ({ body }, request) => {
      const records = await issueJobMaterials(
        writeContext(request),
        Number(request.recordInView!.id),
        materialsInput(body),
      );
      return {
        message: msgOf(request)('success.recordAdded'),
        records,
      } satisfies JobMaterialsIssueAnswer<Row>;
    },
    { quotes: ISSUED_MATERIALS },
  );

  serveRoute(
    app,
    posCatalogRoute,
    async (_input, request) => ({
      ...(await posCatalog(readsOf(request), jakartaToday())),
      shop: await shopOf(app),
    }),
    { guard: seesPos },
  );

  serveRoute(
    app,
    postSaleRoute,
    async ({ body }, request, reply) => {
      const { sale, duplicate } = await postSale(writeContext(request), body);
      reply.header('X-Duplicate-Sale', duplicate ? '1' : '0');
      return { sale, duplicate } satisfies SalePostAnswer;
    },
    { guard: seesPos },
  );

  serveRoute(
    app,
    salesOfDayRoute,
    async ({ query }) => {
      const date = query.date ?? jakartaToday();
      const rows = await app.db.query<{ id: number }>(
        'SELECT id FROM pos_sales WHERE tanggal = $1 ORDER BY id DESC',
        [date],
      );
      const sales = await Promise.all(rows.map((r) => findSale(app.db.query, { id: Number(r.id) })));
      return { date, records: sales.filter((sale) => sale !== null) } satisfies SalesOfDay;
    },
    { guard: seesPos },
  );

  serveRoute(
    app,
    receiptRoute,
    async ({ params, query }, _request, reply) => {
      const sale = await findSale(app.db.query, { id: Number(params.id) });
      if (!sale) throw notFound();
      const width: ReceiptWidth = query.width ?? 80;
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `inline; filename="${sale.no_transaksi}.pdf"`);
      return reply.send(receiptPdf(sale, await shopOf(app), width));
    },
    { guard: seesPos },
  );

  posSessionRoutes(app);

  serveRoute(
    app,
    serialsInStockRoute,
    async ({ params }, request) => ({
      item: Number(params.id),
      serials: (await serialsInStock(readsOf(request), Number(params.id))).map((s) => s.no_seri_batch),
    }),
    { quotes: SERIALS_IN_STOCK },
  );

  serveRoute(
    app,
    serialHistoryRoute,
    async ({ query }, request) => serialHistory(readsOf(request), query.q),
    {
      quotes: SERIAL_HISTORY,
    },
  );

  serveRoute(
    app,
    counterReceivingRoute,
    async ({ body }, request) => {
      const { record, duplicate } = await receiveAtCounter(
        writeContext(request),
        receivingInput(body, jakartaToday()),
      );
      return {
        message: msgOf(request)('success.recordAdded'),
        record,
        duplicate,
      } satisfies CounterReceivingAnswer<Row>;
    },
    { quotes: COUNTER_RECEIVING },
  );
}
