/** Calls of the chat screens and the widget (apps/server/src/modules/chat/chat.routes.ts). */
import type {
  CannedRepliesAnswer,
  CannedReply,
  CannedReplyAdded,
  CannedReplyDeleted,
  ChatAgent,
  ChatAgentsAnswer,
  ChatConversation,
  ChatConversationAnswer,
  ChatConversationChanged,
  ChatMessage,
  ChatMineAnswer,
  ChatQueueAnswer,
  ChatSearchAnswer,
  ChatSentAnswer,
  ChatSide,
  ChatStartAnswer,
  ChatStatus,
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
  };
}

export const chatApi = {
  start: (body: { nama?: string; no_hp?: string; email?: string; pesan?: string }) =>
    api.post<ChatStartAnswer>('chat/start', body),
  mine: () => api.get<ChatMineAnswer>('chat/mine'),
  queue: (query: { status: string; who: string; search: string }) =>
    api.get<ChatQueueAnswer>('chat/queue', query),
  agents: () => api.get<ChatAgentsAnswer>('chat/agents'),
  search: (q: string) => api.get<ChatSearchAnswer>('chat/search', { q }),
  assign: (code: string, agentId?: number) =>
    api.post<ChatConversationChanged>(path(code, '/assign'), agentId ? { agent_id: agentId } : {}),
  close: (code: string) => api.post<ChatConversationChanged>(path(code, '/close'), {}),
  canned: () => api.get<CannedRepliesAnswer>('chat/canned'),
  addCanned: (title: string, body: string) => api.post<CannedReplyAdded>('chat/canned', { title, body }),
  deleteCanned: (id: number) => api.delete<CannedReplyDeleted>(`chat/canned/${id}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ path: string; mime: string }>('media/upload', form);
  },
};
