/** Data hooks of the generic screens: list, record, history, options, save and delete (TanStack Query). */
import type {
  ApiRecord,
  HistoryAnswer,
  HistoryChange,
  HistoryEntry,
  MessageAnswer,
  OptionsAnswer,
  ResourceListAnswer,
  SaveAnswer,
} from '@kantor/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { showRequestError, toast } from '../ui/index.ts';
import type { Option } from './resource-fields.ts';

/** The answers are declared once in core (api/resources.ts); these names are the screens'. */
export type Row = ApiRecord;
/** A page of rows, each with what the caller may do with it (`_can`), and the screen's `can`. */
export type ListResponse = ResourceListAnswer<Row>;
export type SaveResponse = SaveAnswer<Row>;
export type { HistoryChange as Change, HistoryEntry };

/** Every query of one resource starts with this key, so one invalidation refreshes them all. */
export const resourceKey = (name: string) => ['resource', name] as const;

const idPath = (id: string | number) => encodeURIComponent(String(id));

export function useResourceList(name: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...resourceKey(name), 'list', query],
    queryFn: ({ signal }) => api.get<ListResponse>(name, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecord(name: string, id: string | null) {
  return useQuery({
    queryKey: [...resourceKey(name), 'view', id],
    queryFn: ({ signal }) => api.get<Row>(`${name}/view/${idPath(id ?? '')}`, undefined, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useRecordHistory(name: string, id: string) {
  return useQuery({
    queryKey: [...resourceKey(name), 'history', id],
    queryFn: ({ signal }) => api.get<HistoryAnswer>(`${name}/history/${idPath(id)}`, undefined, { signal }),
    retry: false,
  });
}

/** Options of a relation picker: `/api/{target}/options?search=&id=&{parentField}=`. */
export async function fetchOptions(target: string, query: Record<string, string>): Promise<Option[]> {
  const answer = await api.get<OptionsAnswer<Option['value'], Option['label']>>(`${target}/options`, query);
  return answer.records ?? [];
}

/** Deletes one or several records (all or none), toasts, and refreshes the resource's queries. */
export function useDeleteRecords(name: string, onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly (string | number)[]) =>
      api.delete<MessageAnswer>(`${name}/delete/${ids.map(idPath).join(',')}`),
    onSuccess: async () => {
      toast.success(t('success.recordDeleted'));
      onDone?.();
      await client.invalidateQueries({ queryKey: resourceKey(name) });
    },
    onError: (error) => {
      showRequestError(error);
    },
  });
}

/** Adds (no id) or edits a record; errors are left to the form (422 goes under the fields). */
export function useSaveRecord(name: string, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      id === null
        ? api.post<SaveResponse>(`${name}/add`, payload)
        : api.put<SaveResponse>(`${name}/edit/${idPath(id)}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(name) }),
  });
}
