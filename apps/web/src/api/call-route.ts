/**
 * Calls a route declared in core (`defineRoute`, packages/core/src/api/routes): the URL comes from its
 * path, the method from its method, and the types of what is sent and answered from its schemas, so a
 * screen writes neither a URL nor a `<T>` of its own. A route answering a file answers a Blob.
 */
import {
  type AnswerOf,
  type BodyIn,
  type ParamsOf,
  type QueryIn,
  type QueryParams,
  type RouteDef,
  routeUrl,
} from '@kantor/core';
import { api } from './api.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * What a call of `D` gives: its path parameters, query and body (as the schemas accept them: `z.input`),
 * each only when the route takes it.
 */
export type CallParts<D extends RouteDef> = (ParamsOf<D> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<D> }) &
  (QueryIn<D> extends undefined ? { query?: undefined } : { query?: QueryIn<D> }) &
  (BodyIn<D> extends undefined ? { body?: undefined } : { body: BodyIn<D> }) & {
    signal?: AbortSignal;
  };

/** The parts are optional when the route takes none that are required. */
type PartsArg<D extends RouteDef> =
  Record<string, never> extends CallParts<D> ? [parts?: CallParts<D>] : [parts: CallParts<D>];

/** A caller bound to a client (tests give their own). */
export function routeCaller(client: Pick<ApiClient, 'request'>) {
  return function call<D extends RouteDef>(def: D, ...[parts]: PartsArg<D>): Promise<AnswerOf<D, Blob>> {
    const { params, query, body, signal } = (parts ?? {}) as {
      params?: Record<string, unknown>;
      query?: QueryParams;
      body?: unknown;
      signal?: AbortSignal;
    };
    const file = 'file' in def.answer;
    const init: RequestOptions = {
      method: def.method,
      query,
      signal,
      // a POST that reads nothing still sends a JSON object, as the routes have always been called; a
      // GET, or a DELETE that reads nothing, sends no body
      ...(def.method === 'GET' || (def.method === 'DELETE' && !def.body) ? {} : { body: body ?? {} }),
      ...(file ? { responseType: 'blob' as const, headers: { Accept: '*/*' } } : {}),
    };
    return client.request<AnswerOf<D, Blob>>(routeUrl(def, params), init);
  };
}

/** Calls `def` with the app's client. @example callRoute(postSaleRoute, { body: sale }) */
export const callRoute = routeCaller(api);
