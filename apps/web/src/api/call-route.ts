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
  type RouteAddress,
  type RouteDef,
  routeUrl,
} from '@kantor/core';
import { api } from './api.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * What a call of `D` gives: its path parameters, query and body (as the schemas accept them: `z.input`),
 * each only when the route takes it; an upload's `form` (its file parts) instead of a body; and, for
 * any call, an abort signal and headers of its own (the chat visitor's token, the interface language).
 */
export type CallParts<D extends RouteDef> = (ParamsOf<D> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<D> }) &
  (QueryIn<D> extends undefined ? { query?: undefined } : { query?: QueryIn<D> }) &
  (BodyIn<D> extends undefined ? { body?: undefined } : { body: BodyIn<D> }) &
  (D['upload'] extends object ? { form: FormData } : { form?: undefined }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** The parts are optional when the route takes none that are required. */
type PartsArg<D extends RouteDef> =
  Record<string, never> extends CallParts<D> ? [parts?: CallParts<D>] : [parts: CallParts<D>];

type Client = Pick<ApiClient, 'request'>;
type LooseParts = {
  params?: Record<string, unknown>;
  query?: QueryParams;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** One request of a route: `sendsBody` false for a GET, and for a DELETE that reads nothing. */
function send<T>(
  client: Client,
  address: RouteAddress,
  parts: LooseParts | undefined,
  how: { sendsBody: boolean; file: boolean },
): Promise<T> {
  const { params, query, body, form, signal, headers } = parts ?? {};
  const init: RequestOptions = {
    method: address.method,
    query,
    signal,
    // a POST that reads nothing still sends a JSON object, as the routes have always been called
    ...(how.sendsBody ? { body: form ?? body ?? {} } : {}),
    ...(how.file || headers ? { headers: { ...(how.file ? { Accept: '*/*' } : {}), ...headers } } : {}),
    ...(how.file ? { responseType: 'blob' as const } : {}),
  };
  return client.request<T>(routeUrl(address, params), init);
}

/** A caller bound to a client (tests give their own). */
export function routeCaller(client: Client) {
  return function call<D extends RouteDef>(def: D, ...[parts]: PartsArg<D>): Promise<AnswerOf<D, Blob>> {
    return send(client, def, parts as LooseParts | undefined, {
      sendsBody: def.method !== 'GET' && !(def.method === 'DELETE' && !def.body),
      file: 'file' in def.answer,
    });
  };
}

/** Calls `def` with the app's client. @example callRoute(postSaleRoute, { body: sale }) */
export const callRoute = routeCaller(api);

/**
 * A caller of a route by its address alone (core's `ROUTE_ADDRESSES`: method and path, no schema), typed
 * by its declaration named as a type only (`import type`). For the first loads that must not bring zod
 * and the API's schemas (the sign-in page, the session's start, the public site's chat widget):
 * importing a declaration would. The address must be the declaration's own (`tsc` compares the method
 * and path); a JSON answer only, and a DELETE sends no body.
 *
 * @example callAt<typeof chatStartRoute>(ROUTE_ADDRESSES.chatStart, { body })
 */
export function addressCaller(client: Client) {
  return function callAt<D extends RouteDef>(
    address: Pick<D, 'method' | 'path'>,
    ...[parts]: PartsArg<D>
  ): Promise<AnswerOf<D>> {
    return send(client, address, parts as LooseParts | undefined, {
      sendsBody: address.method !== 'GET' && address.method !== 'DELETE',
      file: false,
    });
  };
}

/** Calls a route at its address with the app's client (see {@link addressCaller}). */
export const callAt = addressCaller(api);

/**
 * Calls a route that answers a file at its address (as {@link callAt}, for the same reason): the answer
 * is a Blob. @example fileAt<typeof worksheetReportRoute>(VIEW_ADDRESSES.worksheetReport, { params })
 */
export function fileAt<D extends RouteDef>(
  address: Pick<D, 'method' | 'path'>,
  ...[parts]: PartsArg<D>
): Promise<Blob> {
  return send(api, address, parts as LooseParts | undefined, {
    sendsBody: address.method !== 'GET' && address.method !== 'DELETE',
    file: true,
  });
}
