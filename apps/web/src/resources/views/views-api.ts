/** Data hooks of saved list views: the signed-in user's views of one resource, save and delete. */
import {
  actionsOf,
  ROUTE_ADDRESSES as at,
  canViewRoute,
  type Resource,
  type resourceAddRoute,
  type resourceDeleteRoute,
  type resourceEditRoute,
  type resourceListRoute,
} from '@kantor/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callAt } from '../../api/call-route.ts';
import { useSession } from '../../app/session-context.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { type ListResponse, resourceKey } from '../api-hooks.ts';
import {
  findViewByName,
  type ListView,
  type SavedView,
  savedViewOf,
  VIEW_RESOURCE,
  viewPayload,
} from './saved-view.ts';

/** Most views listed for one resource. */
export const VIEWS_LIMIT = 100;

export type ViewAbilities = { list: boolean; add: boolean; edit: boolean; delete: boolean };

/** What the pages list allows on saved views. */
export function useViewAbilities(): ViewAbilities {
  const { pages } = useSession();
  return useMemo(() => {
    const actions = actionsOf(VIEW_RESOURCE);
    const can = (action: string) => canViewRoute(pages, `/${VIEW_RESOURCE}/${action}`, actions);
    return {
      list: canViewRoute(pages, `/${VIEW_RESOURCE}`, actions),
      add: can('add'),
      edit: can('edit'),
      delete: can('delete'),
    };
  }, [pages]);
}

/** The owner id the server writes on the user's records (`user_id`, else the login's id). */
export function useOwnerId(): number | null {
  const { user } = useSession();
  return user ? (user.user_id ?? user.id) : null;
}

/** The list query of a user's views of one resource. */
export function viewsQuery(resourceName: string, ownerId: number | null): Record<string, string | number> {
  const query: Record<string, string | number> = {
    nama_resource: resourceName,
    limit: VIEWS_LIMIT,
    sort: 'nama_view',
    order: 'asc',
  };
  if (ownerId !== null) query.user_id = ownerId;
  return query;
}

export function useSavedViews(resource: Resource, enabled: boolean) {
  const ownerId = useOwnerId();
  const query = viewsQuery(resource.name, ownerId);
  return useQuery({
    queryKey: [...resourceKey(VIEW_RESOURCE), 'list', query],
    queryFn: async ({ signal }) => {
      const answer: ListResponse = await callAt<typeof resourceListRoute>(at.resourceList, {
        params: { resource: VIEW_RESOURCE },
        query,
        signal,
      });
      return (answer.records ?? []).map((record) => savedViewOf(resource, record));
    },
    enabled,
    retry: false,
  });
}

/** Saves the current view under a name: a new record, or the user's view of that name updated. */
export function useSaveView(resource: Resource, views: readonly SavedView[]) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, view }: { name: string; view: ListView }) => {
      const payload = viewPayload(resource, name, view);
      const existing = findViewByName(views, name);
      if (existing) {
        return callAt<typeof resourceEditRoute>(at.resourceEdit, {
          params: { resource: VIEW_RESOURCE, id: String(existing.id) },
          body: payload,
        });
      }
      return callAt<typeof resourceAddRoute>(at.resourceAdd, {
        params: { resource: VIEW_RESOURCE },
        body: payload,
      });
    },
    onSuccess: async (_answer, { name }) => {
      toast.success(t('transfer.views.saved', { name: name.trim() }));
      await client.invalidateQueries({ queryKey: resourceKey(VIEW_RESOURCE) });
    },
    onError: (error) => showRequestError(error),
  });
}

export function useDeleteView() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) =>
      callAt<typeof resourceDeleteRoute>(at.resourceDelete, {
        params: { resource: VIEW_RESOURCE, id: String(id) },
      }),
    onSuccess: async () => {
      toast.success(t('success.recordDeleted'));
      await client.invalidateQueries({ queryKey: resourceKey(VIEW_RESOURCE) });
    },
    onError: (error) => showRequestError(error),
  });
}
