import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearLogin, storeToken } from '../session/storage.ts';
import { type RealtimeEvent, subscribeRealtime } from './realtime.ts';

/** The browser's WebSocket, played by the test: what was opened, and a way to speak as the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this);
  }
  send(event: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  close() {}
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));
/** Listens, recording the event types, until the test ends (the channel is the module's, shared by tests). */
function listen(): { types: string[]; stop: () => void } {
  const types: string[] = [];
  const stop = subscribeRealtime((event) => types.push(event.type));
  onTestFinished(stop);
  return { types, stop };
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  storeToken('tok', false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

describe('the realtime channel', () => {
  it('opens one socket for its listeners, with the session token in the subprotocol', () => {
    listen();
    listen();
    expect(FakeSocket.opened).toHaveLength(1);
    expect(FakeSocket.opened[0]!.protocols).toEqual(['kantor', 'bearer.tok']);
  });

  it('gives a listener that joins an open channel a ready of its own, and nobody else a second one', async () => {
    const first = listen();
    FakeSocket.opened[0]!.send({ type: 'ready' });
    expect(first.types).toEqual(['ready']);

    const late = listen();
    await flush();
    expect(late.types).toEqual(['ready']);
    expect(first.types).toEqual(['ready']);
    FakeSocket.opened[0]!.send({ type: 'notification-count', data: { unread: 2 } });
    expect(late.types).toEqual(['ready', 'notification-count']);
  });

  it('gives no ready before the server sent one, nor after the channel closed', async () => {
    const first = listen();
    await flush();
    expect(first.types).toEqual([]);
    FakeSocket.opened[0]!.send({ type: 'ready' });
    first.stop(); // the last listener: the socket closes

    const again = listen();
    await flush();
    expect(again.types).toEqual([]); // a new socket, whose ready has not come yet
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
