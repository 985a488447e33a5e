/**
 * Checking the chat's request bodies, as their declarations in core read them (packages/core/src/api/
 * routes/chat.ts, fields as sent): every bad field is named in one 422 in the chat's own words, never a
 * 500.
 */
import { CHAT_LIMITS, type ChatMessageBody, type ChatStartBody, MSG } from '@kantor/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import type { ChatWords } from './chat.words.ts';

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** Name and a way to reach the visitor (phone or email), as the widget's start form sends them. */
export function visitorInput(
  request: FastifyRequest,
  body: ChatStartBody,
  words: ChatWords,
  signedIn: boolean,
) {
  const errors: Record<string, string[]> = {};
  const name = textOf(body.nama).replace(/\s+/g, ' ');
  const phone = textOf(body.no_hp);
  const email = textOf(body.email).toLowerCase();
  if (!name && !signedIn) errors.nama = [say(request, MSG.required)];
  if (name.length > CHAT_LIMITS.name) errors.nama = [say(request, MSG.lengthMax, { max: CHAT_LIMITS.name })];
  if (phone && !/^\+?[\d\s().-]{8,20}$/.test(phone)) errors.no_hp = [words('phone')];
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = [say(request, MSG.email)];
  if (!signedIn && !phone && !email) {
    errors.no_hp = [words('contactNeeded')];
    errors.email = [words('contactNeeded')];
  }
  const first = textOf(body.pesan);
  if (first.length > CHAT_LIMITS.message)
    errors.pesan = [say(request, MSG.lengthMax, { max: CHAT_LIMITS.message })];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { name, phone: phone || null, email: email || null, first };
}

const UPLOAD_PATH = /^uploads\/\d{4}\/\d{2}\/[a-f0-9]{24}\.[a-z0-9]{2,5}$/;

/**
 * A message: plain text (kept as typed, never interpreted as markup) and attachments that must be
 * files our media upload stored (no outside links, no made-up paths).
 */
export async function messageInput(
  request: FastifyRequest,
  body: ChatMessageBody,
  query: Query,
  words: ChatWords,
  mayAttach: boolean,
): Promise<{ text: string; attachments: string[] }> {
  const errors: Record<string, string[]> = {};
  if (body.pesan !== undefined && body.pesan !== null && typeof body.pesan !== 'string')
    errors.pesan = [say(request, MSG.invalid)];
  const text = textOf(body.pesan);
  if (text.length > CHAT_LIMITS.message)
    errors.pesan = [say(request, MSG.lengthMax, { max: CHAT_LIMITS.message })];
  const raw = body.lampiran ?? [];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : null;
  let attachments: string[] = [];
  if (list === null || list.length > CHAT_LIMITS.attachments || !list.every((p) => typeof p === 'string')) {
    errors.lampiran = [words('attachment')];
  } else {
    attachments = [...new Set((list as string[]).map((p) => p.trim().replace(/^\//, '')))].filter(Boolean);
    if (attachments.length > 0 && !mayAttach) errors.lampiran = [words('noVisitorAttachments')];
    else if (attachments.some((p) => !UPLOAD_PATH.test(p))) errors.lampiran = [words('attachment')];
    else if (attachments.length > 0) {
      const known = await query<{ path: string }>('SELECT path FROM media WHERE path = ANY($1::text[])', [
        attachments,
      ]);
      if (known.length !== attachments.length) errors.lampiran = [words('attachment')];
    }
  }
  if (!errors.pesan && !errors.lampiran && !text && attachments.length === 0) errors.pesan = [words('empty')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { text, attachments };
}

/** A positive message id from the query or body (0 when absent or malformed). */
export function idParam(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : 0;
}

/**
 * Counts a request against a window (shared by every instance when REDIS_URL is set) and refuses it
 * with 429 'Too Many Attempts.' and Retry-After past `max`.
 */
export async function rateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const counter = await request.server.throttle.store.hit(`chat:${key}`, windowMs);
  if (counter.count <= max) return;
  reply.header('Retry-After', String(Math.max(1, Math.ceil(counter.resetMs / 1000))));
  throw new HttpError(429, say(request, MSG.tooManyAttempts));
}
