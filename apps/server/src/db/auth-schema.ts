// Tables of sign-in, verification, OTP, throttling and the mail outbox (written by hand: not resources).
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './resource-tables.ts';

/**
 * Single-use tokens mailed as links: email verification, email change and password reset.
 * Only the SHA-256 of the token is kept; `data` carries the new address of an email change.
 */
export const auth_tokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id as never, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    data: text('data'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash').on(t.token_hash), index('auth_tokens_user').on(t.user_id)],
);

/**
 * The second sign-in step: a challenge the client holds (`otpToken`, stored hashed) and a 6-digit
 * code mailed to the account, stored as SHA-256 of token and code so the table alone cannot reveal it.
 */
export const otp_challenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id as never, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    resends: integer('resends').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('otp_challenges_token_hash').on(t.token_hash),
    index('otp_challenges_user').on(t.user_id),
  ],
);

/** Throttle counters when no Redis is configured: one row per key, reset when its window ends. */
export const auth_throttle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Mail kept in the app when no SMTP server is configured; admins read it in the outbox screen. */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created').on(t.created_at)],
);
