/**
 * Calls of the AI screens (apps/server/src/modules/ai/ai.routes.ts), at the routes' addresses: the ask
 * panel loads with every job's view, which must not bring zod and the API's schemas
 * (e2e/first-draw-chunks.e2e.ts).
 */
import {
  type AiEvent,
  type aiRunRoute,
  type aiTemplatesRoute,
  type BodyIn,
  routeUrl,
  VIEW_ADDRESSES,
} from '@kantor/core';
import { callAt } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { apiHeaders, apiUrl, parseErrorBody } from '../../resources/export/download.ts';

export type { AiEvent };

export type RunInput = BodyIn<typeof aiRunRoute> & { templateId: number };

export const aiApi = {
  templates: (resource?: string) =>
    callAt<typeof aiTemplatesRoute>(VIEW_ADDRESSES.aiTemplates, { query: resource ? { resource } : {} }),
};

/** Reads `event:`/`data:` blocks out of a server-sent event stream as they arrive. */
export function parseEvents(buffer: string): { events: AiEvent[]; rest: string } {
  const events: AiEvent[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const name = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (!name || !data) continue;
    try {
      events.push({ event: name, ...(JSON.parse(data) as object) } as AiEvent);
    } catch {
      // a damaged block: skip it, the stream goes on
    }
  }
  return { events, rest };
}

/**
 * Runs a prompt and hands each event to `onEvent` as it arrives. A refusal before the answer starts
 * (422 with the missing placeholders, 502/504 from the AI service) rejects with an ApiError.
 */
export async function runPrompt(input: RunInput, onEvent: (event: AiEvent) => void, signal?: AbortSignal) {
  // streamed as it arrives, so a fetch of the declaration's URL rather than callRoute (which waits for the end)
  const response = await fetch(apiUrl(routeUrl(VIEW_ADDRESSES.aiRun)), {
    method: 'POST',
    headers: apiHeaders({ 'Content-Type': 'application/json', Accept: 'text/event-stream' }),
    body: JSON.stringify(input),
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw new ApiError(response.status, parseErrorBody(text, response.headers.get('content-type')));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
}
