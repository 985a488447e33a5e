/**
 * Data hooks of the generic screens: list, record, history, options, save and delete (TanStack Query).
 * Called at the routes' addresses (`callAt`), typed by their declarations: the list and view screens
 * are the first load of most signed-in pages, and the declarations would bring zod and every schema.
 */
import {
  type ApiRecord,
  ROUTE_ADDRESSES as at,
  type HistoryChange,
  type HistoryEntry,
  type ResourceListAnswer,
  type resourceAddRoute,
  type resourceDeleteRoute,
  type resourceEditRoute,
  type resourceHistoryRoute,
  type resourceListRoute,
  type resourceOptionsRoute,
  type resourceViewRoute,
  type SaveAnswer,
} from '@kantor/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callAt } from '../api/call-route.ts';
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

export function useResourceList(name: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...resourceKey(name), 'list', query],
    queryFn: ({ signal }): Promise<ListResponse> =>
      callAt<typeof resourceListRoute>(at.resourceList, { params: { resource: name }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecord(name: string, id: string | null) {
  return useQuery({
    queryKey: [...resourceKey(name), 'view', id],
    queryFn: ({ signal }): Promise<Row> =>
      callAt<typeof resourceViewRoute>(at.resourceView, { params: { resource: name, id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useRecordHistory(name: string, id: string) {
  return useQuery({
    queryKey: [...resourceKey(name), 'history', id],
    queryFn: ({ signal }) =>
      callAt<typeof resourceHistoryRoute>(at.resourceHistory, { params: { resource: name, id }, signal }),
    retry: false,
  });
}

/** Options of a relation picker: `/api/{target}/options?search=&id=&{parentField}=`. */
export async function fetchOptions(target: string, query: Record<string, string>): Promise<Option[]> {
  const answer = await callAt<typeof resourceOptionsRoute>(at.resourceOptions, {
    params: { resource: target },
    query,
  });
  // the label is the target's title field as the server writes it (text, or a number for some titles)
  return (answer.records ?? []) as Option[];
}

/** Deletes one or several records (all or none), toasts, and refreshes the resource's queries. */
export function useDeleteRecords(name: string, onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly (string | number)[]) =>
      callAt<typeof resourceDeleteRoute>(at.resourceDelete, {
        params: { resource: name, id: ids.join(',') },
      }),
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
    mutationFn: (payload: Record<string, unknown>): Promise<SaveResponse> =>
      id === null
        ? callAt<typeof resourceAddRoute>(at.resourceAdd, { params: { resource: name }, body: payload })
        : callAt<typeof resourceEditRoute>(at.resourceEdit, {
            params: { resource: name, id },
            body: payload,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(name) }),
  });
}
