/**
 * The CS team's side: who is an agent, the queue, assigning and transferring, closing, searching the
 * history and the canned replies.
 */
import {
  agentWithoutRow,
  type Caller,
  type CannedReply,
  type ChatAgent,
  type ChatConversation,
  type ChatSearchHit,
  type ChatStatus,
  answersChats as consoleAgent,
  mayHandleConversation,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import type { ConversationRow } from './chat.service.ts';
import { conversations } from './chat.service.ts';
import type { ChatWords } from './chat.words.ts';

/**
 * Whether the caller answers chats: one of the console pages and an agent (core's `answersChats`, the
 * policy's `agent` kind). The one test of it, for a conversation's participants and for who a socket
 * hears (every conversation, or only its own); the console's routes declare it (`agentRoute`).
 */
export async function answersChats(query: Query, caller: Caller): Promise<boolean> {
  return consoleAgent(caller, await hasAgentRow(query, caller));
}

/** Whether the login has an active `rchatadmin` row (the fact core's `isAgent` reads besides the role). */
export async function hasAgentRow(query: Query, caller: Pick<Caller, 'id'>): Promise<boolean> {
  const rows = await query("SELECT 1 FROM rchatadmin WHERE id_agen = $1 AND status = 'Active' LIMIT 1", [
    caller.id,
  ]);
  return rows.length > 0;
}

/** The active agents (one entry per login) with how many open conversations each holds. */
export async function agents(query: Query): Promise<ChatAgent[]> {
  const rows = await query<ChatAgent>(
    `SELECT DISTINCT ON (r.id_agen) r.id_agen AS id, r.nama_tampilan AS name, r.maks_percakapan AS max,
            (SELECT count(*)::int FROM chat_conversations c WHERE c.agent_id = r.id_agen AND c.status = 'open') AS open
       FROM rchatadmin r JOIN users u ON u.id = r.id_agen
      WHERE r.status = 'Active'
      ORDER BY r.id_agen, (r.kanal = 'Website') DESC, r.id`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'id'));
}

const conflict = (message: string) => new HttpError(409, message);
const refused = (message: string) => new HttpError(403, message);

function assertOpen(conv: ConversationRow, words: ChatWords): void {
  if (conv.status !== 'open') throw new ValidationError({ status: [words('closed')] });
}

/**
 * Gives the conversation to `targetId`: the caller themself ("assign to me") or another active agent
 * (a transfer). Rules: only open conversations; nobody takes a conversation another agent holds
 * (admins may); only its holder (or an admin, or anyone while unassigned) transfers it; the target
 * must be an active agent below their `maks_percakapan`; an agent never handles their own customer
 * conversation.
 */
export async function assignConversation(
  query: Query,
  conv: ConversationRow,
  caller: Caller,
  targetId: number,
  words: ChatWords,
): Promise<void> {
  assertOpen(conv, words);
  if (targetId === conv.customer_id) throw new ValidationError({ agent_id: [words('ownConversation')] });
  const mayHandle = mayHandleConversation(caller, conv.agent_id ?? null);
  if (targetId === caller.id) {
    if (!mayHandle) throw conflict(words('heldByOther'));
    if (conv.agent_id === caller.id) return;
  } else {
    if (!mayHandle) throw refused(words('heldByOther'));
    if (conv.agent_id === targetId) throw new ValidationError({ agent_id: [words('sameAgent')] });
  }
  const target = (await agents(query)).find((a) => a.id === targetId);
  if (!target && !(targetId === caller.id && agentWithoutRow(caller)))
    throw new ValidationError({ agent_id: [words('notAgent')] });
  if (target?.max != null && target.open >= target.max)
    throw new ValidationError({ agent_id: [words('agentFull')] });
  // the holder read before the checks must still hold it: two agents clicking at once, one wins
  const moved = await query(
    `UPDATE chat_conversations SET agent_id = $2, assigned_at = clock_timestamp(), updated_at = now()
      WHERE id = $1 AND status = 'open' AND agent_id IS NOT DISTINCT FROM $3 RETURNING id`,
    [conv.id, targetId, conv.agent_id],
  );
  if (moved.length === 0) throw conflict(words('heldByOther'));
}

