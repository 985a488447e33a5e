/** Calls of the inventory screens: the routes core declares (packages/core/src/api/routes/inventory.ts). */
import {
  type BodyIn,
  type closeSessionRoute,
  type OpenSessionBody,
  type ReceivingBody,
  type ReturnBody,
  INVENTORY_ROUTES as routes,
  type SaleBody,
  type unitCostAddRoute,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { inventoryViewCalls } from './view-calls.ts';

export const inventoryApi = {
  catalog: () => callRoute(routes.catalog),
  postSale: (body: SaleBody) => callRoute(routes.postSale, { body }),
  salesOf: (date?: string) => callRoute(routes.salesOf, { query: { date } }),
  receipt: (id: number, width: 58 | 80) =>
    callRoute(routes.receipt, { params: { id: String(id) }, query: { width } }),
  receive: (body: ReceivingBody) => callRoute(routes.receive, { body }),
  openSessions: (counter: string) => callRoute(routes.sessions, { query: { counter, status: 'open' } }),
  openSession: (body: OpenSessionBody) => callRoute(routes.openSession, { body }),
  sessionReport: (id: number) => callRoute(routes.sessionReport, { params: { session: String(id) } }),
  closeSession: (id: number, body: BodyIn<typeof closeSessionRoute>) =>
    callRoute(routes.closeSession, { params: { session: String(id) }, body }),
  zReportPdf: (id: number, width: 58 | 80) =>
    callRoute(routes.zReportPdf, { params: { session: String(id) }, query: { width } }),
  postReturn: (body: ReturnBody) => callRoute(routes.postReturn, { body }),
  returnReceipt: (id: number, width: 58 | 80) =>
    callRoute(routes.returnReceipt, { params: { ret: String(id) }, query: { width } }),
  unitCosts: (query: { search?: string; page: number; limit: number }) =>
    callRoute(routes.unitCosts, { query }),
  addUnitCost: (body: BodyIn<typeof unitCostAddRoute>) => callRoute(routes.addUnitCost, { body }),
  serialHistory: (q: string) => callRoute(routes.serialHistory, { query: { q } }),
  ...inventoryViewCalls,
};

export type {
  CashSession,
  JobMaterialLine,
  JobMaterials,
  Paged,
  PaymentMethod,
  ReceivingBody,
  Sale,
  SaleBody,
  SaleLine,
  SaleReturn,
  SerialHistory,
  StockCardRow,
  UnitCostRow,
  ZReport,
} from '@kantor/core';
