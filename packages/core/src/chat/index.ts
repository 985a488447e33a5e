/**
 * The chat API's shapes, read by the server (answers, realtime events) and the web app (widget,
 * customer screen, CS console), so the two cannot drift.
 */
import type {
  CannedReply,
  ChatAgent,
  ChatConversation,
  ChatHours,
  ChatMessage,
  ChatSide,
  ChatStatus,
} from './schemas.ts';

/** Events the realtime channel carries for the chat. */
export type ChatEvent =
  | { type: 'chat.message'; data: { conversation: ChatConversation; message: ChatMessage } }
  | { type: 'chat.conversation'; data: { conversation: ChatConversation } }
  | { type: 'chat.typing'; data: { code: string; side: ChatSide; name: string } };

export const CHAT_LIMITS = {
  /** Longest message text. */
  message: 5000,
  /** Most attachments on one message. */
  attachments: 5,
  name: 100,
  /** Messages answered per catch-up request (the client asks again from the last one). */
  page: 200,
  /** Longest comment with a rating. */
  ratingComment: 1000,
} as const;

/** Whether a message is one the given side has not read: it comes from the other side, past its mark. */
export function isUnreadFor(side: ChatSide, message: Pick<ChatMessage, 'id' | 'pengirim'>, readId: number) {
  return message.pengirim !== side && message.id > readId;
}

/**
 * Merges messages into an ordered list without duplicates (a reconnect's catch-up may repeat what a
 * push already delivered): by id, ascending.
 *
 * @example mergeMessages([{ id: 1 }], [{ id: 2 }, { id: 1 }]).map((m) => m.id) // [1, 2]
 */
export function mergeMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return current as T[];
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { CannedReply, ChatAgent, ChatConversation, ChatHours, ChatMessage, ChatSide, ChatStatus };
