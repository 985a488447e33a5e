/**
 * One resource's generic routes (core's `RESOURCES_ROUTES`: list, view, options, add, edit, delete),
 * called at their addresses (`callAt`, typed by the declarations, which are imported as types only: the
 * form and the screens using this load no zod and no schema) with the resource's name as the path's
 * parameter, its records typed as `T`: for
 * the screens of a feature that read a resource's records as their own shape (a mind map, a role's
 * rules, a mailbox). The generic routes answer whichever resource the path names, so their declared
 * answer is any record (`ApiRecord`); which fields it has is the resource's declaration in core, which
 * `T` names. The generic screens call `callAt` themselves (api-hooks.ts).
 *
 * @example const maps = resourceCalls<MindmapRecord>('rmindmap'); await maps.view(7)
 */
import {
  ROUTE_ADDRESSES as A,
  type ApiRecord,
  type OptionsAnswer,
  type QueryIn,
  type RESOURCES_ROUTES,
  type ResourceListAnswer,
  type ResourceRecord,
  type SaveAnswer,
} from '@kantor/core';
import { callAt } from '../api/call-route.ts';

type R = typeof RESOURCES_ROUTES;

export type ListQuery = QueryIn<R['list']>;
export type OptionsQuery = QueryIn<R['options']>;

export function resourceCalls<T extends object = ApiRecord>(resource: string) {
  const at = (id: string | number) => ({ resource, id: String(id) });
  return {
    list: (query?: ListQuery, signal?: AbortSignal): Promise<ResourceListAnswer<T>> =>
      callAt<R['list']>(A.resourceList, { params: { resource }, query, signal }) as Promise<never>,
    view: (id: string | number, signal?: AbortSignal): Promise<ResourceRecord<T>> =>
      callAt<R['view']>(A.resourceView, { params: at(id), signal }) as Promise<never>,
    /** The choices of a picker, `{ value, label }`, as the caller knows them to be (an id, a title). */
    options: <V = unknown, L = unknown>(query?: OptionsQuery): Promise<OptionsAnswer<V, L>> =>
      callAt<R['options']>(A.resourceOptions, { params: { resource }, query }) as Promise<never>,
    add: (body: Record<string, unknown>): Promise<SaveAnswer<T>> =>
      callAt<R['add']>(A.resourceAdd, { params: { resource }, body }) as Promise<never>,
    edit: (id: string | number, body: Record<string, unknown>): Promise<SaveAnswer<T>> =>
      callAt<R['edit']>(A.resourceEdit, { params: at(id), body }) as Promise<never>,
    remove: (id: string | number) => callAt<R['delete']>(A.resourceDelete, { params: at(id) }),
  };
}
