/**
 * One resource's generic routes (core's `RESOURCES_ROUTES`: list, view, options, add, edit, delete),
 * called by `callRoute` with the resource's name as the path's parameter, its records typed as `T`: for
 * the screens of a feature that read a resource's records as their own shape (a mind map, a role's
 * rules, a mailbox). The generic routes answer whichever resource the path names, so their declared
 * answer is any record (`ApiRecord`); which fields it has is the resource's declaration in core, which
 * `T` names. The generic screens call `callRoute` themselves (api-hooks.ts).
 *
 * @example const maps = resourceCalls<MindmapRecord>('rmindmap'); await maps.view(7)
 */
import {
  type ApiRecord,
  type OptionsAnswer,
  type QueryIn,
  RESOURCES_ROUTES as R,
  type ResourceListAnswer,
  type ResourceRecord,
  type SaveAnswer,
} from '@kantor/core';
import { callRoute } from '../api/call-route.ts';

export type ListQuery = QueryIn<typeof R.list>;
export type OptionsQuery = QueryIn<typeof R.options>;

export function resourceCalls<T extends object = ApiRecord>(resource: string) {
  const at = (id: string | number) => ({ resource, id: String(id) });
  return {
    list: (query?: ListQuery, signal?: AbortSignal): Promise<ResourceListAnswer<T>> =>
      callRoute(R.list, { params: { resource }, query, signal }) as Promise<never>,
    view: (id: string | number, signal?: AbortSignal): Promise<ResourceRecord<T>> =>
      callRoute(R.view, { params: at(id), signal }) as Promise<never>,
    /** The choices of a picker, `{ value, label }`, as the caller knows them to be (an id, a title). */
    options: <V = unknown, L = unknown>(query?: OptionsQuery): Promise<OptionsAnswer<V, L>> =>
      callRoute(R.options, { params: { resource }, query }) as Promise<never>,
    add: (body: Record<string, unknown>): Promise<SaveAnswer<T>> =>
      callRoute(R.add, { params: { resource }, body }) as Promise<never>,
    edit: (id: string | number, body: Record<string, unknown>): Promise<SaveAnswer<T>> =>
      callRoute(R.edit, { params: at(id), body }) as Promise<never>,
    remove: (id: string | number) => callRoute(R.delete, { params: at(id) }),
  };
}
