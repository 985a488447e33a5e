/**
 * The browser's end of the app's one realtime channel (`/api/realtime`, a WebSocket): one socket per
 * tab while signed in, the session token carried in the subprotocol, reconnecting with a growing pause
 * after a drop. Listeners receive every event (`notification`, `notification-count`, `chat.message`,
 * ...); the server sends `ready` on every (re)connection, the moment to catch up on what was missed,
 * and a listener joining a channel that is already open gets a `ready` of its own (it missed the first).
 * A visitor of the public chat widget opens the same channel with a guest token instead
 * (`subscribeGuestRealtime`).
 */
import type { RealtimeEvent } from '@kantor/core';
import { readToken } from '../session/storage.ts';

export type { RealtimeEvent };

type Listener = (event: RealtimeEvent) => void;

function channelUrl(): string {
  const host = (import.meta.env.VITE_API_HOST as string | undefined) ?? '';
  const base = host ? new URL(host) : new URL(window.location.href);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${base.host}/api/realtime`;
}

/** One socket shared by its listeners, opened with the first and closed with the last. */
class Channel {
  private readonly listeners = new Set<Listener>();
  private socket: WebSocket | null = null;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The open socket's `ready` has arrived. */
  private ready = false;

  constructor(private readonly credential: () => string | null) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.open();
    if (this.ready)
      queueMicrotask(() => {
        if (this.listeners.has(listener)) listener({ type: 'ready' });
      });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.socket?.close(1000);
      this.socket = null;
      this.ready = false;
    };
  }

  private open(): void {
    const credential = this.credential();
    if (!credential || this.socket || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(channelUrl(), ['kantor', credential]);
    this.socket = ws;
    ws.onopen = () => {
      this.retry = 0;
    };
    ws.onmessage = (message) => {
      try {
        const event = JSON.parse(String(message.data)) as RealtimeEvent;
        if (event.type === 'ready' && this.socket === ws) this.ready = true;
        for (const listener of this.listeners) listener(event);
      } catch {
        // not ours: ignored
      }
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.ready = false;
      if (this.listeners.size === 0) return;
      const pause = Math.min(30_000, 1000 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), pause);
    };
  }
}

const signedIn = new Channel(() => {
  const token = readToken();
  return token ? `bearer.${token}` : null;
});

/** Listens to the channel (opening it on the first listener); the answer stops listening. */
export function subscribeRealtime(listener: Listener): () => void {
  return signedIn.subscribe(listener);
}

const guests = new Map<string, Channel>();

/** The channel of a guest without a session: `kind.token` (the chat widget's `chat.<token>`). */
export function subscribeGuestRealtime(kind: string, token: string, listener: Listener): () => void {
  const key = `${kind}.${token}`;
  let channel = guests.get(key);
  if (!channel) {
    channel = new Channel(() => key);
    guests.set(key, channel);
  }
  return channel.subscribe(listener);
}
