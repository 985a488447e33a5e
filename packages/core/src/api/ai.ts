/** Answers of the AI prompt routes (apps/server/src/modules/ai/ai.routes.ts). */

/** An active prompt template bound to a resource: its placeholders, never the prompt text itself. */
export type AiTemplate = {
  id: number;
  nama_template: string;
  kategori: string | null;
  /** The `{{name}}` placeholders of the prompt, each once, in order of appearance. */
  placeholders: string[];
};

/** `GET /ai/templates?resource=`: the templates a resource's view offers (all active ones without it). */
export type AiTemplatesAnswer = { records: AiTemplate[] };

/**
 * `POST /ai/run` streams server-sent events: `start` (the prompt sent and the model), `delta` pieces of
 * the answer, then `done` (with the answer's length) or `error`. `event` is the SSE event name; the
 * other keys are its JSON `data`.
 */
export type AiEvent =
  | { event: 'start'; prompt: string; model: string }
  | { event: 'delta'; text: string }
  | { event: 'done'; length: number }
  | { event: 'error'; message: string };

export type AiEventName = AiEvent['event'];

/** The JSON `data` of one event. */
export type AiEventData<E extends AiEventName> = Omit<Extract<AiEvent, { event: E }>, 'event'>;
