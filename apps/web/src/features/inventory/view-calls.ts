/**
 * The inventory panels' calls at their addresses (a job's SOP materials, an item's stock card): a record
 * view must not bring zod and the API's schemas (e2e/first-draw-chunks.e2e.ts); inventoryApi spreads
 * these, so each call is written once.
 */
import {
  type issueJobMaterialsRoute,
  type JobMaterialsBody,
  type jobMaterialsRoute,
  type stockCardRoute,
  VIEW_ADDRESSES,
} from '@kantor/core';
import { callAt } from '../../api/call-route.ts';

export const inventoryViewCalls = {
  jobMaterials: (jobId: string) =>
    callAt<typeof jobMaterialsRoute>(VIEW_ADDRESSES.jobMaterials, { params: { id: jobId } }),
  /** Issues the lines as goods outs (`Pemakaian Pekerjaan`), all or none. */
  issueJobMaterials: (jobId: string, body: JobMaterialsBody) =>
    callAt<typeof issueJobMaterialsRoute>(VIEW_ADDRESSES.issueJobMaterials, { params: { id: jobId }, body }),
  stockCard: (id: string, page: number, limit = 50) =>
    callAt<typeof stockCardRoute>(VIEW_ADDRESSES.stockCard, { params: { id }, query: { page, limit } }),
};
