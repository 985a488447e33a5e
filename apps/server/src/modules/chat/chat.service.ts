/**
 * Conversations and their messages. A message is stored (in `rchat`, in one transaction with the
 * conversation's marks) before it is answered or pushed; the conversation row is locked while a message
 * is added, so within a conversation message ids grow in commit order and "everything after id N" is
 * an exact catch-up for a client that reconnects.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_LIMITS,
  type ChatConversation,
  type ChatMessage,
  type ChatSide,
  type ChatStatus,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';

export type ConversationRow = {
  id: number;
  code: string;
  visitor_name: string;
  visitor_phone: string | null;
  visitor_email: string | null;
  customer_id: number | null;
  status: ChatStatus;
  agent_id: number | null;
  visitor_read_id: number;
  agent_read_id: number;
  token_hash: string | null;
  ticket: boolean;
  rating: number | null;
};

const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : String(v));
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A short code that reads well in a URL and over the phone: `CS-` and 10 letters/digits. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `CS-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const SUMMARY = `
  SELECT c.id, c.code, c.visitor_name, c.visitor_phone, c.visitor_email, c.customer_id, c.status,
         c.agent_id, coalesce(ag.nama_tampilan, au.username) AS agent_name, c.created_at,
         c.last_message_at, c.last_message_id, left(lm.pesan, 140) AS last_message,
         c.visitor_delivered_id, c.visitor_read_id, c.agent_delivered_id, c.agent_read_id, c.closed_at,
         c.ticket, c.rating, c.rating_comment, c.id_pekerjaan AS job_id,
         (SELECT count(*)::int FROM rchat m WHERE m.kode_percakapan = c.code AND m.pengirim = 'Pelanggan'
             AND m.id > c.agent_read_id) AS unread_agent,
         (SELECT count(*)::int FROM rchat m WHERE m.kode_percakapan = c.code AND m.pengirim = 'Agen'
             AND m.id > c.visitor_read_id) AS unread_visitor
    FROM chat_conversations c
    LEFT JOIN users au ON au.id = c.agent_id
    LEFT JOIN LATERAL (SELECT nama_tampilan FROM rchatadmin r WHERE r.id_agen = c.agent_id
                        ORDER BY (r.status = 'Active') DESC, r.id LIMIT 1) ag ON true
    LEFT JOIN rchat lm ON lm.id = c.last_message_id`;

type SummaryRow = Omit<ChatConversation, 'customer'> & { id: number; customer_id: number | null };

export function toConversation(row: SummaryRow): ChatConversation {
  return {
    code: row.code,
    visitor_name: row.visitor_name,
    visitor_phone: row.visitor_phone,
    visitor_email: row.visitor_email,
    customer: row.customer_id != null,
    status: row.status,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    created_at: iso(row.created_at)!,
    last_message_at: iso(row.last_message_at),
    last_message_id: row.last_message_id,
    last_message: row.last_message,
    visitor_delivered_id: row.visitor_delivered_id,
    visitor_read_id: row.visitor_read_id,
    agent_delivered_id: row.agent_delivered_id,
    agent_read_id: row.agent_read_id,
    unread_agent: row.unread_agent,
    unread_visitor: row.unread_visitor,
    closed_at: iso(row.closed_at),
    ticket: row.ticket,
    rating: row.rating,
    rating_comment: row.rating_comment,
    job_id: row.job_id,
  };
}

/** Conversations as the lists show them, filtered by a condition on `c` (params from $1). */
export async function conversations(
  query: Query,
  where: string,
  params: unknown[],
  tail = 'ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT 200',
): Promise<ChatConversation[]> {
  const rows = await query<SummaryRow>(`${SUMMARY} WHERE ${where} ${tail}`, params);
  return rows.map(toConversation);
}

export async function conversationSummary(query: Query, code: string): Promise<ChatConversation | null> {
  return (await conversations(query, 'c.code = $1', [code], ''))[0] ?? null;
}

export async function findConversation(query: Query, code: string): Promise<ConversationRow | null> {
  if (!/^CS-[A-Z0-9]{4,20}$/.test(code)) return null;
  const [row] = await query<ConversationRow>('SELECT * FROM chat_conversations WHERE code = $1', [code]);
  return row ?? null;
}

