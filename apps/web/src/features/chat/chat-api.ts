/** Calls of the chat screens and the widget (apps/server/src/modules/chat/chat.routes.ts). */
import type {
  CannedReply,
  ChatAgent,
  ChatConversation,
  ChatMessage,
  ChatSide,
  ChatStatus,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type { CannedReply, ChatAgent, ChatConversation, ChatMessage, ChatSide, ChatStatus };

/** Who is talking: the signed-in login (bearer token) or a widget visitor (its conversation token). */
export type ChatIdentity = { kind: 'user' } | { kind: 'visitor'; token: string };

export type ConversationAnswer = { side: ChatSide; conversation: ChatConversation; messages: ChatMessage[] };
export type StartAnswer = { token: string | null; conversation: ChatConversation; messages: ChatMessage[] };
export type SearchHit = {
  code: string;
  visitor_name: string;
  status: ChatStatus;
  id: number;
  pesan: string;
  pengirim: ChatSide;
  dikirim_pada: string;
};

const path = (code: string, rest = '') => `chat/c/${encodeURIComponent(code)}${rest}`;

/** The calls one participant makes in a conversation. */
export function conversationApi(identity: ChatIdentity) {
  const headers: Record<string, string> =
    identity.kind === 'visitor' ? { 'X-Chat-Token': identity.token } : {};
  return {
    load: (code: string, after?: number) =>
      api.get<ConversationAnswer>(path(code), after === undefined ? {} : { after: String(after) }, {
        headers,
      }),
    send: (code: string, pesan: string, lampiran: string[] = []) =>
      api.post<{ message: ChatMessage; conversation: ChatConversation }>(
        path(code, '/messages'),
        { pesan, lampiran },
        { headers },
      ),
    seen: (code: string, marks: { delivered?: number; read?: number }) =>
      api.post<{ conversation: ChatConversation }>(path(code, '/seen'), marks, { headers }),
    typing: (code: string) => api.post<void>(path(code, '/typing'), {}, { headers }),
  };
}

export const chatApi = {
  start: (body: { nama?: string; no_hp?: string; email?: string; pesan?: string }) =>
    api.post<StartAnswer>('chat/start', body),
  mine: () => api.get<{ records: ChatConversation[] }>('chat/mine'),
  queue: (query: { status: string; who: string; search: string }) =>
    api.get<{ records: ChatConversation[]; me: number }>('chat/queue', query),
  agents: () => api.get<{ records: ChatAgent[] }>('chat/agents'),
  search: (q: string) => api.get<{ records: SearchHit[] }>('chat/search', { q }),
  assign: (code: string, agentId?: number) =>
    api.post<{ conversation: ChatConversation }>(path(code, '/assign'), agentId ? { agent_id: agentId } : {}),
  close: (code: string) => api.post<{ conversation: ChatConversation }>(path(code, '/close'), {}),
  canned: () => api.get<{ records: CannedReply[] }>('chat/canned'),
  addCanned: (title: string, body: string) =>
    api.post<{ record: CannedReply }>('chat/canned', { title, body }),
  deleteCanned: (id: number) => api.delete(`chat/canned/${id}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ path: string; mime: string }>('media/upload', form);
  },
};
