/** Calls of the inventory screens (apps/server/src/modules/inventory/inventory.routes.ts). */
import type {
  CounterReceivingAnswer,
  JobMaterials,
  JobMaterialsBody,
  JobMaterialsIssueAnswer,
  Paged,
  PosCatalog,
  ReceivingBody,
  SaleBody,
  SalePostAnswer,
  SalesOfDay,
  StockCard,
  UnitCostAddAnswer,
  UnitCostRow,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export const inventoryApi = {
  catalog: () => api.get<PosCatalog>('pos/catalog'),
  postSale: (body: SaleBody) => api.post<SalePostAnswer>('pos/sales', body),
  salesOf: (date?: string) => api.get<SalesOfDay>('pos/sales', date ? { date } : {}),
  receipt: (id: number, width: 58 | 80) => api.download(`pos/sales/${id}/receipt`, { width }),
  receive: (body: ReceivingBody) => api.post<CounterReceivingAnswer>('pos/receipts', body),
  stockCard: (id: string, page: number, limit = 50) =>
    api.get<StockCard>(`rstok/kartu/${encodeURIComponent(id)}`, { page, limit }),
  unitCosts: (query: { search?: string; page: number; limit: number }) =>
    api.get<Paged<UnitCostRow>>('rbarangmasuksub/listmodalsatuan', query),
  addUnitCost: (body: Record<string, unknown>) =>
    api.post<UnitCostAddAnswer>('rbarangmasuksub/addmodalsatuan', body),
  jobMaterials: (jobId: string) =>
    api.get<JobMaterials>(`rpekerjaan/material-sop/${encodeURIComponent(jobId)}`),
  issueJobMaterials: (jobId: string, body: JobMaterialsBody) =>
    api.post<JobMaterialsIssueAnswer>(`rpekerjaan/material-sop/${encodeURIComponent(jobId)}`, body),
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