export async function conversationByToken(query: Query, token: string): Promise<ConversationRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await query<ConversationRow>('SELECT * FROM chat_conversations WHERE token_hash = $1', [
    hashToken(token),
  ]);
  return row ?? null;
}

export type NewConversation = {
  /** A fixed code (the demo seed); otherwise a random one. */
  code?: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** A signed-in customer's login; null for a visitor (who then gets a token). */
  customerId: number | null;
};

/** Opens a conversation; a visitor's answer carries the token that alone reaches it again. */
export async function startConversation(
  query: Query,
  input: NewConversation,
): Promise<{ row: ConversationRow; token: string | null }> {
  const token = input.customerId == null ? randomBytes(24).toString('base64url') : null;
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await query<ConversationRow>(
        `INSERT INTO chat_conversations (code, visitor_name, visitor_phone, visitor_email, customer_id, token_hash)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [
          input.code ?? newCode(),
          input.name,
          input.phone,
          input.email,
          input.customerId,
          token ? hashToken(token) : null,
        ],
      );
      return { row: row!, token };
    } catch (error) {
      // a repeated random code (one in 32^10) is simply drawn again
      if (attempt >= 3 || !/unique|duplicate/i.test(String((error as Error).message))) throw error;
    }
  }
}

const MESSAGE_SELECT = `
  SELECT m.id, m.kode_percakapan, m.pesan, m.lampiran, m.pengirim, m.dikirim_pada, m.dibaca_pada,
         CASE WHEN m.pengirim = 'Agen' THEN coalesce(ag.nama_tampilan, su.username, 'CS')
              ELSE c.visitor_name END AS nama_pengirim
    FROM rchat m
    JOIN chat_conversations c ON c.code = m.kode_percakapan
    LEFT JOIN users su ON su.id = m.user_id
    LEFT JOIN LATERAL (SELECT nama_tampilan FROM rchatadmin r WHERE r.id_agen = su.id
                        ORDER BY (r.status = 'Active') DESC, r.id LIMIT 1) ag ON true`;

type MessageRow = Omit<ChatMessage, 'lampiran'> & { lampiran: string | null };

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    kode_percakapan: row.kode_percakapan,
    pesan: row.pesan,
    lampiran: row.lampiran ? row.lampiran.split(',').filter(Boolean) : [],
    pengirim: row.pengirim,
    nama_pengirim: row.nama_pengirim,
    dikirim_pada: iso(row.dikirim_pada)!,
    dibaca_pada: iso(row.dibaca_pada),
  };
}

/**
 * The messages of a conversation after `afterId`, oldest first (the catch-up of a client that was
 * away), at most one page; with `latest` the newest page instead (a screen opening the conversation).
 */
export async function messagesOf(
  query: Query,
  code: string,
  options: { afterId?: number; latest?: boolean } = {},
): Promise<ChatMessage[]> {
  if (options.latest) {
    const rows = await query<MessageRow>(
      `SELECT * FROM (${MESSAGE_SELECT} WHERE m.kode_percakapan = $1 ORDER BY m.id DESC LIMIT $2) x ORDER BY id`,
      [code, CHAT_LIMITS.page],
    );
    return rows.map(toMessage);
  }
  const rows = await query<MessageRow>(
    `${MESSAGE_SELECT} WHERE m.kode_percakapan = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
    [code, options.afterId ?? 0, CHAT_LIMITS.page],
  );
  return rows.map(toMessage);
}

export type Sender = {
  side: ChatSide;
  /** The writing login (`users.id`); null for a visitor without an account. */
  userId: number | null;
};

/**
 * Stores one message and moves the conversation's marks (the sender has received and read its own
 * message; an agent writing into an unassigned conversation takes it). The caller has checked that the
 * sender may write here and that the conversation is open; `at` is for the demo seed only.
 */
