/**
 * Answers of the chat routes (apps/server/src/modules/chat/chat.routes.ts). The conversation, message,
 * agent and canned-reply shapes are core's chat module's (packages/core/src/chat), shared with the
 * realtime events.
 */
import { z } from 'zod';
import {
  CannedReply,
  ChatAgent,
  ChatConversation,
  ChatHours,
  ChatMessage,
  ChatSide,
  ChatStatus,
} from '../chat/schemas.ts';

/** `POST /chat/start`: the visitor's conversation token (null for a signed-in customer), the newest page. */
export const ChatStartAnswer = z.object({
  token: z.string().nullable(),
  conversation: ChatConversation,
  messages: z.array(ChatMessage),
});
export type ChatStartAnswer = z.infer<typeof ChatStartAnswer>;

/** `GET /chat/c/{code}?after=`: the caller's side, the conversation, its newest page or the catch-up. */
export const ChatConversationAnswer = z.object({
  side: ChatSide,
  conversation: ChatConversation,
  messages: z.array(ChatMessage),
});
export type ChatConversationAnswer = z.infer<typeof ChatConversationAnswer>;

/** `POST /chat/c/{code}/messages`: the stored message (its id and server time) and the conversation. */
export const ChatSentAnswer = z.object({ message: ChatMessage, conversation: ChatConversation });
export type ChatSentAnswer = z.infer<typeof ChatSentAnswer>;

/** `POST /chat/c/{code}/seen`, `…/assign`, `…/close`: the conversation after the change. */
export const ChatConversationChanged = z.object({ conversation: ChatConversation });
export type ChatConversationChanged = z.infer<typeof ChatConversationChanged>;

/** `GET /chat/mine`: the signed-in customer's conversations. */
export const ChatMineAnswer = z.object({ records: z.array(ChatConversation) });
export type ChatMineAnswer = z.infer<typeof ChatMineAnswer>;

/** `GET /chat/queue`: the console's list, and the caller's login id (`me`) for "mine". */
export const ChatQueueAnswer = z.object({ records: z.array(ChatConversation), me: z.int() });
export type ChatQueueAnswer = z.infer<typeof ChatQueueAnswer>;

/** `GET /chat/agents`. */
export const ChatAgentsAnswer = z.object({ records: z.array(ChatAgent) });
export type ChatAgentsAnswer = z.infer<typeof ChatAgentsAnswer>;

/** One message found by `GET /chat/search?q=` (its text cut to 300 characters), with its conversation. */
export const ChatSearchHit = z.object({
  code: z.string(),
  visitor_name: z.string(),
  status: ChatStatus,
  id: z.int(),
  pesan: z.string(),
  pengirim: ChatSide,
  dikirim_pada: z.string(),
});
export type ChatSearchHit = z.infer<typeof ChatSearchHit>;

/** `GET /chat/search?q=`: newest first, at most 50; none for fewer than 2 characters. */
export const ChatSearchAnswer = z.object({ records: z.array(ChatSearchHit).max(50) });
export type ChatSearchAnswer = z.infer<typeof ChatSearchAnswer>;

/** `GET /chat/canned`. */
export const CannedRepliesAnswer = z.object({ records: z.array(CannedReply) });
export type CannedRepliesAnswer = z.infer<typeof CannedRepliesAnswer>;

/** `POST /chat/canned`. */
export const CannedReplyAdded = z.object({ record: CannedReply });
export type CannedReplyAdded = z.infer<typeof CannedReplyAdded>;

/** `DELETE /chat/canned/{id}`. */
export const CannedReplyDeleted = z.object({ deleted: z.literal(true) });
export type CannedReplyDeleted = z.infer<typeof CannedReplyDeleted>;

/**
 * `GET /chat/availability`: whether an agent is within working hours now (else the widget shows the
 * away message and the start form leaves a ticket), and the hours of the active agents.
 */
export const ChatAvailabilityAnswer = z.object({ open: z.boolean(), hours: z.array(ChatHours) });
export type ChatAvailabilityAnswer = z.infer<typeof ChatAvailabilityAnswer>;

/** `POST /chat/c/{code}/transcript`: the address the transcript was sent to, and how many messages. */
export const ChatTranscriptAnswer = z.object({ to: z.string(), messages: z.int().nonnegative() });
export type ChatTranscriptAnswer = z.infer<typeof ChatTranscriptAnswer>;

/** `POST /chat/c/{code}/job`: the job made of the conversation, and the conversation linking to it. */
export const ChatJobAnswer = z.object({
  job: z.object({ id: z.int(), nama_pekerjaan: z.string(), id_akun: z.int() }),
  conversation: ChatConversation,
});
export type ChatJobAnswer = z.infer<typeof ChatJobAnswer>;
