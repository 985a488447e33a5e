/** Calls of the admin pages (apps/server/src/modules/admin/admin.routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api.ts';

export type SystemStatus = {
  version: string;
  node: string;
  uptimeSeconds: number;
  startedAt: string;
  database: { engine: 'pglite' | 'postgres'; label: string; version: string };
  mail: {
    mode: 'smtp' | 'log';
    queue: 'sentDirectly' | 'outbox';
    inFlight: number;
    outbox: { total: number; today: number } | null;
  };
  redis: { configured: boolean; connected: boolean };
  migrations: { applied: number; known: number; last: string | null };
  dailyJobs: { job: string; lastDay: string; ranAt: string }[];
};

export type DuplicateCheck = {
  resource: string;
  titleField: string;
  unique: string[];
  indexes: { name: string; definition: string }[];
  groupable: string[];
};

export type DuplicateResult = {
  resource: string;
  fields: string[];
  totalGroups: number;
  groups: {
    values: Record<string, unknown>;
    count: number;
    records: { id: number | string; title: unknown }[];
  }[];
};

export type ReferenceState = {
  id: number;
  nama_template: string;
  versi: number;
  ref_xml: string | null;
  format: 'xml' | 'json' | null;
  history: {
    version: number;
    saved_at: string;
    by: string | null;
    format: 'xml' | 'json';
    hash: string;
    size: number;
  }[];
};

export type WalmanRecap = {
  from: string;
  to: string;
  groups: {
    kategori: string | null;
    jumlah: number;
    total_nilai: number;
    records: {
      id: number;
      judul: string;
      tanggal: string;
      nilai: number | null;
      keterangan: string | null;
    }[];
  }[];
  total: { jumlah: number; total_nilai: number };
};

export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin-status'],
    queryFn: () => api.get<SystemStatus>('admin/status'),
    refetchInterval: 60_000,
  });
}

export function useDuplicateChecks() {
  return useQuery({
    queryKey: ['duplicate-checks'],
    queryFn: () => api.get<{ resources: DuplicateCheck[] }>('petacekduplikatinput'),
  });
}

export function useFindDuplicates() {
  return useMutation({
    mutationFn: (body: { resource: string; fields: string[] }) =>
      api.post<DuplicateResult>('petacekduplikatinput/find', body),
  });
}

const referenceKey = (id: string) => ['reference', id] as const;

export function useReference(id: string) {
  return useQuery({
    queryKey: referenceKey(id),
    queryFn: () => api.get<ReferenceState>(`manualtemplatejson/save_refxml/${encodeURIComponent(id)}`),
  });
}

export function useSaveReference(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ref_xml: string; format: 'xml' | 'json' }) =>
      api.post<ReferenceState & { message: string; changed: boolean }>(
        `manualtemplatejson/save_refxml/${encodeURIComponent(id)}`,
        body,
      ),
    onSuccess: (state) => client.setQueryData(referenceKey(id), state),
  });
}

export function useWalmanRecap(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['walman-listgas', period?.from ?? '', period?.to ?? ''],
    queryFn: () => api.get<WalmanRecap>('walman/listgas', period ?? {}),
  });
}
