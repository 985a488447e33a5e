import websocket from '@fastify/websocket';
import { RealtimeEvent } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../config.ts';
import type { Query } from '../db/connect.ts';
import { unauthorized } from '../errors.ts';
import { answers } from '../lib/answer-schema.ts';
import { publicRoute } from './access.ts';

/** One event pushed to signed-in users: `notification`, `notification-count`, `chat`, ... (core's shape). */
export type { RealtimeEvent };

/** What crosses Redis: the event and where it goes (users by id, and/or topics such as one conversation). */
type Envelope = { userIds: number[]; topics?: string[]; event: RealtimeEvent };

/**
 * A socket opened without a session (a visitor of the public chat widget): the subprotocol
 * `<kind>.<token>` names a guest kind a module registered; its resolver answers the topics the socket
 * may hear (e.g. `chat:c:12`), or null to refuse it.
 */
export type GuestResolver = (token: string) => Promise<string[] | null>;

/** The session a signed-in socket was opened with: it lives as long as that session, no longer. */
export type SocketSession = { userId: number; sessionId: number; roleId: number | null };

/**
 * Which of these sessions are still live, with their login's role now (the auth module's
 * `liveSessions`, handed in by app.ts so this plugin stays below the modules).
 */
export type LiveSessions = (
  sessionIds: readonly number[],
) => Promise<ReadonlyMap<number, { roleId: number | null }>>;

/** The close code of a socket whose session ended (an application code: 4000–4999). */
export const REALTIME_SESSION_ENDED = 4401;

/**
 * How often each instance checks the sessions of the sockets it holds. Every way a session ends
 * (logout, expiry, a block, a role or password change) shows in the database, which every instance
 * reads: so a socket closes within this time on whichever instance holds it, with or without Redis.
 */
export const SESSION_CHECK_MS = 2_000;

/**
 * One connected socket as modules see it when it opens (to join topics, e.g. the CS agents'), and to
 * learn when it closes (the chat's record of which agents are online).
 */
export type RealtimeClient = {
  userId: number | null;
  join: (topic: string) => void;
  onClose: (listener: () => void) => void;
};

/** The subprotocol a browser names (with `bearer.<token>`) to open the channel; the server answers it. */
export const REALTIME_PROTOCOL = 'kantor';
export const REALTIME_TOKEN_PREFIX = 'bearer.';

/**
 * The app's one realtime channel (WebSocket `GET /api/realtime`): each signed-in browser holds one
 * socket, bound to the session it was opened with (closed once that session ends: see
 * {@link Realtime.checkSessions}); `publish` pushes an event to users wherever they are connected. Without REDIS_URL one
 * instance delivers to its own sockets; with it, every instance publishes through a Redis channel and
 * delivers to the sockets it holds, so a user connected to any instance receives the push.
 */
export class Realtime {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  /** Every signed-in socket and the session it was opened with. */
  private readonly bound = new Map<WebSocket, SocketSession>();
  private liveSessions: LiveSessions | null = null;
  private sessionError: (error: unknown) => void = () => {};
  private sessionTimer: ReturnType<typeof setInterval> | null = null;
  private checking = false;
  private readonly topics = new Map<string, Set<WebSocket>>();
  private readonly guests = new Map<string, GuestResolver>();
  private readonly connectHooks: ((client: RealtimeClient) => Promise<void> | void)[] = [];
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(private readonly config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
    this.channel = `${config.redisPrefix}realtime`;
  }

  /** Binds sockets to their sessions: from now on a socket whose session ends is closed. */
  checkSessionsWith(live: LiveSessions, onError: (error: unknown) => void = () => {}): void {
    this.liveSessions = live;
    this.sessionError = onError;
  }

  async start(): Promise<void> {
    if (this.liveSessions && !this.sessionTimer) {
      this.sessionTimer = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
      // the check never keeps a process alive on its own
      this.sessionTimer.unref();
    }
    if (!this.config.redisUrl) return;
    this.publisher = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    this.subscriber.on('message', (_channel, message) => {
      try {
        const envelope = JSON.parse(message) as Envelope;
        this.deliver(envelope.userIds, envelope.event);
        if (envelope.topics) this.deliverTopics(envelope.topics, envelope.event);
      } catch {
        // a foreign message on our channel is ignored
      }
    });
  }

