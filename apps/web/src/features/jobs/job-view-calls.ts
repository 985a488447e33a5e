/**
 * The job view's progress panel's calls: the sub jobs (the generic list) and the customer's WhatsApp
 * link at its address. The panel loads with every job's view, which must not bring zod and the API's
 * schemas (e2e/first-draw-chunks.e2e.ts); jobsApi spreads these, so each call is written once.
 */
import { type jobWhatsappRoute, VIEW_ADDRESSES } from '@kantor/core';
import { callAt } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

export const jobViewCalls = {
  whatsapp: (id: string | number) =>
    callAt<typeof jobWhatsappRoute>(VIEW_ADDRESSES.jobWhatsapp, { params: { id: String(id) } }),
  subJobsOf: (jobId: string | number) =>
    resourceCalls('rsubpekerjaan').list({
      id_pekerjaan: String(jobId),
      limit: '100',
      sort: 'id',
      order: 'asc',
    }),
};
