import {
  addBillRoute,
  addOrderRoute,
  cancelOrderRoute,
  listBillsRoute,
  listOrdersRoute,
  type PurchaseOrderAnswer,
  payablesAgeingRoute,
  paySupplierRoute,
  placeOrderRoute,
  type ReceiveAnswer,
  receiveOrderRoute,
  reorderRoute,
  type SupplierBillAnswer,
  viewBillRoute,
  viewOrderRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { writeContext } from '../resources/index.ts';
import { billDetail, listBills, payablesAgeing } from './bills.queries.ts';
import { addBill, paySupplier } from './bills.service.ts';
import { listOrders, orderDetail } from './orders.queries.ts';
import { changeOrderState, createOrder, receiveOrder } from './orders.service.ts';
import { reorderSuggestion } from './reorder.queries.ts';

/** The record read, or the 404 of a missing one. */
function found<T>(record: T | null): T {
  if (record === null) throw notFound();
  return record;
}

/**
 * Purchasing's routes, declared in core (packages/core/src/api/routes/purchasing.ts): orders and
 * receiving (page `pembelian`), bills, payables and payments (`hutangsupplier`), the ageing
 * (`umurhutang`). Each write is one transaction in the services; a bad request is a 422 by field.
 */
export async function purchasingRoutes(app: FastifyInstance): Promise<void> {
  const query = app.db.query;
  serveRoute(app, listOrdersRoute, async ({ query: q }) => listOrders(query, q));
  serveRoute(app, viewOrderRoute, async ({ params }) => found(await orderDetail(query, Number(params.id))));
  serveRoute(
    app,
    addOrderRoute,
    async ({ body }, request) =>
      ({
        message: msgOf(request)('success.recordAdded'),
        record: await createOrder(writeContext(request), body, jakartaToday()),
      }) satisfies PurchaseOrderAnswer,
  );
  serveRoute(
    app,
    placeOrderRoute,
    async ({ params }, request) =>
      ({
        message: msgOf(request)('success.recordUpdated'),
        record: await changeOrderState(writeContext(request), Number(params.id), 'Dipesan'),
      }) satisfies PurchaseOrderAnswer,
  );
  serveRoute(
    app,
    cancelOrderRoute,
    async ({ params }, request) =>
      ({
        message: msgOf(request)('success.recordUpdated'),
        record: await changeOrderState(writeContext(request), Number(params.id), 'Dibatalkan'),
      }) satisfies PurchaseOrderAnswer,
  );
  serveRoute(app, receiveOrderRoute, async ({ params, body }, request) => {
    const { order, receipt } = await receiveOrder(
      writeContext(request),
      Number(params.id),
      body,
      jakartaToday(),
    );
    return { message: msgOf(request)('success.recordAdded'), record: order, receipt } satisfies ReceiveAnswer;
  });
  serveRoute(app, reorderRoute, async () => reorderSuggestion(query));

  serveRoute(app, listBillsRoute, async ({ query: q }) => listBills(query, q));
  serveRoute(app, viewBillRoute, async ({ params }) => found(await billDetail(query, Number(params.id))));
  serveRoute(
    app,
    addBillRoute,
    async ({ body }, request) =>
      ({
        message: msgOf(request)('success.recordAdded'),
        record: await addBill(writeContext(request), body, jakartaToday()),
      }) satisfies SupplierBillAnswer,
  );
  serveRoute(
    app,
    paySupplierRoute,
    async ({ params, body }, request) =>
      ({
        message: msgOf(request)('success.recordAdded'),
        record: await paySupplier(writeContext(request), Number(params.id), body, jakartaToday()),
      }) satisfies SupplierBillAnswer,
  );
  serveRoute(app, payablesAgeingRoute, async ({ query: q }) =>
    payablesAgeing(query, q.date ?? jakartaToday()),
  );
}
