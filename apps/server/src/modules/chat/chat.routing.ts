/**
 * Where a new conversation goes (docs/chat.md, "Routing"): to an agent online, within their working
 * hours and below their limit, in round robin (the one given a conversation longest ago, never-given
 * first, then by login id); nobody free leaves it in the queue; nobody within working hours makes it a
 * ticket the team answers in their next hours. Working hours are `rchatadmin.jam_mulai`–`jam_selesai`
 * in Asia/Jakarta time (UTC+7, no daylight saving); a row without both hours is always within them,
 * and a shift past midnight (22:00–06:00) wraps.
 */
import type { ChatHours } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { onlineSql } from './chat.presence.ts';
import type { ConversationRow } from './chat.service.ts';

/** Minutes since midnight in Jakarta. */
export function jakartaMinutes(now: Date): number {
  return (((now.getUTCHours() + 7) % 24) * 60 + now.getUTCMinutes()) % 1440;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** Whether `minutes` (Jakarta) falls in [from, to): both null is always; from > to wraps midnight. */
export function withinHours(from: string | null, to: string | null, minutes: number): boolean {
  if (!from || !to) return true;
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

type AgentRow = {
  id: number;
  jam_mulai: string | null;
  jam_selesai: string | null;
  max: number | null;
  open: number;
  online: boolean;
  last_assigned: string | null;
};

/** The active agents, one row per login (its Website row first), with what routing needs. */
async function agentRows(query: Query): Promise<AgentRow[]> {
  return query<AgentRow>(
    `SELECT DISTINCT ON (r.id_agen) r.id_agen AS id, to_char(r.jam_mulai, 'HH24:MI') AS jam_mulai,
            to_char(r.jam_selesai, 'HH24:MI') AS jam_selesai, r.maks_percakapan AS max,
            (SELECT count(*)::int FROM chat_conversations c WHERE c.agent_id = r.id_agen AND c.status = 'open') AS open,
            ${onlineSql('r.id_agen')} AS online,
            (SELECT max(c.assigned_at) FROM chat_conversations c WHERE c.agent_id = r.id_agen) AS last_assigned
       FROM rchatadmin r JOIN users u ON u.id = r.id_agen
      WHERE r.status = 'Active'
      ORDER BY r.id_agen, (r.kanal = 'Website') DESC, r.id`,
  );
}

/**
 * Open now when an active agent is within their hours (or there is no agent row at all: the admins
 * answer then); the distinct hours of the active agents, earliest first.
 */
export async function availability(
  query: Query,
  now = new Date(),
): Promise<{ open: boolean; hours: ChatHours[] }> {
  const rows = await agentRows(query);
  const minutes = jakartaMinutes(now);
  const open = rows.length === 0 || rows.some((r) => withinHours(r.jam_mulai, r.jam_selesai, minutes));
  const seen = new Map<string, ChatHours>();
  for (const r of rows)
    if (r.jam_mulai && r.jam_selesai)
      seen.set(`${r.jam_mulai}-${r.jam_selesai}`, { from: r.jam_mulai, to: r.jam_selesai });
  return { open, hours: [...seen.values()].sort((a, b) => a.from.localeCompare(b.from)) };
}

/** The round robin's order: never given a conversation first, then given longest ago, then login id. */
export function nextAgent(
  rows: readonly AgentRow[],
  minutes: number,
  exclude: number | null,
): AgentRow | null {
  const free = rows.filter(
    (r) =>
      r.online &&
      r.id !== exclude &&
      (r.max == null || r.open < r.max) &&
      withinHours(r.jam_mulai, r.jam_selesai, minutes),
  );
  free.sort((a, b) => {
    const at = a.last_assigned == null ? 0 : new Date(a.last_assigned).getTime();
    const bt = b.last_assigned == null ? 0 : new Date(b.last_assigned).getTime();
    return at - bt || a.id - b.id;
  });
  return free[0] ?? null;
}

export type Routed = { agentId: number | null; ticket: boolean };

/**
 * Routes a conversation just started: a ticket outside everyone's hours, else given to the next free
 * agent online (one routing at a time, so two starts at once never both fill an agent's last place).
 */
export async function routeConversation(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'id' | 'customer_id'>,
  now = new Date(),
): Promise<Routed> {
  const { open } = await availability(app.db.query, now);
  if (!open) {
    await app.db.query('UPDATE chat_conversations SET ticket = true, updated_at = now() WHERE id = $1', [
      conv.id,
    ]);
    return { agentId: null, ticket: true };
  }
  const agentId = await app.db.transaction(async (query) => {
    await query("SELECT pg_advisory_xact_lock(hashtext('kantor.chat.routing'))");
    const next = nextAgent(await agentRows(query), jakartaMinutes(now), conv.customer_id);
    if (!next) return null;
    const moved = await query(
      `UPDATE chat_conversations SET agent_id = $2, assigned_at = clock_timestamp(), updated_at = now()
        WHERE id = $1 AND agent_id IS NULL AND status = 'open' RETURNING id`,
      [conv.id, next.id],
    );
    return moved.length ? next.id : null;
  });
  return { agentId, ticket: false };
}
