/**
 * Calls of the field-work screens: the routes core declares (packages/core/src/api/routes/jobs.ts),
 * and the job resources' generic lists.
 */
import {
  type BulkPreview,
  type ProgressBody,
  type PublicJob,
  JOBS_ROUTES as routes,
  type TrackItem,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';
import { jobViewCalls } from './job-view-calls.ts';
import { trackListCall } from './track-list-call.ts';

export type { BulkPreview, PublicJob, TrackItem };

export const jobsApi = {
  openJobs: () =>
    resourceCalls('rpekerjaan').list({
      status: 'On Going',
      limit: '200',
      sort: 'tanggal_mulai',
      order: 'desc',
    }),
  bulkPreview: (id_pekerjaan: number, text: string) =>
    callRoute(routes.bulkPreview, { body: { id_pekerjaan, text } }),
  bulkCommit: (id_pekerjaan: number, text: string) =>
    callRoute(routes.bulkCommit, { body: { id_pekerjaan, text } }),
  bulkTemplate: (id: number) => callRoute(routes.bulkTemplate, { params: { id: String(id) } }),
  trackList: trackListCall,
  /** Whether the caller works in the field: an office user's answer is empty, not everyone's list. */
  fieldWork: () => callRoute(routes.trackList, { query: { mine: '1', limit: '1' } }),
  subJob: (id: string | number) => callRoute(routes.subJob, { params: { id: String(id) } }),
  addProgress: (body: ProgressBody) => callRoute(routes.addProgress, { body }),
  duplicate: (id: string | number) => callRoute(routes.duplicate, { params: { id: String(id) } }),
  ...jobViewCalls,
  lacak: (code: string) => callRoute(routes.lacak, { params: { code } }),
};
