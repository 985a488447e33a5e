/**
 * Answers of the chat routes (apps/server/src/modules/chat/chat.routes.ts). The conversation, message,
 * agent and canned-reply shapes are core's chat module's (packages/core/src/chat), shared with the
 * realtime events.
 */
import type {
  CannedReply,
  ChatAgent,
  ChatConversation,
  ChatMessage,
  ChatSide,
  ChatStatus,
} from '../chat/index.ts';

/** `POST /chat/start`: the visitor's conversation token (null for a signed-in customer), the newest page. */
export type ChatStartAnswer = {
  token: string | null;
  conversation: ChatConversation;
  messages: ChatMessage[];
};

/** `GET /chat/c/{code}?after=`: the caller's side, the conversation, its newest page or the catch-up. */
export type ChatConversationAnswer = {
  side: ChatSide;
  conversation: ChatConversation;
  messages: ChatMessage[];
};

/** `POST /chat/c/{code}/messages`: the stored message (its id and server time) and the conversation. */
export type ChatSentAnswer = { message: ChatMessage; conversation: ChatConversation };

/** `POST /chat/c/{code}/seen`, `…/assign`, `…/close`: the conversation after the change. */
export type ChatConversationChanged = { conversation: ChatConversation };

/** `GET /chat/mine`: the signed-in customer's conversations. */
export type ChatMineAnswer = { records: ChatConversation[] };

/** `GET /chat/queue`: the console's list, and the caller's login id (`me`) for "mine". */
export type ChatQueueAnswer = { records: ChatConversation[]; me: number };

/** `GET /chat/agents`. */
export type ChatAgentsAnswer = { records: ChatAgent[] };

/** One message found by `GET /chat/search?q=` (its text cut to 300 characters), with its conversation. */
export type ChatSearchHit = {
  code: string;
  visitor_name: string;
  status: ChatStatus;
  id: number;
  pesan: string;
  pengirim: ChatSide;
  dikirim_pada: string;
};

/** `GET /chat/search?q=`: newest first, at most 50; none for fewer than 2 characters. */
export type ChatSearchAnswer = { records: ChatSearchHit[] };

/** `GET /chat/canned`. */
export type CannedRepliesAnswer = { records: CannedReply[] };

/** `POST /chat/canned`. */
export type CannedReplyAdded = { record: CannedReply };

/** `DELETE /chat/canned/{id}`. */
export type CannedReplyDeleted = { deleted: true };
