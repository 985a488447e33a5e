/** Calls of the field-work screens (apps/server/src/modules/jobs/jobs.routes.ts). */
import type { PublicJob, TrackItem } from '@kantor/core';
import { api } from '../../api/api.ts';

export type { PublicJob, TrackItem };

export type TrackStep = {
  id: number;
  tanggal: string;
  nama_langkah: string;
  catatan: string | null;
  persentase: number | string;
  foto: string | null;
};

export type TrackSubJob = {
  sub: Record<string, unknown> & { id: number; nama_sub_pekerjaan: string; progres: number | string };
  job: {
    id: number;
    nama_pekerjaan: string;
    alamat: string | null;
    progres: number | string;
    pelanggan: string | null;
    no_hp_pelanggan: string | null;
  };
  steps: TrackStep[];
};

export type ProgressAnswer = {
  message: string;
  record: Record<string, unknown>;
  progress: { sub: number; job: number; status: string } | null;
};

export type BulkPreview = {
  rows: {
    line: number;
    nama_sub_pekerjaan: string;
    bobot: string;
    teknisi: string;
    volume: string;
    tanggal_mulai: string;
    id_teknisi: number | null;
    errors: Record<string, string[]>;
  }[];
  valid: number;
  invalid: number;
  bobot_total: number;
};

export const jobsApi = {
  openJobs: () =>
    api.get<{ records: Record<string, unknown>[] }>('rpekerjaan', {
      status: 'On Going',
      limit: '200',
      sort: 'tanggal_mulai',
      order: 'desc',
    }),
  bulkPreview: (id_pekerjaan: number, text: string) =>
    api.post<BulkPreview>('addmasalsubpekerjaan/preview', { id_pekerjaan, text }),
  bulkCommit: (id_pekerjaan: number, text: string) =>
    api.post<BulkPreview & { message: string }>('addmasalsubpekerjaan/commit', { id_pekerjaan, text }),
  bulkTemplate: (id: number) =>
    api.get<{ source: 'job' | 'rates' | 'none'; text: string }>(`addmasalsubpekerjaan/template/${id}`),
  trackList: (done: boolean, search = '') =>
    api.get<{ records: TrackItem[]; technician: boolean }>('rsubptrackprogres/tracklist', {
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
  }) => api.post<ProgressAnswer>('rsubptrackprogres/trackadd', body),
  duplicate: (id: string | number) =>
    api.post<{ message: string; record: Record<string, unknown> }>(`rpekerjaan/duplikatdata/${id}`),
  whatsapp: (id: string | number) =>
    api.post<{ kode_lacak: string; link: string; text: string; url: string | null }>(
      `rpekerjaan/whatsapp/${id}`,
    ),
  subJobsOf: (jobId: string | number) =>
    api.get<{ records: Record<string, unknown>[] }>('rsubpekerjaan', {
      id_pekerjaan: String(jobId),
      limit: '100',
      sort: 'id',
      order: 'asc',
    }),
  lacak: (code: string) => api.get<PublicJob>(`lacak/${encodeURIComponent(code)}`),
};
