/**
 * The chat module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from index.ts
/** Which side wrote a message (`rchat.pengirim`): the visitor or signed-in customer, or a CS agent. */
export const ChatSide = z.enum(['Pelanggan', 'Agen']);
export type ChatSide = z.infer<typeof ChatSide>;

export const ChatStatus = z.enum(['open', 'closed']);
export type ChatStatus = z.infer<typeof ChatStatus>;

export const ChatMessage = z.object({
  id: z.int(),
  kode_percakapan: z.string(),
  /** Plain text, always rendered as text. */
  pesan: z.string(),
  /** Upload paths (`uploads/YYYY/MM/<name>`). */
  lampiran: z.array(z.string()),
  pengirim: ChatSide,
  nama_pengirim: z.string(),
  dikirim_pada: z.string(),
  dibaca_pada: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatConversation = z.object({
  code: z.string(),
  visitor_name: z.string(),
  visitor_phone: z.string().nullable(),
  visitor_email: z.string().nullable(),
  /** The conversation belongs to a signed-in customer (not an anonymous visitor). */
  customer: z.boolean(),
  status: ChatStatus,
  agent_id: z.int().nullable(),
  agent_name: z.string().nullable(),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
  last_message_id: z.int().nullable(),
  last_message: z.string().nullable(),
  visitor_delivered_id: z.int(),
  visitor_read_id: z.int(),
  agent_delivered_id: z.int(),
  agent_read_id: z.int(),
  /** Customer messages the agents have not read yet. */
  unread_agent: z.int().nonnegative(),
  /** Agent messages the customer has not read yet. */
  unread_visitor: z.int().nonnegative(),
  closed_at: z.string().nullable(),
  /** Left while no agent was within working hours: answered in the team's next hours. */
  ticket: z.boolean(),
  /** The visitor's or customer's rating (1–5) once it is closed, and their comment. */
  rating: z.int().min(1).max(5).nullable(),
  rating_comment: z.string().nullable(),
  /** The job an agent made of it ("Jadikan pekerjaan"), `rpekerjaan.id`. */
  job_id: z.int().nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

/** A CS agent: `open` conversations assigned now, and the most they take at once (null: no limit). */
export const ChatAgent = z.object({
  id: z.int(),
  name: z.string(),
  open: z.int().nonnegative(),
  max: z.int().nullable(),
});
export type ChatAgent = z.infer<typeof ChatAgent>;

export const CannedReply = z.object({ id: z.int(), title: z.string(), body: z.string() });
export type CannedReply = z.infer<typeof CannedReply>;

/** One agent's working hours (`HH:MM`, Asia/Jakarta), as the widget's away message shows them. */
export const ChatHours = z.object({ from: z.string(), to: z.string() });
export type ChatHours = z.infer<typeof ChatHours>;
