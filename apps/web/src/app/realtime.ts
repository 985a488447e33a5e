/**
 * The browser's end of the app's one realtime channel (`/api/realtime`, a WebSocket): one socket per
 * tab while signed in, the session token carried in the subprotocol, reconnecting with a growing pause
 * after a drop. Listeners receive every event (`notification`, `notification-count`, ...).
 */
import { readToken } from '../session/storage.ts';

export type RealtimeEvent = { type: string; data?: unknown };
type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retry = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function channelUrl(): string {
  const host = (import.meta.env.VITE_API_HOST as string | undefined) ?? '';
  const base = host ? new URL(host) : new URL(window.location.href);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${base.host}/api/realtime`;
}

function open(): void {
  const token = readToken();
  if (!token || socket || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(channelUrl(), ['kantor', `bearer.${token}`]);
  socket = ws;
  ws.onopen = () => {
    retry = 0;
  };
  ws.onmessage = (message) => {
    try {
      const event = JSON.parse(String(message.data)) as RealtimeEvent;
      for (const listener of listeners) listener(event);
    } catch {
      // not ours: ignored
    }
  };
  ws.onclose = () => {
    socket = null;
    if (listeners.size === 0) return;
    const pause = Math.min(30_000, 1000 * 2 ** retry++);
    timer = setTimeout(open, pause);
  };
}

/** Listens to the channel (opening it on the first listener); the answer stops listening. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    socket?.close(1000);
    socket = null;
  };
}