export async function addMessage(
  database: FastifyInstance['db'],
  code: string,
  sender: Sender,
  text: string,
  attachments: readonly string[],
  at?: Date,
): Promise<{ message: ChatMessage; conversation: ChatConversation }> {
  const id = await database.transaction(async (query) => {
    const [conv] = await query<ConversationRow>(
      'SELECT * FROM chat_conversations WHERE code = $1 FOR UPDATE',
      [code],
    );
    if (!conv) throw new Error(`conversation ${code} vanished`);
    const agentId = sender.side === 'Agen' ? (conv.agent_id ?? sender.userId) : conv.agent_id;
    const recipient = sender.side === 'Agen' ? conv.customer_id : agentId;
    const [row] = await query<{ id: number; dikirim_pada: string }>(
      `INSERT INTO rchat (kode_percakapan, id_penerima, pesan, lampiran, dikirim_pada, pengirim, user_id)
       VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, $7) RETURNING id, dikirim_pada`,
      [
        code,
        recipient,
        text,
        attachments.length ? attachments.join(',') : null,
        at?.toISOString() ?? null,
        sender.side,
        sender.userId,
      ],
    );
    const own = sender.side === 'Agen' ? 'agent' : 'visitor';
    await query(
      `UPDATE chat_conversations SET last_message_id = $2, last_message_at = $3, agent_id = $4,
              assigned_at = CASE WHEN agent_id IS DISTINCT FROM $4 THEN clock_timestamp() ELSE assigned_at END,
              ${own}_delivered_id = $2, ${own}_read_id = $2, updated_at = now()
        WHERE id = $1`,
      [conv.id, row!.id, row!.dikirim_pada, agentId],
    );
    return row!.id;
  });
  const [message] = await messageById(database.query, code, id);
  return { message: message!, conversation: (await conversationSummary(database.query, code))! };
}

async function messageById(q: Query, code: string, id: number): Promise<ChatMessage[]> {
  const rows = await q<MessageRow>(`${MESSAGE_SELECT} WHERE m.kode_percakapan = $1 AND m.id = $2`, [
    code,
    id,
  ]);
  return rows.map(toMessage);
}

/**
 * Moves one side's delivered/read marks forward (never back, never past the last message); reading
 * stamps `dibaca_pada` on the other side's messages. Answers whether anything changed.
 */
export async function markSeen(
  query: Query,
  conv: ConversationRow,
  side: ChatSide,
  marks: { delivered?: number; read?: number },
): Promise<boolean> {
  const own = side === 'Agen' ? 'agent' : 'visitor';
  const read = Math.max(0, Math.trunc(marks.read ?? 0));
  const delivered = Math.max(read, Math.trunc(marks.delivered ?? 0));
  if (delivered === 0) return false;
  const changed = await query<{ id: number }>(
    `UPDATE chat_conversations
        SET ${own}_delivered_id = greatest(${own}_delivered_id, least($2::int, coalesce(last_message_id, 0))),
            ${own}_read_id = greatest(${own}_read_id, least($3::int, coalesce(last_message_id, 0))),
            updated_at = now()
      WHERE id = $1 AND (${own}_delivered_id < least($2::int, coalesce(last_message_id, 0))
                      OR ${own}_read_id < least($3::int, coalesce(last_message_id, 0)))
      RETURNING id`,
    [conv.id, delivered, read],
  );
  if (read > 0) {
    await query(
      `UPDATE rchat SET dibaca_pada = now(), updated_at = now()
        WHERE kode_percakapan = $1 AND pengirim <> $2 AND id <= $3 AND dibaca_pada IS NULL`,
      [conv.code, side, read],
    );
  }
  return changed.length > 0;
}

/** The realtime topics of a conversation: its visitor's sockets and every agent's. */
export const AGENTS_TOPIC = 'chat:agents';
export const conversationTopic = (id: number) => `chat:c:${id}`;

/** Pushes an event to everyone taking part: the agents, the visitor's sockets and the customer's login. */
export async function publishChat(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'id' | 'customer_id'>,
  event: { type: string; data: unknown },
): Promise<void> {
  await app.realtime.publishTopics(
    [AGENTS_TOPIC, conversationTopic(conv.id)],
    event,
    conv.customer_id == null ? [] : [conv.customer_id],
  );
}

/**
 * The visitor's or customer's rating of a conversation that is closed, once: answers false when the
 * conversation is open or was rated already (nothing written then).
 */
export async function rateConversation(
  query: Query,
  conv: Pick<ConversationRow, 'id'>,
  rating: number,
  comment: string | null,
): Promise<boolean> {
  const rows = await query(
    `UPDATE chat_conversations SET rating = $2, rating_comment = $3, rated_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'closed' AND rating IS NULL RETURNING id`,
    [conv.id, rating, comment],
  );
  return rows.length > 0;
}
