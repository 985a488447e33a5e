/** Calls of the inventory screens: the routes core declares (packages/core/src/api/routes/inventory.ts). */
import {
  type BodyIn,
  type JobMaterialsBody,
  type ReceivingBody,
  INVENTORY_ROUTES as routes,
  type SaleBody,
  type unitCostAddRoute,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';

export const inventoryApi = {
  catalog: () => callRoute(routes.catalog),
  postSale: (body: SaleBody) => callRoute(routes.postSale, { body }),
  salesOf: (date?: string) => callRoute(routes.salesOf, { query: { date } }),
  receipt: (id: number, width: 58 | 80) =>
    callRoute(routes.receipt, { params: { id: String(id) }, query: { width } }),
  receive: (body: ReceivingBody) => callRoute(routes.receive, { body }),
  stockCard: (id: string, page: number, limit = 50) =>
    callRoute(routes.stockCard, { params: { id }, query: { page, limit } }),
  unitCosts: (query: { search?: string; page: number; limit: number }) =>
    callRoute(routes.unitCosts, { query }),
  addUnitCost: (body: BodyIn<typeof unitCostAddRoute>) => callRoute(routes.addUnitCost, { body }),
  jobMaterials: (jobId: string) => callRoute(routes.jobMaterials, { params: { id: jobId } }),
  issueJobMaterials: (jobId: string, body: JobMaterialsBody) =>
    callRoute(routes.issueJobMaterials, { params: { id: jobId }, body }),
};

export type {
  JobMaterialLine,
  JobMaterials,
  Paged,
  PaymentMethod,
  ReceivingBody,
  Sale,
  SaleBody,
  SaleLine,
  StockCardRow,
  UnitCostRow,
} from '@kantor/core';