  async stop(): Promise<void> {
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.sessionTimer = null;
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server stopping');
    this.sockets.clear();
    for (const set of this.topics.values()) for (const socket of set) socket.close(1001, 'server stopping');
    this.topics.clear();
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()]);
  }

  /** Pushes an event to these users on every instance. */
  async publish(userIds: readonly number[], event: RealtimeEvent): Promise<void> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    if (this.publisher) {
      await this.publisher.publish(
        this.channel,
        JSON.stringify({ userIds: unique, event } satisfies Envelope),
      );
    } else {
      this.deliver(unique, event);
    }
  }

  /** Pushes an event to every socket that joined one of these topics, on every instance. */
  async publishTopics(topics: readonly string[], event: RealtimeEvent, userIds: readonly number[] = []) {
    const unique = [...new Set(topics)];
    const users = [...new Set(userIds)];
    if (unique.length === 0 && users.length === 0) return;
    if (this.publisher) {
      await this.publisher.publish(
        this.channel,
        JSON.stringify({ userIds: users, topics: unique, event } satisfies Envelope),
      );
    } else {
      this.deliver(users, event);
      this.deliverTopics(unique, event);
    }
  }

  /** A kind of guest socket (`<kind>.<token>` subprotocol) and how its token is checked. */
  registerGuest(kind: string, resolve: GuestResolver): void {
    if (!/^[a-z]+$/.test(kind) || kind === 'bearer') throw new Error(`bad guest kind ${kind}`);
    this.guests.set(kind, resolve);
  }

  /** The topics a guest subprotocol list grants, or null when it names no valid guest token. */
  async resolveGuest(protocols: string | undefined): Promise<string[] | null> {
    for (const entry of (protocols ?? '').split(',').map((p) => p.trim())) {
      const dot = entry.indexOf('.');
      const resolve = dot > 0 ? this.guests.get(entry.slice(0, dot)) : undefined;
      if (!resolve) continue;
      const topics = await resolve(entry.slice(dot + 1));
      if (topics) return topics;
    }
    return null;
  }

  /** Runs when a signed-in socket opens (a module may make it join topics). */
  onConnect(hook: (client: RealtimeClient) => Promise<void> | void): void {
    this.connectHooks.push(hook);
  }

  async connected(userId: number | null, socket: WebSocket): Promise<void> {
    const client: RealtimeClient = {
      userId,
      join: (topic) => this.join(topic, socket),
      // a socket that closed while the hooks ran still tells its listener
      onClose: (listener) => {
        if (socket.readyState === socket.CLOSED) listener();
        else socket.on('close', listener);
      },
    };
    for (const hook of this.connectHooks) await hook(client);
  }

  join(topic: string, socket: WebSocket): void {
    const set = this.topics.get(topic) ?? new Set();
    set.add(socket);
    this.topics.set(topic, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.topics.get(topic) === set) this.topics.delete(topic);
    });
  }

  /** How many sockets this instance holds for a user (tests, metrics). */
  connections(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  /** Holds a signed-in socket for its user, bound to the session it was opened with. */
  attach(session: SocketSession, socket: WebSocket): void {
    const set = this.sockets.get(session.userId) ?? new Set();
    set.add(socket);
    this.sockets.set(session.userId, set);
    this.bound.set(socket, session);
    socket.on('close', () => this.detach(session.userId, socket));
  }

  private detach(userId: number, socket: WebSocket): void {
    this.bound.delete(socket);
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  /**
   * Closes every socket whose session is no longer live, or whose login's role changed since it
   * opened (a browser reconnects with its token: a session kept through the change opens a socket
   * bound to the new role, its topics joined afresh). Runs every {@link SESSION_CHECK_MS}; answers how
   * many it closed. A failed check closes nothing (the next one tries again).
   */
  async checkSessions(): Promise<number> {
    if (this.checking || !this.liveSessions || this.bound.size === 0) return 0;
    this.checking = true;
    try {
      const ids = [...new Set([...this.bound.values()].map((b) => b.sessionId))];
      const live = await this.liveSessions(ids);
      let closed = 0;
      for (const [socket, session] of [...this.bound]) {
        const now = live.get(session.sessionId);
        if (now && now.roleId === session.roleId) continue;
        // nothing more is delivered to it, even before the close handshake ends
        this.detach(session.userId, socket);
        socket.close(REALTIME_SESSION_ENDED, 'session ended');
        closed++;
      }
      return closed;
    } catch (error) {
      this.sessionError(error);
      return 0;
    } finally {
      this.checking = false;
    }
  }

  private deliverTopics(topics: readonly string[], event: RealtimeEvent): void {
    const text = JSON.stringify(event);
    const sent = new Set<WebSocket>();
    for (const topic of topics) {
      for (const socket of this.topics.get(topic) ?? []) {
        if (sent.has(socket)) continue;
        sent.add(socket);
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  private deliver(userIds: readonly number[], event: RealtimeEvent): void {
    const text = JSON.stringify(event);
    for (const id of userIds) {
      for (const socket of this.sockets.get(id) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Keep-alive: a socket that misses two pings in a row is closed (a dropped phone connection). */
const PING_MS = 25_000;

/**
 * The realtime channel; `liveSessions` (the auth module's, so this plugin stays below the modules)
 * binds each signed-in socket to its session: the socket closes within seconds of the session's end.
 */
export async function registerRealtime(
  app: FastifyInstance,
  config: AppConfig,
  liveSessions?: (query: Query, ids: readonly number[]) => ReturnType<LiveSessions>,
): Promise<void> {
  const realtime = new Realtime(config);
  app.decorate('realtime', realtime);
  if (liveSessions)
    realtime.checkSessionsWith(
      (ids) => liveSessions(app.db.query, ids),
      (error) => app.log.warn({ err: error }, 'realtime session check failed'),
    );
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
  });
  app.addHook('onReady', () => realtime.start());
  app.addHook('preClose', () => realtime.stop());
}

/**
 * The channel's route. A signed-in browser names its session token (`bearer.<token>`); a guest (the
 * public chat widget's visitor) names a guest token (`chat.<token>`) and hears only the topics it
 * grants. Anything else is refused with 401 before the upgrade.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const guestTopics = new WeakMap<FastifyRequest, string[]>();
  const guard = async (request: FastifyRequest) => {
    if (request.user) return;
    const topics = await app.realtime.resolveGuest(request.headers['sec-websocket-protocol']);
    if (!topics) throw unauthorized();
    guestTopics.set(request, topics);
  };
  const schema = {
    summary: 'The realtime channel: a WebSocket (subprotocol `kantor`, then the credential)',
    description:
      'A signed-in browser names `bearer.<session token>`, a chat visitor `chat.<guest token>`; anything ' +
      'else is a 401 before the upgrade. The server only speaks: `ready` on every connection, `pong` ' +
      'to anything the client sends, and the modules’ events.',
    ...answers(RealtimeEvent, 'No HTTP body: the connection upgrades (101); each text frame is one event'),
  };
  app.get('/realtime', { ...publicRoute, schema, preHandler: guard, websocket: true }, (socket, request) => {
    const user = request.user;
    if (user)
      app.realtime.attach({ userId: user.id, sessionId: user.sessionId, roleId: user.user_role_id }, socket);
    for (const topic of guestTopics.get(request) ?? []) app.realtime.join(topic, socket);
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const timer = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, PING_MS);
    socket.on('close', () => clearInterval(timer));
    // the browser only listens; anything it sends is answered with a pong event (a liveness probe)
    socket.on('message', () => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'pong' }));
    });
    // `ready` once the module hooks have joined their topics: a client catches up from here
    void app.realtime
      .connected(user?.id ?? null, socket)
      .catch((error: unknown) => request.log.warn({ err: error }, 'realtime connect hook failed'))
      .finally(() => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ready' }));
      });
  });
}
