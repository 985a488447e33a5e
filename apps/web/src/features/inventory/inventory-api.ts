/** Calls of the inventory screens (apps/server/src/modules/inventory/inventory.routes.ts). */
import type {
  JobMaterials,
  JobMaterialsBody,
  Paged,
  PosCatalog,
  ReceivingBody,
  Sale,
  SaleBody,
  StockCardRow,
  UnitCostRow,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export const inventoryApi = {
  catalog: () => api.get<PosCatalog>('pos/catalog'),
  postSale: (body: SaleBody) => api.post<{ sale: Sale; duplicate: boolean }>('pos/sales', body),
  salesOf: (date?: string) => api.get<{ records: Sale[] }>('pos/sales', date ? { date } : {}),
  receipt: (id: number, width: 58 | 80) => api.download(`pos/sales/${id}/receipt`, { width }),
  receive: (body: ReceivingBody) =>
    api.post<{ message: string; record: Record<string, unknown> }>('pos/receipts', body),
  stockCard: (id: string, page: number, limit = 50) =>
    api.get<Paged<StockCardRow> & { item: Record<string, unknown> }>(
      `rstok/kartu/${encodeURIComponent(id)}`,
      {
        page,
        limit,
      },
    ),
  unitCosts: (query: { search?: string; page: number; limit: number }) =>
    api.get<Paged<UnitCostRow>>('rbarangmasuksub/listmodalsatuan', query),
  addUnitCost: (body: Record<string, unknown>) =>
    api.post<{ message: string }>('rbarangmasuksub/addmodalsatuan', body),
  jobMaterials: (jobId: string) =>
    api.get<JobMaterials>(`rpekerjaan/material-sop/${encodeURIComponent(jobId)}`),
  issueJobMaterials: (jobId: string, body: JobMaterialsBody) =>
    api.post<{ message: string; records: Record<string, unknown>[] }>(
      `rpekerjaan/material-sop/${encodeURIComponent(jobId)}`,
      body,
    ),
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
