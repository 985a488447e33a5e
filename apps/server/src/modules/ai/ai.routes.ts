import { PassThrough } from 'node:stream';
import {
  type AiEventData,
  type AiEventName,
  type AiTemplatesAnswer,
  aiRunRoute,
  aiTemplatesRoute,
  type BodyOf,
  getResource,
  seesFailureDetail,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { authorise, callerOf } from '../../plugins/access.ts';
import { messagesFor, scopeOf, viewRecord } from '../resources/index.ts';
import { findAiSetting, openKey, templatesFor } from './ai.service.ts';
import { aiWord } from './ai-messages.ts';
import { startChat, UpstreamError } from './openai-stream.ts';
import { fillTemplate, placeholdersOf } from './prompt-template.ts';

type RunBody = BodyOf<typeof aiRunRoute>;

const MAX_VARIABLE_LENGTH = 5000;

/** Typed values for placeholders (an object, the declaration's check): strings only, bounded. */
function variablesOf(
  raw: Record<string, unknown> | undefined,
  msg: ReturnType<typeof messagesFor>,
): Record<string, string> {
  if (raw === undefined) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw).slice(0, 100)) {
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
  if (body.resource === undefined) return null;
  const resource = getResource(body.resource);
  if (!resource) throw new ValidationError({ resource: [msg('validation.in')] });
  if (body.recordId === undefined) throw new ValidationError({ recordId: [msg('validation.required')] });
  // the same check as GET /api/{resource}/view/{id}: pages list, ownership, blocked routes, role rules
  await authorise(request, { kind: 'resource', resource: resource.name, action: 'view' });
  const record = await viewRecord(request.server.db, resource, body.recordId, scopeOf(request));
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

/**
 * AI prompts (docs/ai.md): a template filled from a record and the caller's values, sent by the server
 * to the OpenAI-compatible endpoint of the template's AI setting, the answer streamed back as
 * server-sent events (`start`, `delta`, then `done` or `error`).
 */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, aiTemplatesRoute, async ({ query }) => {
    const rows = await templatesFor(app.db.query, query.resource || null);
    return {
      records: rows.map(({ isi_prompt, ...row }) => ({ ...row, placeholders: placeholdersOf(isi_prompt) })),
    } satisfies AiTemplatesAnswer;
  });

  serveRoute(app, aiRunRoute, async ({ body }, request, reply) => {
    const msg = messagesFor(request.headers['accept-language']);
    const template = await viewRecord(
      app.db,
      getResource('templateprompt')!,
      body.templateId,
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
      admin: seesFailureDetail(await callerOf(request)),
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
    /** Whether the caller reads why a call failed (core's `seesFailureDetail`; see upstreamHttpError). */
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
