/**
 * The AI prompts' routes (docs/ai.md), declared once: the prompt templates a screen may offer, and a
 * template filled and its answer streamed back as server-sent events. Served by
 * apps/server/src/modules/ai/ai.routes.ts, called by apps/web/src/features/ai (the run with a streaming
 * `fetch` of the same declaration's URL: a file answer would wait for the whole stream).
 */
import { z } from 'zod';
import { AiTemplatesAnswer } from '../ai.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import { objectOrEmpty, said } from './wire.ts';

/** A record's id as a screen sends it (a number or its text); what it names is the server's check. */
const idOf = (says: string) =>
  z.preprocess(
    (value: number | string | null | undefined) =>
      value === null || value === '' || (typeof value !== 'number' && typeof value !== 'string')
        ? undefined
        : String(value),
    z.string(said('validation.required')).describe(says),
  );

/** A body that is no object reads as an empty one (its template then named), as it always did. */
export const AiRunBody = objectOrEmpty(
  z.object({
    templateId: idOf('the prompt template (templateprompt)'),
    resource: z.preprocess(
      (value: string | null | undefined) =>
        value === null || value === undefined || value === '' ? undefined : String(value),
      z
        .string()
        .optional()
        .describe('a resource whose record fills the placeholders (read with the caller’s own access)'),
    ),
    recordId: z.preprocess(
      (value: number | string | null | undefined) =>
        value === null || value === undefined || value === '' ? undefined : String(value),
      z.string().optional().describe('that record; required with `resource`'),
    ),
    // placeholder values by name: each read as text (or JSON), bounded by the server, named by its key
    variables: z.preprocess(
      (value: Record<string, unknown> | null | undefined) => (value === null ? undefined : value),
      z
        .record(z.string(), z.unknown(), said('validation.invalid'))
        .optional()
        .describe('placeholder values by name (the first 100; other values are read as text or JSON)'),
    ),
  }),
);

export const aiTemplatesRoute = defineRoute({
  ...VIEW_ADDRESSES.aiTemplates,
  access: { kind: 'resource', resource: 'templateprompt', action: 'list' },
  summary: 'The active prompt templates (at most 200), each with the placeholders it asks for',
  query: z.object({
    resource: z
      .string()
      .optional()
      .describe('only the templates of this resource (their category); all when absent'),
  }),
  answer: AiTemplatesAnswer,
  answerSays: 'The templates by name, each with its placeholders (never its text)',
});

export const aiRunRoute = defineRoute({
  ...VIEW_ADDRESSES.aiRun,
  access: { kind: 'resource', resource: 'templateprompt', action: 'view' },
  summary: 'Fill a prompt template and stream the AI answer as server-sent events',
  description:
    'Events: `start` (the filled prompt, the model), `delta` (a piece of text), then `done` or `error`. A ' +
    'placeholder with no value is a 422 naming it; a failing AI endpoint before the answer starts is a ' +
    '502 or 504.',
  body: AiRunBody,
  answer: { file: ['text/event-stream'] },
  answerSays:
    'Server-sent events, each `data` JSON: `start` { prompt, model }, `delta` { text }, then `done` ' +
    '{ length } or `error` { message } (core’s AiEvent)',
});

/** The AI routes, by the name the web calls them. */
export const AI_ROUTES = { templates: aiTemplatesRoute, run: aiRunRoute } as const;
