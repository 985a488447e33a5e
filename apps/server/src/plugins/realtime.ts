import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../config.ts';
import { signedInRoute } from './access.ts';

/** One event pushed to signed-in users: `notification`, `notification-count`, `chat`, ... */
export type RealtimeEvent = { type: string; data?: unknown };

type Envelope = { userIds: number[]; event: RealtimeEvent };

/** The subprotocol a browser names (with `bearer.<token>`) to open the channel; the server answers it. */
export const REALTIME_PROTOCOL = 'kantor';
export const REALTIME_TOKEN_PREFIX = 'bearer.';

/**
 * The app's one realtime channel (WebSocket `GET /api/realtime`): each signed-in browser holds one
 * socket; `publish` pushes an event to users wherever they are connected. Without REDIS_URL one
 * instance delivers to its own sockets; with it, every instance publishes through a Redis channel and
 * delivers to the sockets it holds, so a user connected to any instance receives the push.
 */
export class Realtime {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(private readonly config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
    this.channel = `${config.redisPrefix}realtime`;
  }

  async start(): Promise<void> {
    if (!this.config.redisUrl) return;
    this.publisher = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    this.subscriber.on('message', (_channel, message) => {
      try {
        const envelope = JSON.parse(message) as Envelope;
        this.deliver(envelope.userIds, envelope.event);
      } catch {
        // a foreign message on our channel is ignored
      }
    });
  }

  async stop(): Promise<void> {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server stopping');
    this.sockets.clear();
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

  /** How many sockets this instance holds for a user (tests, metrics). */
  connections(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  attach(userId: number, socket: WebSocket): void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(socket);
    this.sockets.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
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

export async function registerRealtime(app: FastifyInstance, config: AppConfig): Promise<void> {
  const realtime = new Realtime(config);
  app.decorate('realtime', realtime);
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
  });
  app.addHook('onReady', () => realtime.start());
  app.addHook('preClose', () => realtime.stop());
}

/** The channel's route: the same access path as every route (the token rides in the subprotocol). */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/realtime', { ...signedInRoute, websocket: true }, (socket, request) => {
    const user = request.user!;
    app.realtime.attach(user.id, socket);
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
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
