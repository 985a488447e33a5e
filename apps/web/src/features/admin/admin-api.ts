/** Calls of the admin pages (apps/server/src/modules/admin/admin.routes.ts). */
import type {
  DuplicateCheck,
  DuplicateChecksAnswer,
  DuplicateResult,
  ReferenceFormat,
  ReferenceSaveAnswer,
  ReferenceState,
  SystemStatus,
  WalmanRecap,
} from '@kantor/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api.ts';

export type { DuplicateCheck, ReferenceState, SystemStatus };

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
    queryFn: () => api.get<DuplicateChecksAnswer>('petacekduplikatinput'),
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
    mutationFn: (body: { ref_xml: string; format: ReferenceFormat }) =>
      api.post<ReferenceSaveAnswer>(`manualtemplatejson/save_refxml/${encodeURIComponent(id)}`, body),
    onSuccess: (state) => client.setQueryData(referenceKey(id), state),
  });
}

export function useWalmanRecap(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['walman-listgas', period?.from ?? '', period?.to ?? ''],
    queryFn: () => api.get<WalmanRecap>('walman/listgas', period ?? {}),
  });
}
