/** Calls of the admin pages (apps/server/src/modules/admin/admin.routes.ts, declared in core: ADMIN_ROUTES). */
import {
  ADMIN_ROUTES,
  type DuplicateCheck,
  type ReferenceFormat,
  type ReferenceState,
  type SystemStatus,
} from '@kantor/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route.ts';

export type { DuplicateCheck, ReferenceState, SystemStatus };

export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin-status'],
    queryFn: () => callRoute(ADMIN_ROUTES.status),
    refetchInterval: 60_000,
  });
}

export function useDuplicateChecks() {
  return useQuery({
    queryKey: ['duplicate-checks'],
    queryFn: () => callRoute(ADMIN_ROUTES.duplicateChecks),
  });
}

export function useFindDuplicates() {
  return useMutation({
    mutationFn: (body: { resource: string; fields: string[] }) =>
      callRoute(ADMIN_ROUTES.findDuplicates, { body }),
  });
}

const referenceKey = (id: string) => ['reference', id] as const;

export function useReference(id: string) {
  return useQuery({
    queryKey: referenceKey(id),
    queryFn: () => callRoute(ADMIN_ROUTES.reference, { params: { id } }),
  });
}

export function useSaveReference(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ref_xml: string; format: ReferenceFormat }) =>
      callRoute(ADMIN_ROUTES.saveReference, { params: { id }, body }),
    onSuccess: (state) => client.setQueryData(referenceKey(id), state),
  });
}

export function useWalmanRecap(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['walman-listgas', period?.from ?? '', period?.to ?? ''],
    queryFn: () => callRoute(ADMIN_ROUTES.walman, { query: period ?? {} }),
  });
}
