/**
 * Calls of the public site's chat widget, and the conversation calls the signed-in screens share with
 * it (apps/server/src/modules/chat/chat.routes.ts, declared in core's api/routes/chat.ts). They are
 * written by hand on purpose: the widget is its own entry (chunk-groups.ts), and calling the
 * declarations would bring zod and the API's schemas to every public site that shows it. The console's
 * calls are in console-api.ts, from the declarations.
 */
import type {
  CannedReply,
  ChatAgent,
  ChatAvailabilityAnswer,
  ChatConversation,
  ChatConversationAnswer,
  ChatConversationChanged,
  ChatMessage,
  ChatMineAnswer,
  ChatSentAnswer,
  ChatSide,
  ChatStartAnswer,
  ChatStatus,
  ChatTranscriptAnswer,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type { CannedReply, ChatAgent, ChatConversation, ChatMessage, ChatSide, ChatStatus };

/** Who is talking: the signed-in login (bearer token) or a widget visitor (its conversation token). */
export type ChatIdentity = { kind: 'user' } | { kind: 'visitor'; token: string };

const path = (code: string, rest = '') => `chat/c/${encodeURIComponent(code)}${rest}`;

/** The calls one participant makes in a conversation. */
export function conversationApi(identity: ChatIdentity) {
  const headers: Record<string, string> =
    identity.kind === 'visitor' ? { 'X-Chat-Token': identity.token } : {};
  return {
    load: (code: string, after?: number) =>
      api.get<ChatConversationAnswer>(path(code), after === undefined ? {} : { after: String(after) }, {
        headers,
      }),
    send: (code: string, pesan: string, lampiran: string[] = []) =>
      api.post<ChatSentAnswer>(path(code, '/messages'), { pesan, lampiran }, { headers }),
    seen: (code: string, marks: { delivered?: number; read?: number }) =>
      api.post<ChatConversationChanged>(path(code, '/seen'), marks, { headers }),
    typing: (code: string) => api.post<void>(path(code, '/typing'), {}, { headers }),
    rate: (code: string, rating: number, comment: string) =>
      api.post<ChatConversationChanged>(path(code, '/rating'), { rating, comment }, { headers }),
    transcript: (code: string) => api.post<ChatTranscriptAnswer>(path(code, '/transcript'), {}, { headers }),
  };
}

export const chatApi = {
  start: (body: { nama?: string; no_hp?: string; email?: string; pesan?: string }) =>
    api.post<ChatStartAnswer>('chat/start', body),
  mine: () => api.get<ChatMineAnswer>('chat/mine'),
  availability: () => api.get<ChatAvailabilityAnswer>('chat/availability'),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ path: string; mime: string }>('media/upload', form);
  },
};
