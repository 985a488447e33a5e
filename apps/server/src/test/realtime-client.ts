import WebSocket from 'ws';
import { REALTIME_PROTOCOL } from '../plugins/realtime.ts';

/** One event of the realtime channel as a test reads it. */
export type RealtimeTestEvent = { type: string; data?: Record<string, unknown> };

/** A browser-like client of `/api/realtime` on a listening server, for tests. */
export type RealtimeTestClient = {
  socket: WebSocket;
  /** Every event received, in order. */
  events: RealtimeTestEvent[];
  /** The raw text frames received, in order (what a network observer would read). */
  frames: string[];
  /** The first event of a type not taken yet, now or when it arrives (throws after `ms`). */
  next: (type: string, ms?: number) => Promise<RealtimeTestEvent>;
  /** Resolves with the close code once the server (or anyone) closes the socket. */
  closed: Promise<number>;
};

/** Opens the channel naming a credential in the subprotocol list (`bearer.<token>`, `chat.<token>`). */
export function connectRealtime(base: string, credential: string): Promise<RealtimeTestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, [
      REALTIME_PROTOCOL,
      credential,
    ]);
    const events: RealtimeTestEvent[] = [];
    const frames: string[] = [];
    const taken = new Set<RealtimeTestEvent>();
    let wake: (() => void) | null = null;
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (raw) => {
      frames.push(String(raw));
      events.push(JSON.parse(String(raw)) as RealtimeTestEvent);
      wake?.();
    });
    const next = async (type: string, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = events.find((e) => e.type === type && !taken.has(e));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 100);
        });
      }
      throw new Error(`no ${type} event`);
    };
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, events, frames, next, closed }));
  });
}
