import { PassThrough } from 'node:stream';
import { type AiEventData, type AiEventName, AiTemplatesAnswer, getResource } from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { documentedBody, text, textQuery } from '../../lib/request-schema.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { authorise, callerOf, resourceRoute } from '../../plugins/access.ts';
import { messagesFor, scopeOf, viewRecord } from '../resources/index.ts';
import { findAiSetting, openKey, templatesFor } from './ai.service.ts';
import { aiWord } from './ai-messages.ts';
import { startChat, UpstreamError } from './openai-stream.ts';
import { fillTemplate, placeholdersOf } from './prompt-template.ts';

type RunBody = {
  templateId?: unknown;
  resource?: unknown;
  recordId?: unknown;
  variables?: unknown;
};

const MAX_VARIABLE_LENGTH = 5000;

function bodyOf(request: FastifyRequest): RunBody {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as RunBody) : {};
}

/** Typed values for placeholders: strings only, bounded. */
function variablesOf(raw: unknown, msg: ReturnType<typeof messagesFor>): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ValidationError({ variables: [msg('validation.invalid')] });
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>).slice(0, 100)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (text.length > MAX_VARIABLE_LENGTH)
      throw new ValidationError({ [key]: [msg('validation.lengthMax', { max: MAX_VARIABLE_LENGTH })] });
    out[key] = text;
  }
  return out;
}

/** The record a prompt is filled from, read with the caller's own access to its resource. */
async function recordOf(request: FastifyRequest, body: RunBody, msg: ReturnType<typeof messagesFor>) {
  if (body.resource === undefined || body.resource === null || body.resource === '') return null;
  const resource = getResource(String(body.resource));
  if (!resource) throw new ValidationError({ resource: [msg('validation.in')] });
  if (body.recordId === undefined || body.recordId === null || body.recordId === '')
    throw new ValidationError({ recordId: [msg('validation.required')] });
  // the same check as GET /api/{resource}/view/{id}: pages list, ownership, blocked routes, role rules
  await authorise(request, { kind: 'resource', resource: resource.name, action: 'view' });
  const record = await viewRecord(request.server.db, resource, String(body.recordId), scopeOf(request));
  const hidden = request.resourceAccess?.hidden ?? new Set<string>();
  return Object.fromEntries(
    Object.entries(record).filter(([k]) => !hidden.has(k) && !hidden.has(k.replace(/_label$/, ''))),
  );
}

/**
 * A failure before the answer starts: 502 (refused, unreadable) or 504 (no answer), with the reason for
 * an admin. Anyone else reads one 502 for every failure: the endpoint is an address someone typed, and
 * telling a refused connection from a timeout or an HTTP status would make this a scanner of the network.
 */
function upstreamHttpError(
  request: FastifyRequest,
  error: UpstreamError,
  timeoutMs: number,
  admin: boolean,
): HttpError {
  if (!admin) return new HttpError(502, aiWord(request, 'failed'));
  const seconds = Math.round(timeoutMs / 1000);
  switch (error.failure) {
    case 'timeout':
      return new HttpError(504, aiWord(request, 'timeout', { seconds }));
    case 'unreachable':
      return new HttpError(502, aiWord(request, 'unreachable'));
    case 'refused':
      return new HttpError(
        502,
        aiWord(request, 'refused', { status: error.status ?? '-', detail: error.message }),
      );
    default:
      return new HttpError(502, aiWord(request, 'protocol', { detail: error.message }));
  }
}

/** One server-sent event; its data has the shape core's AiEvent gives that event. */
const sse = <E extends AiEventName>(event: E, data: AiEventData<E>) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const runSchema = {
  summary: 'Fill a prompt template and stream the AI answer as server-sent events',
  description:
    'Events: `start` (the filled prompt, the model), `delta` (a piece of text), then `done` or `error`. A ' +
    'placeholder with no value is a 422 naming it; a failing AI endpoint before the answer starts is a ' +
    '502 or 504.',
  ...documentedBody(
    {
      templateId: { type: ['integer', 'string'], description: 'the prompt template (templateprompt)' },
      resource: text('a resource whose record fills the placeholders (read with the caller’s own access)'),
      recordId: { type: ['integer', 'string'], description: 'that record; required with `resource`' },
      variables: {
        type: 'object',
        additionalProperties: { type: 'string', maxLength: MAX_VARIABLE_LENGTH },
        description: 'placeholder values by name (the first 100; other values are read as text or JSON)',
      },
    },
    ['templateId'],
  ),
  ...answersFile(
    'text/event-stream',
    'Server-sent events, each `data` JSON: `start` { prompt, model }, `delta` { text }, then `done` ' +
      '{ length } or `error` { message } (core’s AiEvent)',
  ),
};

