// The chat API tests' shared world (chat.api.test.ts, chat-console.api.test.ts): not a test file itself.
import type { ChatMessage } from '@kantor/core';
import { beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PROTOCOL } from '../plugins/realtime.ts';
import { useTestApp } from './fixture.ts';

/**
 * The app listening on a port (for real sockets) with two customers, sinta and yoga, and a CS agent who
 * is not an admin, agen.rudi (one conversation at a time); requests as a user, a widget visitor or
 * from an address of the test's choosing.
 */
export function useChatWorld(config?: Parameters<typeof useTestApp>[0]) {
  let url: string;
  const users: Record<string, { id: number; token: string }> = {};

  type Headers = Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers: Headers = {},
  ) => ctx.app.inject({ method, url: path, payload, headers, remoteAddress: headers['x-ip'] ?? '127.0.0.1' });
  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    call(method, path, payload, { authorization: `Bearer ${token}` });
  const visitor = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    call(method, path, payload, { 'x-chat-token': token });

  async function addLogin(username: string, role: string, pages: string[]) {
    const [r] = await ctx.database.query<{ id: number }>('SELECT id FROM roles WHERE role_name = $1', [role]);
    for (const page of pages)
      await ctx.database.query(
        'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [r!.id, page],
      );
    await ctx.app.roleCache.invalidate();
    const password = `${username}-Kuat-Pass-9`;
    const added = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
      username,
      email: `${username}@example.test`,
      password: password,
      password_confirmation: password,
      user_role_id: r!.id,
      status: 'Active',
    });
    expect(added.statusCode, added.body).toBe(200);
    users[username] = { id: Number(added.json().record.id), token: await ctx.login(username, password) };
  }

  async function startVisitor(name: string, ip: string, pesan?: string) {
    const answer = await call(
      'POST',
      '/api/chat/start',
      { nama: name, no_hp: '0812-1111-2222', pesan },
      { 'x-ip': ip },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { token: string; conversation: { code: string }; messages: ChatMessage[] };
  }

  /** A browser-like socket: a signed-in user (`bearer.`) or a widget visitor (`chat.`). */
  function connect(protocol: string) {
    return new Promise<{ socket: WebSocket; events: { type: string; data?: unknown }[] }>(
      (resolve, reject) => {
        const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, [
          REALTIME_PROTOCOL,
          protocol,
        ]);
        const events: { type: string; data?: unknown }[] = [];
        socket.on('message', (raw) => {
          const event = JSON.parse(String(raw)) as { type: string };
          events.push(event);
          if (event.type === 'ready') resolve({ socket, events });
        });
        socket.on('error', reject);
      },
    );
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  };

  const ctx = useTestApp(config);
  beforeAll(async () => {
    url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await addLogin('sinta', 'pelanggan', ['home', 'rchat/pusher']);
    await addLogin('yoga', 'pelanggan', ['home', 'rchat/pusher']);
    // a CS agent who is not an admin: an active rchatadmin row and the console page
    await addLogin('agen.rudi', 'pemasaran', ['home', 'rchatadmin/admincs']);
    const row = await as(ctx.admin, 'POST', '/api/rchatadmin/add', {
      id_agen: users['agen.rudi']!.id,
      nama_tampilan: 'Rudi CS',
      kanal: 'Website',
      maks_percakapan: 1,
      status: 'Active',
    });
    expect(row.statusCode, row.body).toBe(200);
  }, 60_000);

  return { ctx, users, call, as, visitor, startVisitor, connect, until, addLogin };
}
