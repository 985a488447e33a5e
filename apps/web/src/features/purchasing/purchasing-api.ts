/** Calls of the purchasing screens: the routes core declares (packages/core/src/api/routes/purchasing.ts). */
import {
  type BillBody,
  type BodyIn,
  type OrderBody,
  type QueryIn,
  purchasingRoutes as routes,
  type SupplierPaymentBody,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

const at = (id: number) => ({ id: String(id) });

export const purchasingApi = {
  orders: (query: QueryIn<typeof routes.orders>) => callRoute(routes.orders, { query }),
  order: (id: number) => callRoute(routes.order, { params: at(id) }),
  addOrder: (body: BodyIn<typeof routes.addOrder>) => callRoute(routes.addOrder, { body }),
  placeOrder: (id: number) => callRoute(routes.placeOrder, { params: at(id) }),
  cancelOrder: (id: number) => callRoute(routes.cancelOrder, { params: at(id) }),
  receive: (id: number, body: BodyIn<typeof routes.receive>) =>
    callRoute(routes.receive, { params: at(id), body }),
  reorder: () => callRoute(routes.reorder),
  bills: (query: QueryIn<typeof routes.bills>) => callRoute(routes.bills, { query }),
  bill: (id: number) => callRoute(routes.bill, { params: at(id) }),
  addBill: (body: BodyIn<typeof routes.addBill>) => callRoute(routes.addBill, { body }),
  pay: (id: number, body: BodyIn<typeof routes.pay>) => callRoute(routes.pay, { params: at(id), body }),
  ageing: (date?: string) => callRoute(routes.ageing, { query: { date } }),
  /** A resource's choices (`{ value, label }`), for the pickers: suppliers, items, units, accounts. */
  options: (resource: 'rsupplier' | 'rstok' | 'rsatuan' | 'bankrekening') =>
    resourceCalls(resource).options<number, string>({ limit: '500' }),
};

export type Option = { value: number; label: string };
export type {
  PayablesAgeing,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderLine,
  ReorderRow,
  SupplierBill,
  SupplierBillDetail,
} from '@kantor/core';
export type { BillBody, OrderBody, SupplierPaymentBody };
