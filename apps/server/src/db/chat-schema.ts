// Tables of the chat module that are not resources: the conversations (messages stay in `rchat`,
// keyed by `kode_percakapan` = `chat_conversations.code`) and the team's canned replies.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One customer-service conversation: who the visitor is (name + phone or email, or a signed-in
 * customer's login), whether it is open, which agent holds it, and how far each side has received and
 * read (message ids of `rchat`; ticks and unread counts are derived from them).
 */
export const chat_conversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** `rchat.kode_percakapan` of its messages; also the conversation's address in URLs. */
    code: text('code').notNull(),
    visitor_name: text('visitor_name').notNull(),
    visitor_phone: text('visitor_phone'),
    visitor_email: text('visitor_email'),
    /** `users.id` of a signed-in customer; null for a visitor without an account. */
    customer_id: integer('customer_id'),
    /** SHA-256 of the visitor's conversation token (kept in the visitor's browser only). */
    token_hash: text('token_hash'),
    status: text('status').notNull().default('open'),
    /** `users.id` of the agent holding the conversation. */
    agent_id: integer('agent_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true, mode: 'string' }),
    last_message_id: integer('last_message_id'),
    visitor_delivered_id: integer('visitor_delivered_id').notNull().default(0),
    visitor_read_id: integer('visitor_read_id').notNull().default(0),
    agent_delivered_id: integer('agent_delivered_id').notNull().default(0),
    agent_read_id: integer('agent_read_id').notNull().default(0),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    closed_by: integer('closed_by'),
    /** When it was last given to an agent (automatically, taken or transferred): the round robin's order. */
    assigned_at: timestamp('assigned_at', { withTimezone: true, mode: 'string' }),
    /** Left while no agent was within working hours: a ticket the team answers in their next hours. */
    ticket: boolean('ticket').notNull().default(false),
    /** The visitor's or customer's 1–5 rating once it is closed, and an optional comment. */
    rating: integer('rating'),
    rating_comment: text('rating_comment'),
    rated_at: timestamp('rated_at', { withTimezone: true, mode: 'string' }),
    /** The job an agent made of it ("Jadikan pekerjaan"), `rpekerjaan.id`. */
    id_pekerjaan: integer('id_pekerjaan'),
  },
  (t) => [
    uniqueIndex('chat_conversations_code').on(t.code),
    uniqueIndex('chat_conversations_token').on(t.token_hash),
    index('chat_conversations_queue').on(t.status, t.last_message_at),
    index('chat_conversations_customer').on(t.customer_id),
    index('chat_conversations_agent').on(t.agent_id),
  ],
);

/** Short answers the agents paste with one click (shared by the whole CS team). */
export const chat_canned_replies = pgTable('chat_canned_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  created_by: integer('created_by'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Which agents have a socket open on which server instance (chat.presence.ts): each instance refreshes
 * its rows while the sockets stay open, so a row not refreshed for a minute (an instance that died) no
 * longer counts.
 */
export const chat_agent_presence = pgTable(
  'chat_agent_presence',
  {
    agent_id: integer('agent_id').notNull(),
    instance_id: text('instance_id').notNull(),
    seen_at: timestamp('seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agent_id, t.instance_id] })],
);
