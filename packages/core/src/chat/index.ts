/**
 * The chat API's shapes, read by the server (answers, realtime events) and the web app (widget,
 * customer screen, CS console), so the two cannot drift.
 */

/** Which side wrote a message (`rchat.pengirim`): the visitor or signed-in customer, or a CS agent. */
export type ChatSide = 'Pelanggan' | 'Agen';

export type ChatStatus = 'open' | 'closed';

export type ChatMessage = {
  id: number;
  kode_percakapan: string;
  /** Plain text, always rendered as text. */
  pesan: string;
  /** Upload paths (`uploads/YYYY/MM/<name>`). */
  lampiran: string[];
  pengirim: ChatSide;
  nama_pengirim: string;
  dikirim_pada: string;
  dibaca_pada: string | null;
};

export type ChatConversation = {
  code: string;
  visitor_name: string;
  visitor_phone: string | null;
  visitor_email: string | null;
  /** The conversation belongs to a signed-in customer (not an anonymous visitor). */
  customer: boolean;
  status: ChatStatus;
  agent_id: number | null;
  agent_name: string | null;
  created_at: string;
  last_message_at: string | null;
  last_message_id: number | null;
  last_message: string | null;
  visitor_delivered_id: number;
  visitor_read_id: number;
  agent_delivered_id: number;
  agent_read_id: number;
  /** Customer messages the agents have not read yet. */
  unread_agent: number;
  /** Agent messages the customer has not read yet. */
  unread_visitor: number;
  closed_at: string | null;
};

export type ChatAgent = { id: number; name: string; open: number; max: number | null };

export type CannedReply = { id: number; title: string; body: string };

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
