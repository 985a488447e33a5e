/** Calls of the field-work screens (apps/server/src/modules/jobs/jobs.routes.ts). */
import type {
  BulkCommitAnswer,
  BulkPreview,
  BulkTemplate,
  JobDuplicateAnswer,
  JobProgressAnswer,
  JobWhatsappAnswer,
  ListAnswer,
  PublicJob,
  TrackItem,
  TrackListAnswer,
  TrackSubJob,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type { BulkPreview, PublicJob, TrackItem };

export const jobsApi = {
  openJobs: () =>
    api.get<ListAnswer>('rpekerjaan', {
      status: 'On Going',
      limit: '200',
      sort: 'tanggal_mulai',
      order: 'desc',
    }),
  bulkPreview: (id_pekerjaan: number, text: string) =>
    api.post<BulkPreview>('addmasalsubpekerjaan/preview', { id_pekerjaan, text }),
  bulkCommit: (id_pekerjaan: number, text: string) =>
    api.post<BulkCommitAnswer>('addmasalsubpekerjaan/commit', { id_pekerjaan, text }),
  bulkTemplate: (id: number) => api.get<BulkTemplate>(`addmasalsubpekerjaan/template/${id}`),
  trackList: (done: boolean, search = '') =>
    api.get<TrackListAnswer>('rsubptrackprogres/tracklist', {
      done: done ? '1' : '0',
      search,
    }),
  subJob: (id: string | number) => api.get<TrackSubJob>(`rsubptrackprogres/trackadd/${id}`),
  addProgress: (body: {
    id_subpekerjaan: number;
    persentase: number;
    catatan?: string | null;
    foto?: string | null;
    lokasi_gps?: string | null;
  }) => api.post<JobProgressAnswer>('rsubptrackprogres/trackadd', body),
  duplicate: (id: string | number) => api.post<JobDuplicateAnswer>(`rpekerjaan/duplikatdata/${id}`),
  whatsapp: (id: string | number) => api.post<JobWhatsappAnswer>(`rpekerjaan/whatsapp/${id}`),
  subJobsOf: (jobId: string | number) =>
    api.get<ListAnswer>('rsubpekerjaan', {
      id_pekerjaan: String(jobId),
      limit: '100',
      sort: 'id',
      order: 'asc',
    }),
  lacak: (code: string) => api.get<PublicJob>(`lacak/${encodeURIComponent(code)}`),
};
