/** Answers of the AI prompt routes (apps/server/src/modules/ai/ai.routes.ts). */
import { z } from 'zod';

/** An active prompt template bound to a resource: its placeholders, never the prompt text itself. */
export const AiTemplate = z.object({
  id: z.int(),
  nama_template: z.string(),
  kategori: z.string().nullable(),
  /** The `{{name}}` placeholders of the prompt, each once, in order of appearance. */
  placeholders: z.array(z.string()),
});
export type AiTemplate = z.infer<typeof AiTemplate>;

/** `GET /ai/templates?resource=`: the templates a resource's view offers (all active ones without it). */
export const AiTemplatesAnswer = z.object({ records: z.array(AiTemplate).max(200) });
export type AiTemplatesAnswer = z.infer<typeof AiTemplatesAnswer>;

/**
 * `POST /ai/run` streams server-sent events: `start` (the prompt sent and the model), `delta` pieces of
 * the answer, then `done` (with the answer's length) or `error`. `event` is the SSE event name; the
 * other keys are its JSON `data`.
 */
export const AiEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('start'), prompt: z.string(), model: z.string() }),
  z.object({ event: z.literal('delta'), text: z.string() }),
  z.object({ event: z.literal('done'), length: z.int().nonnegative() }),
  z.object({ event: z.literal('error'), message: z.string() }),
]);
export type AiEvent = z.infer<typeof AiEvent>;

export type AiEventName = AiEvent['event'];

/** The JSON `data` of one event. */
export type AiEventData<E extends AiEventName> = Omit<Extract<AiEvent, { event: E }>, 'event'>;
