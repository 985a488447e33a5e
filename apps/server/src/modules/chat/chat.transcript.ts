/**
 * The transcript by e-mail, asked for by the visitor or customer: every message of the conversation,
 * oldest first, mailed through the mail module (SMTP with retries, or the outbox) to the address the
 * conversation holds: the one the visitor gave, or the signed-in customer's account address. Never to
 * an address typed with the request: the route cannot be used to mail a conversation to anyone else.
 */
import { CHAT_LIMITS, type ChatMessage, type MessageLocale } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { chatTranscriptMail, type TranscriptLine } from '../mail/index.ts';
import { type ConversationRow, messagesOf } from './chat.service.ts';

const WIB_MS = 7 * 3600_000;

/** `YYYY-MM-DD HH:MM` in Asia/Jakarta (UTC+7, no daylight saving). */
export const wib = (iso: string) =>
  new Date(Date.parse(iso) + WIB_MS).toISOString().slice(0, 16).replace('T', ' ');

async function allMessages(app: FastifyInstance, code: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (;;) {
    const page = await messagesOf(app.db.query, code, { afterId: all.at(-1)?.id ?? 0 });
    all.push(...page);
    if (page.length < CHAT_LIMITS.page) return all;
  }
}

/** The address the transcript goes to, or null when the conversation holds none. */
export async function transcriptAddress(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'visitor_email' | 'customer_id'>,
): Promise<string | null> {
  if (conv.customer_id != null) {
    const [user] = await app.db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [
      conv.customer_id,
    ]);
    if (user?.email && /.@./.test(user.email)) return user.email;
  }
  return conv.visitor_email && /.@./.test(conv.visitor_email) ? conv.visitor_email : null;
}

/** Queues the transcript to `to`; answers how many messages it carries. */
export async function mailTranscript(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'code' | 'visitor_name'>,
  to: string,
  locale: MessageLocale,
): Promise<number> {
  const messages = await allMessages(app, conv.code);
  const lines: TranscriptLine[] = messages.map((m) => ({
    at: wib(m.dikirim_pada),
    who: m.nama_pengirim,
    text: [m.pesan, ...m.lampiran].filter(Boolean).join(' '),
  }));
  app.mailer.queue(
    chatTranscriptMail(
      { to, username: conv.visitor_name, appName: app.config.appName, locale },
      conv.code,
      lines,
    ),
  );
  return messages.length;
}