/** Closes an open conversation: its holder, an admin, or any agent while nobody holds it. */
export async function closeConversation(
  query: Query,
  conv: ConversationRow,
  caller: Caller,
  words: ChatWords,
): Promise<void> {
  assertOpen(conv, words);
  if (!mayHandleConversation(caller, conv.agent_id ?? null)) throw refused(words('heldByOther'));
  await query(
    `UPDATE chat_conversations SET status = 'closed', closed_at = now(), closed_by = $2, updated_at = now()
      WHERE id = $1 AND status = 'open'`,
    [conv.id, caller.id],
  );
}

/** An agent writes only where they hold the conversation, or nobody does (admins anywhere). */
export function assertMayReply(conv: ConversationRow, caller: Caller, words: ChatWords): void {
  assertOpen(conv, words);
  if (conv.customer_id === caller.id) throw new ValidationError({ agent_id: [words('ownConversation')] });
  if (!mayHandleConversation(caller, conv.agent_id ?? null)) throw refused(words('heldByOther'));
}

export { assertOpen };

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type QueueFilter = { status: ChatStatus | 'all'; who: 'all' | 'mine' | 'unassigned'; search: string };

/** The console's list: open conversations first by latest message, narrowed by holder and a search. */
export async function queue(query: Query, caller: Caller, filter: QueueFilter): Promise<ChatConversation[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.status !== 'all') where.push(`c.status = ${add(filter.status)}`);
  if (filter.who === 'mine') where.push(`c.agent_id = ${add(caller.id)}`);
  if (filter.who === 'unassigned') where.push('c.agent_id IS NULL');
  if (filter.search) {
    const like = add(likeOf(filter.search));
    where.push(`(c.visitor_name ILIKE ${like} OR c.visitor_phone ILIKE ${like} OR c.visitor_email ILIKE ${like}
      OR c.code ILIKE ${like} OR EXISTS (SELECT 1 FROM rchat s WHERE s.kode_percakapan = c.code AND s.pesan ILIKE ${like}))`);
  }
  return conversations(query, where.length ? where.join(' AND ') : 'true', params);
}

/** Messages of every conversation containing the text, newest first (the trigram index serves it). */
export async function searchHistory(query: Query, text: string): Promise<ChatSearchHit[]> {
  const rows = await query<Omit<ChatSearchHit, 'dikirim_pada'> & { dikirim_pada: Date | string }>(
    `SELECT c.code, c.visitor_name, c.status, m.id, left(m.pesan, 300) AS pesan, m.pengirim, m.dikirim_pada
       FROM rchat m JOIN chat_conversations c ON c.code = m.kode_percakapan
      WHERE m.pesan ILIKE $1 ORDER BY m.id DESC LIMIT 50`,
    [likeOf(text)],
  );
  return rows.map((r) => ({ ...r, dikirim_pada: new Date(r.dikirim_pada).toISOString() }));
}

export async function cannedReplies(query: Query): Promise<CannedReply[]> {
  return query<CannedReply>('SELECT id, title, body FROM chat_canned_replies ORDER BY title, id');
}

export async function addCannedReply(
  query: Query,
  input: { title: string; body: string },
  by: number,
): Promise<CannedReply> {
  const [row] = await query<CannedReply>(
    'INSERT INTO chat_canned_replies (title, body, created_by) VALUES ($1, $2, $3) RETURNING id, title, body',
    [input.title, input.body, by],
  );
  return row!;
}

export async function deleteCannedReply(query: Query, id: number): Promise<boolean> {
  return (await query('DELETE FROM chat_canned_replies WHERE id = $1 RETURNING id', [id])).length > 0;
}
