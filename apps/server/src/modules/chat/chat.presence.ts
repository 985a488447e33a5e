/**
 * Which agents are online: an agent is online while a socket of theirs that joined the agents' topic is
 * open, on any server instance. Each instance writes one row per agent it holds sockets for
 * (`chat_agent_presence`), deletes it when the agent's last socket there closes, and refreshes its rows
 * every {@link PRESENCE_REFRESH_MS}; a row older than {@link PRESENCE_STALE_SECONDS} (an instance that
 * died without cleaning up) no longer counts. The database is what every instance reads, with or
 * without Redis, so the automatic assignment on any instance sees the agents connected to all of them.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';

export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_STALE_SECONDS = 60;

/** SQL: the agent `agentColumn` has a live presence row. */
export const onlineSql = (agentColumn: string) =>
  `EXISTS (SELECT 1 FROM chat_agent_presence p WHERE p.agent_id = ${agentColumn}
            AND p.seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds')`;

export class AgentPresence {
  readonly instanceId = randomUUID();
  private readonly held = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly query: Query,
    private readonly warn: (error: unknown) => void,
  ) {}

  /** An agent's socket opened here; `onClose` hands the closing back. */
  async opened(agentId: number): Promise<void> {
    if (this.stopped) return;
    this.held.set(agentId, (this.held.get(agentId) ?? 0) + 1);
    await this.write(agentId);
  }

  async closed(agentId: number): Promise<void> {
    if (this.stopped) return;
    const left = (this.held.get(agentId) ?? 1) - 1;
    if (left > 0) {
      this.held.set(agentId, left);
      return;
    }
    this.held.delete(agentId);
    await this.query('DELETE FROM chat_agent_presence WHERE agent_id = $1 AND instance_id = $2', [
      agentId,
      this.instanceId,
    ]);
  }

  private write(agentId: number) {
    return this.query(
      `INSERT INTO chat_agent_presence (agent_id, instance_id, seen_at) VALUES ($1, $2, now())
       ON CONFLICT (agent_id, instance_id) DO UPDATE SET seen_at = now()`,
      [agentId, this.instanceId],
    );
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      for (const agentId of this.held.keys()) this.write(agentId).catch(this.warn);
    }, PRESENCE_REFRESH_MS);
    // the refresh never keeps a process alive on its own
    this.timer.unref();
  }

  /** This instance stops: its agents are no longer online through it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.held.clear();
    await this.query('DELETE FROM chat_agent_presence WHERE instance_id = $1', [this.instanceId]).catch(
      this.warn,
    );
  }
}

/** Starts this instance's presence record; the socket hook calls `opened`/`closed`. */
export function agentPresence(app: FastifyInstance): AgentPresence {
  const presence = new AgentPresence(app.db.query, (error) =>
    app.log.warn({ err: error }, 'chat presence write failed'),
  );
  presence.start();
  // before the realtime plugin's preClose closes the sockets (their close would write again)
  app.addHook('preClose', () => presence.stop());
  return presence;
}
