/**
 * The job view's SOP materials panel's calls at their addresses: the panel loads with every job's view,
 * which must not bring zod and the API's schemas (e2e/first-draw-chunks.e2e.ts); inventoryApi spreads
 * these, so each call is written once.
 */
import {
  type issueJobMaterialsRoute,
  type JobMaterialsBody,
  type jobMaterialsRoute,
  ROUTE_ADDRESSES,
} from '@kantor/core';
import { callAt } from '../../api/call-route.ts';

export const jobMaterialsCalls = {
  jobMaterials: (jobId: string) =>
    callAt<typeof jobMaterialsRoute>(ROUTE_ADDRESSES.jobMaterials, { params: { id: jobId } }),
  /** Issues the lines as goods outs (`Pemakaian Pekerjaan`), all or none. */
  issueJobMaterials: (jobId: string, body: JobMaterialsBody) =>
    callAt<typeof issueJobMaterialsRoute>(ROUTE_ADDRESSES.issueJobMaterials, { params: { id: jobId }, body }),
};