/**
 * AI prompts (docs/ai.md): a template filled from a record and the caller's values, sent by the server
 * to the OpenAI-compatible endpoint of the template's AI setting, the answer streamed back as
 * server-sent events (`start`, `delta`, then `done` or `error`).
 */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { resource?: string } }>(
    '/ai/templates',
    {
      ...resourceRoute('templateprompt', 'list'),
      schema: {
        summary: 'The active prompt templates (at most 200), each with the placeholders it asks for',
        ...textQuery({ resource: 'only the templates of this resource (their category); all when absent' }),
        ...answers(AiTemplatesAnswer, 'The templates by name, each with its placeholders (never its text)'),
      },
    },
    async (request) => {
      const resource = request.query.resource ? String(request.query.resource) : null;
      const rows = await templatesFor(app.db.query, resource);
      return {
        records: rows.map(({ isi_prompt, ...row }) => ({ ...row, placeholders: placeholdersOf(isi_prompt) })),
      } satisfies AiTemplatesAnswer;
    },
  );

  const run = { ...resourceRoute('templateprompt', 'view'), schema: runSchema };
  app.post('/ai/run', run, async (request, reply) => {
    const msg = messagesFor(request.headers['accept-language']);
    const body = bodyOf(request);
    if (body.templateId === undefined || body.templateId === null || body.templateId === '')
      throw new ValidationError({ templateId: [msg('validation.required')] });
    const template = await viewRecord(
      app.db,
      getResource('templateprompt')!,
      String(body.templateId),
      scopeOf(request),
    );
    const variables = variablesOf(body.variables, msg);
    const record = await recordOf(request, body, msg);
    const filled = fillTemplate(String(template.isi_prompt ?? ''), {
      variables,
      record,
      defaults: template.variabel,
    });
    if (filled.missing.length > 0) {
      throw new ValidationError(
        Object.fromEntries(filled.missing.map((name) => [name, [aiWord(request, 'missing', { name })]])),
      );
    }
    const setting = await findAiSetting(app.db.query, template.id_promptapi);
    if (!setting) throw new ValidationError({ id_promptapi: [aiWord(request, 'noConfig')] });
    if (setting.status !== 'Active')
      throw new ValidationError({
        id_promptapi: [aiWord(request, 'configInactive', { name: setting.nama })],
      });
    let apiKey: string | null;
    try {
      apiKey = openKey(setting);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      request.log.error({ setting: setting.id, err: error.message }, 'AI key does not open');
      throw new ValidationError({ api_key: [aiWord(request, 'keyUnreadable')] });
    }
    // the official endpoint always needs a key; a self-hosted one may not
    if (!apiKey && !setting.endpoint_url)
      throw new ValidationError({ api_key: [aiWord(request, 'noKey', { name: setting.nama })] });
    return streamAnswer(request, reply, {
      prompt: filled.text,
      setting,
      apiKey,
      admin: (await callerOf(request)).isAdmin,
    });
  });
}

async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  run: {
    prompt: string;
    setting: NonNullable<Awaited<ReturnType<typeof findAiSetting>>>;
    apiKey: string | null;
    /** Whether the caller reads why a call failed (see upstreamHttpError). */
    admin: boolean;
  },
) {
  const { setting } = run;
  const timeoutMs = request.server.config.aiTimeoutMs;
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  const started = Date.now();
  let pieces: AsyncGenerator<string>;
  try {
    pieces = await startChat({
      endpoint: setting.endpoint_url,
      provider: setting.provider,
      apiKey: run.apiKey,
      model: setting.model,
      messages: [
        ...(setting.system_prompt ? [{ role: 'system' as const, content: setting.system_prompt }] : []),
        { role: 'user' as const, content: run.prompt },
      ],
      temperature: setting.temperature,
      maxTokens: setting.max_tokens,
      timeoutMs,
      signal: abort.signal,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    request.log.warn({ setting: setting.id, failure: error.failure, status: error.status }, 'AI call failed');
    throw upstreamHttpError(request, error, timeoutMs, run.admin);
  }
  const stream = new PassThrough();
  stream.write(sse('start', { prompt: run.prompt, model: setting.model }));
  void (async () => {
    let length = 0;
    try {
      for await (const text of pieces) {
        length += text.length;
        stream.write(sse('delta', { text }));
      }
      stream.write(sse('done', { length }));
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('protocol', String(error));
      const { message } = upstreamHttpError(request, failure, timeoutMs, run.admin);
      stream.write(sse('error', { message }));
    } finally {
      request.log.info({ setting: setting.id, length, ms: Date.now() - started }, 'AI answer streamed');
      stream.end();
    }
  })();
  reply.header('Content-Type', 'text/event-stream; charset=utf-8');
  reply.header('Cache-Control', 'no-cache, no-store');
  reply.header('X-Accel-Buffering', 'no'); // a proxy must pass each piece on at once
  return reply.send(stream);
}
