/**
 * A route declared once: its method, path, access, and the zod schemas of its path parameters, query,
 * body and answer. The server registers it from this declaration (validation, the 422 by field, the
 * OpenAPI document: apps/server/src/lib/serve-route.ts), and the web calls it from the same one (types
 * inferred, the URL built from `path`: apps/web/src/api/call-route.ts), so nothing is written twice.
 *
 * Schemas are written for the wire: a field may normalise what arrives (`z.preprocess`: trim, lowercase,
 * text to number) but ends in a plain schema, so `z.output` is at once what the handler reads, what the
 * web sends and what the docs show. A field's message is a catalogue key (`said`), worded in the
 * caller's language by the server.
 */
import type { z } from 'zod';
import type { Access } from '../../access/policy.ts';

/**
 * How a route is reached: the access policy's own kinds (core's access/policy.ts), which the server's
 * access check applies (`serveRoute` hands it to `config.access`). One definition for both sides.
 */
export type RouteAccess = Access;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route answers: a JSON value of this schema, a file of these media types, or nothing (a 204:
 * what it did is heard elsewhere, e.g. a chat's typing over the realtime channel).
 */
export type RouteAnswer = z.ZodType | { readonly file: readonly string[] } | { readonly empty: true };

/** Where a route is: its method and path (`RouteDef`'s first two, without any schema: addresses.ts). */
export type RouteAddress = { readonly method: RouteMethod; readonly path: string };

export type RouteDef = {
  readonly method: RouteMethod;
  /** Below `/api`, Fastify's form: `/pos/sales/:id/receipt`. */
  readonly path: string;
  readonly access: RouteAccess;
  /** One line for the API docs. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** An object, or a pipe ending in one (a body that may also come as a bare list, read into an object). */
  readonly body?: z.ZodType;
  /**
   * A `multipart/form-data` upload instead of a JSON body: its file parts by name, in words for the
   * docs. The handler streams each file (`request.file()`): a file is never read whole into a schema.
   * A route has `body` or `upload`, not both.
   */
  readonly upload?: Readonly<Record<string, string>>;
  /** The success status when it is not 200 (202: a job was started, to poll). */
  readonly status?: 201 | 202;
  /** What the 200 carries, and in words for the docs. */
  readonly answer: RouteAnswer;
  readonly answerSays: string;
  /**
   * A JSON answer that, asked for (a `format` in the query), comes as a file of these media types
   * instead: a report on screen or as its CSV. The web reads the JSON with `callRoute`, the file with
   * a download of the same URL.
   */
  readonly orFile?: readonly string[];
  /** Refusals whose body the web reads (a sign-in's 403 naming the account's status), by status. */
  readonly refusals?: Readonly<Record<number, z.ZodType>>;
};

/**
 * Declares a route (typed as written, so its schemas' types reach the server's handler and the web).
 *
 * @example
 * const listSales = defineRoute({
 *   method: 'GET', path: '/pos/sales', access: { kind: 'page', page: 'postransaksirizqieta' },
 *   summary: 'The POS sales of one day', query: z.object({ date: z.iso.date().optional() }),
 *   answer: SalesOfDay, answerSays: 'The day, and its sales newest first',
 * });
 */
export function defineRoute<const D extends RouteDef>(def: D): D {
  if (def.body && def.upload)
    throw new Error(`${def.method} ${def.path}: a JSON body or an upload, not both`);
  for (const name of def.path.matchAll(/:(\w+)/g))
    if (!def.params?.shape[name[1]!])
      throw new Error(`${def.method} ${def.path}: path parameter "${name[1]}" is not in its params schema`);
  return def;
}

type OutOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The path parameters a route takes (as the server reads them, as the web gives them). */
export type ParamsOf<D extends RouteDef> = OutOf<D['params']>;
/** The query and body as the handler reads them (normalised, defaults applied by the handler). */
export type QueryOf<D extends RouteDef> = OutOf<D['query']>;
export type BodyOf<D extends RouteDef> = OutOf<D['body']>;
/**
 * The query and body as a caller may send them: what the schema's normalising steps accept (a form's
 * blank as `null`, text for a number), which the server then checks.
 */
export type QueryIn<D extends RouteDef> = InOf<D['query']>;
export type BodyIn<D extends RouteDef> = InOf<D['body']>;
/** What the route answers: the answer schema's type, `File` for a file (the web's `Blob`), or nothing (null). */
export type AnswerOf<D extends RouteDef, File = unknown> = D['answer'] extends z.ZodType
  ? z.output<D['answer']>
  : D['answer'] extends { readonly empty: true }
    ? null
    : File;

/**
 * The path of a call below `/api`, its parameters filled in (encoded).
 *
 * @example routeUrl({ path: '/rstok/kartu/:id' }, { id: '7' }) === 'rstok/kartu/7'
 */
export function routeUrl(def: Pick<RouteAddress, 'path'>, params: Record<string, unknown> = {}): string {
  return def.path
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === null) throw new Error(`${def.path}: no value for "${name}"`);
      // a comma stays one (RFC 3986 allows it in a path segment): several ids read `delete/1,2`
      return encodeURIComponent(String(value)).replace(/%2C/g, ',');
    })
    .replace(/^\/+/, '');
}
