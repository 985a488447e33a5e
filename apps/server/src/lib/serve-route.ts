/**
 * Serves a route declared in core (`defineRoute`, packages/core/src/api/routes): Fastify gets its
 * method, path and access (`config.access`, checked before anything else), the API docs get its
 * schemas (modules/docs/route-docs.ts reads them), and the handler gets the request's params, query and
 * body as the schemas read them: typed, normalised, and without any field they do not declare. A bad
 * body or query is the house 422 naming each field in the caller's language, never a 500; a bad path
 * parameter is a missing record (404).
 */
import {
  type AnswerOf,
  type BodyOf,
  MSG,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
  saidOf,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound, ValidationError } from '../errors.ts';
import type { Shape } from '../plugins/quotes.ts';
import {
  answers,
  answersFile,
  answersNothing,
  answersOrFile,
  answersWith,
  jsonSchemaOf,
} from './answer-schema.ts';
import { say } from './i18n.ts';

/** What a served route's handler is given: the request's parts as its declaration reads them. */
export type RouteInput<D extends RouteDef> = { params: ParamsOf<D>; query: QueryOf<D>; body: BodyOf<D> };

/**
 * A served route's handler. Its answer is checked against the declaration's answer schema by every API
 * test (test/answer-check.ts), not here: records go out as the engine reads them (`Record<string,
 * unknown>`, a handler states their shape with `satisfies`), which the schema's type cannot name.
 */
export type RouteHandler<D extends RouteDef> = (
  input: RouteInput<D>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<D, FastifyReply> | object>;

/** The 422's `errors`: each issue under its field's dotted path, worded by its catalogue key. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  request: FastifyRequest,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const said = saidOf(issue.message);
    // a check written without `said` speaks zod's English: the field is named, in the house words
    const text = said ? say(request, said.key, said.params) : say(request, MSG.invalid);
    const messages = errors[field] ?? [];
    if (!messages.includes(text)) errors[field] = [...messages, text];
  }
  return errors;
}

function read<S extends z.ZodType | undefined>(schema: S, value: unknown, request: FastifyRequest) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues, request));
  return result.data;
}

/** An upload's parts as the docs show them: each a file, all required. */
function uploadDoc(files: Readonly<Record<string, string>>): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(files).map(([name, says]) => [
      name,
      { type: 'string', format: 'binary', description: says },
    ]),
  );
  return { type: 'object', properties, required: Object.keys(files) };
}

/** The Fastify `schema` of a declaration, for the docs only: Fastify itself validates none of it. */
export function docSchema(def: RouteDef): Record<string, unknown> {
  const body = def.body
    ? { bodyDoc: jsonSchemaOf(def.body) }
    : def.upload
      ? { bodyType: 'multipart/form-data', bodyDoc: uploadDoc(def.upload) }
      : def.method === 'GET'
        ? {}
        : { noBody: true };
  const answer =
    def.status && !('file' in def.answer) && !('empty' in def.answer)
      ? answersWith(def.status, def.answer as z.ZodType, def.answerSays)
      : 'file' in def.answer
        ? answersFile(def.answer.file, def.answerSays)
        : 'empty' in def.answer
          ? answersNothing(def.answerSays)
          : def.orFile
            ? answersOrFile(def.answer as z.ZodType, def.answerSays, def.orFile)
            : answers(def.answer as z.ZodType, def.answerSays, def.refusals);
  return {
    summary: def.summary,
    ...(def.description ? { description: def.description } : {}),
    ...(def.query ? { queryDoc: jsonSchemaOf(def.query) } : {}),
    ...body,
    ...answer,
    declared: true,
  };
}

/**
 * Registers `def` on `app` (a plugin registered under `/api`). `quotes`: the answer's declared shape
 * (plugins/quotes.ts), applied to every 2xx answer as for any route. `guard`: an access check of the
 * route's own that needs the request (rule R5's `assertSeesAll`), run by the access check after the
 * route's pages and before the record it names is looked up or the input read, so a caller it refuses
 * gets its 403 whatever it sent.
 *
 * @example serveRoute(app, postSaleRoute, async ({ body }) => postSale(ctx, body))
 */
export function serveRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: RouteHandler<D>,
  options: {
    quotes?: Shape;
    guard?: (request: FastifyRequest) => Promise<void>;
    /** Query parameters named by pattern (a list's filters), for the docs: the declaration's catchall reads them. */
    queryPatterns?: Record<string, Record<string, unknown>>;
    /** The largest body the route takes, in bytes, when not the app's (a workbook saved whole). */
    bodyLimit?: number;
    /** The route's request log level when not the app's: a probe run every few seconds logs only warnings. */
    logLevel?: 'warn';
  } = {},
): void {
  app.route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    // the access check runs before the handler (preValidation): a caller without access learns
    // nothing about the route's input
    config: {
      access: def.access,
      ...(options.quotes ? { quotes: options.quotes } : {}),
      ...(options.guard ? { guard: options.guard } : {}),
    },
    schema: { ...docSchema(def), ...(options.queryPatterns ? { queryPatterns: options.queryPatterns } : {}) },
    handler: async (request, reply) => {
      const params = def.params?.safeParse(request.params);
      if (params && !params.success) throw notFound();
      const input = {
        params: params?.data,
        query: read(def.query, request.query, request),
        body: read(def.body, request.body, request),
      } as RouteInput<D>;
      if (def.status) reply.code(def.status);
      return handler(input, request, reply);
    },
  });
}
