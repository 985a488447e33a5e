/**
 * Calls of the public site's chat widget, and the conversation calls the signed-in screens share with
 * it (apps/server/src/modules/chat/chat.routes.ts, declared in core's api/routes/chat.ts). They call the
 * routes by address (`callAt`, core's `ROUTE_ADDRESSES`), typed by the declarations imported as types
 * only: the widget is its own entry (chunk-groups.ts), and importing the declarations would bring zod
 * and the API's schemas to every public site that shows it. The console's calls are in console-api.ts,
 * from the declarations.
 */
import {
  ROUTE_ADDRESSES as at,
  type CannedReply,
  type ChatAgent,
  type ChatConversation,
  type ChatMessage,
  type ChatSide,
  type ChatStatus,
  type chatAvailabilityRoute,
  type chatConversationRoute,
  type chatMineRoute,
  type chatRateRoute,
  type chatSeenRoute,
  type chatSendRoute,
  type chatStartRoute,
  type chatTranscriptRoute,
  type chatTypingRoute,
  type mediaUploadRoute,
} from '@kantor/core';
import { callAt } from '../../api/call-route.ts';

export type { CannedReply, ChatAgent, ChatConversation, ChatMessage, ChatSide, ChatStatus };

/** Who is talking: the signed-in login (bearer token) or a widget visitor (its conversation token). */
export type ChatIdentity = { kind: 'user' } | { kind: 'visitor'; token: string };

/** The calls one participant makes in a conversation. */
export function conversationApi(identity: ChatIdentity) {
  const headers: Record<string, string> =
    identity.kind === 'visitor' ? { 'X-Chat-Token': identity.token } : {};
  const on = (code: string) => ({ params: { code }, headers });
  return {
    load: (code: string, after?: number) =>
      callAt<typeof chatConversationRoute>(at.chatConversation, {
        ...on(code),
        query: after === undefined ? {} : { after: String(after) },
      }),
    send: (code: string, pesan: string, lampiran: string[] = []) =>
      callAt<typeof chatSendRoute>(at.chatSend, { ...on(code), body: { pesan, lampiran } }),
    seen: (code: string, marks: { delivered?: number; read?: number }) =>
      callAt<typeof chatSeenRoute>(at.chatSeen, { ...on(code), body: marks }),
    typing: (code: string) => callAt<typeof chatTypingRoute>(at.chatTyping, on(code)),
    rate: (code: string, rating: number, comment: string) =>
      callAt<typeof chatRateRoute>(at.chatRate, { ...on(code), body: { rating, comment } }),
    transcript: (code: string) => callAt<typeof chatTranscriptRoute>(at.chatTranscript, on(code)),
  };
}

export const chatApi = {
  start: (body: { nama?: string; no_hp?: string; email?: string; pesan?: string }) =>
    callAt<typeof chatStartRoute>(at.chatStart, { body }),
  mine: () => callAt<typeof chatMineRoute>(at.chatMine),
  availability: () => callAt<typeof chatAvailabilityRoute>(at.chatAvailability),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callAt<typeof mediaUploadRoute>(at.mediaUpload, { form });
  },
};
