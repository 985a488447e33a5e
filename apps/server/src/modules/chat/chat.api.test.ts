import {
  type CannedReply,
  type ChatAgent,
  type ChatConversation,
  type ChatConversationAnswer,
  type ChatMessage,
  type ChatQueueAnswer,
  type ChatSearchHit,
  type ChatSentAnswer,
  type ChatStartAnswer,
  mergeMessages,
} from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PROTOCOL } from '../../plugins/realtime.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';
import { CHAT_START_MAX } from './chat.routes.ts';

let ctx: TestContext;
let url: string;
let admin: string;
const users: Record<string, { id: number; token: string }> = {};

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, headers: Headers = {}) =>
  ctx.app.inject({ method, url: path, payload, headers, remoteAddress: headers['x-ip'] ?? '127.0.0.1' });
const as = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
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
  const added = await as(admin, 'POST', '/api/akun/tambahuser', {
    username,
    email: `${username}@example.test`,
    password: password,
    password_confirmation: password,
    user_role_id: r!.id,
    status: 'Active',
  });
  expect(added.statusCode, added.body).toBe(200);
  users[username] = { id: Number(added.json().record.id), token: await login(ctx.app, username, password) };
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
  return new Promise<{ socket: WebSocket; events: { type: string; data?: unknown }[] }>((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, [REALTIME_PROTOCOL, protocol]);
    const events: { type: string; data?: unknown }[] = [];
    socket.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as { type: string };
      events.push(event);
      if (event.type === 'ready') resolve({ socket, events });
    });
    socket.on('error', reject);
  });
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
};

beforeAll(async () => {
  ctx = await createTestApp();
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  await addLogin('sinta', 'pelanggan', ['home', 'rchat/pusher']);
  await addLogin('yoga', 'pelanggan', ['home', 'rchat/pusher']);
  // a CS agent who is not an admin: an active rchatadmin row and the console page
  await addLogin('agen.rudi', 'pemasaran', ['home', 'rchatadmin/admincs']);
  const row = await as(admin, 'POST', '/api/rchatadmin/add', {
    id_agen: users['agen.rudi']!.id,
    nama_tampilan: 'Rudi CS',
    kanal: 'Website',
    maks_percakapan: 1,
    status: 'Active',
  });
  expect(row.statusCode, row.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('who may read and write a conversation', () => {
  it('a customer cannot read or post into another customer’s conversation; a visitor only with its token', async () => {
    const sinta = users.sinta!.token;
    const started = await as(sinta, 'POST', '/api/chat/start', { pesan: 'Halo, AC saya bocor' });
    expect(started.statusCode, started.body).toBe(200);
    const code = started.json().conversation.code as string;
    expect(started.json().token).toBeNull();
    expect((await as(sinta, 'GET', `/api/chat/c/${code}`)).json().messages).toHaveLength(1);

    const yoga = users.yoga!.token;
    expect((await as(yoga, 'GET', `/api/chat/c/${code}`)).statusCode).toBe(404);
    expect((await as(yoga, 'POST', `/api/chat/c/${code}/messages`, { pesan: 'menyusup' })).statusCode).toBe(
      404,
    );
    expect((await as(yoga, 'POST', `/api/chat/c/${code}/seen`, { read: 1 })).statusCode).toBe(404);
    expect((await as(yoga, 'GET', '/api/chat/mine')).json().records).toEqual([]);
    // the generic list of messages is scoped the same way
    await ctx.database.query(
      "INSERT INTO permissions (role_id, page_name) SELECT id, 'rchat' FROM roles WHERE role_name = 'pelanggan'",
    );
    await ctx.app.roleCache.invalidate();
    const generic = await as(yoga, 'GET', '/api/rchat?limit=100');
    expect(generic.statusCode).toBe(200);
    expect(generic.json().records).toEqual([]);
    // not an agent: no queue
    expect((await as(yoga, 'GET', '/api/chat/queue')).statusCode).toBe(403);

    const other = await startVisitor('Tamu Lain', '10.1.0.1');
    expect((await visitor(other.token, 'GET', `/api/chat/c/${code}`)).statusCode).toBe(404);
    expect(
      (await visitor(other.token, 'POST', `/api/chat/c/${code}/messages`, { pesan: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/chat/c/${code}`)).statusCode).toBe(401);
    expect((await visitor(other.token, 'GET', `/api/chat/c/${other.conversation.code}`)).statusCode).toBe(
      200,
    );
    const rows = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rchat WHERE pesan IN ('menyusup', 'x')",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a visitor must give a name and a phone or an email (422 naming the fields)', async () => {
    const answer = await call('POST', '/api/chat/start', { nama: '' }, { 'x-ip': '10.1.0.2' });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['email', 'nama', 'no_hp']);
    const bad = await call(
      'POST',
      '/api/chat/start',
      { nama: 'A', email: 'bukan-email' },
      { 'x-ip': '10.1.0.2' },
    );
    expect(bad.json().errors).toHaveProperty('email');
  });
});

describe('the public widget', () => {
  it('is rate-limited per address: 429 with Retry-After past the allowance', async () => {
    for (let i = 0; i < CHAT_START_MAX; i++) await startVisitor(`Pengunjung ${i}`, '10.9.9.9');
    const refused = await call(
      'POST',
      '/api/chat/start',
      { nama: 'Satu lagi', no_hp: '081234567890' },
      { 'x-ip': '10.9.9.9' },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    await startVisitor('Dari alamat lain', '10.9.9.10');
  });

  it('stores a script payload as plain text and answers it literally', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(document.cookie)</script> & "kutip"';
    const v = await startVisitor('<b>Eve</b>', '10.1.0.3', payload);
    expect(v.messages[0]!.pesan).toBe(payload);
    expect(v.messages[0]!.nama_pengirim).toBe('<b>Eve</b>');
    const [row] = await ctx.database.query<{ pesan: string }>('SELECT pesan FROM rchat WHERE id = $1', [
      v.messages[0]!.id,
    ]);
    expect(row!.pesan).toBe(payload);
    const read = await as(admin, 'GET', `/api/chat/c/${v.conversation.code}`);
    expect(read.headers['content-type']).toMatch(/application\/json/);
    expect(read.json().messages[0].pesan).toBe(payload);
  });

  it('refuses attachments from visitors and made-up upload paths from anyone', async () => {
    const v = await startVisitor('Lampir', '10.1.0.4');
    const code = v.conversation.code;
    const withFile = await visitor(v.token, 'POST', `/api/chat/c/${code}/messages`, {
      pesan: 'foto',
      lampiran: ['uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
    });
    expect(withFile.statusCode).toBe(422);
    expect(withFile.json().errors).toHaveProperty('lampiran');
    const fake = await as(admin, 'POST', `/api/chat/c/${code}/messages`, {
      lampiran: ['javascript:alert(1)'],
    });
    expect(fake.statusCode).toBe(422);
    expect(
      (await visitor(v.token, 'POST', `/api/chat/c/${code}/messages`, { pesan: '   ' })).statusCode,
    ).toBe(422);
  });
});

describe('realtime delivery and catch-up', () => {
  it('pushes messages to the visitor socket; after a drop, the catch-up by last id returns the rest in order, once', async () => {
    const v = await startVisitor('Ani', '10.2.0.1', 'Halo CS');
    const code = v.conversation.code;
    const agentSocket = await connect(`bearer.${admin}`);
    const first = await connect(`chat.${v.token}`);
    // a made-up guest token is refused before the upgrade
    await expect(connect('chat.tidak-ada-token-seperti-ini-000')).rejects.toThrow(/401/);

    const reply = await as(admin, 'POST', `/api/chat/c/${code}/messages`, {
      pesan: 'Halo Bu Ani, ada yang bisa dibantu?',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await until(() => first.events.some((e) => e.type === 'chat.message'));
    await until(() => agentSocket.events.filter((e) => e.type === 'chat.message').length >= 1);
    let seen: ChatMessage[] = mergeMessages(
      v.messages,
      first.events
        .filter((e) => e.type === 'chat.message')
        .map((e) => (e.data as { message: ChatMessage }).message),
    );
    first.socket.close();

    // while the visitor is away, three more replies
    for (const text of ['Satu', 'Dua', 'Tiga'])
      expect((await as(admin, 'POST', `/api/chat/c/${code}/messages`, { pesan: text })).statusCode).toBe(200);
    const again = await connect(`chat.${v.token}`);
    const last = seen[seen.length - 1]!.id;
    const missed = (await visitor(v.token, 'GET', `/api/chat/c/${code}?after=${last}`)).json()
      .messages as ChatMessage[];
    expect(missed.map((m) => m.pesan)).toEqual(['Satu', 'Dua', 'Tiga']);
    // a push that arrives around the catch-up repeats a message: merging by id keeps it once
    seen = mergeMessages(mergeMessages(seen, missed), [missed[2]!]);
    expect(seen.map((m) => m.pesan)).toEqual([
      'Halo CS',
      'Halo Bu Ani, ada yang bisa dibantu?',
      'Satu',
      'Dua',
      'Tiga',
    ]);
    expect(seen.map((m) => m.id)).toEqual([...seen.map((m) => m.id)].sort((a, b) => a - b));
    expect(
      (await visitor(v.token, 'GET', `/api/chat/c/${code}?after=${seen[4]!.id}`)).json().messages,
    ).toEqual([]);

    // the visitor reads: the agent's ticks turn to read, and dibaca_pada is the server's
    const seenAnswer = await visitor(v.token, 'POST', `/api/chat/c/${code}/seen`, {
      delivered: seen[4]!.id,
      read: seen[4]!.id,
    });
    expect(seenAnswer.json().conversation.visitor_read_id).toBe(seen[4]!.id);
    const unreadByVisitor = await ctx.database.query(
      "SELECT id FROM rchat WHERE kode_percakapan = $1 AND pengirim = 'Agen' AND dibaca_pada IS NULL",
      [code],
    );
    expect(unreadByVisitor).toEqual([]);
    // typing reaches the agents
    expect((await visitor(v.token, 'POST', `/api/chat/c/${code}/typing`)).statusCode).toBe(204);
    await until(() => agentSocket.events.some((e) => e.type === 'chat.typing'));
    again.socket.close();
    agentSocket.socket.close();
  });
});

describe('the CS console: assign, transfer, close', () => {
  it('follows the rules', async () => {
    const rudi = users['agen.rudi']!.token;
    const a = (await startVisitor('Pak Harun', '10.3.0.1', 'Mau tanya garansi')).conversation.code;
    const b = (await startVisitor('Bu Lina', '10.3.0.2', 'Mau pasang CCTV')).conversation.code;

    const queue = await as(rudi, 'GET', '/api/chat/queue?who=unassigned');
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().records.find((c: { code: string }) => c.code === a);
    expect(entry.unread_agent).toBe(1);

    expect((await as(admin, 'POST', `/api/chat/c/${a}/assign`)).json().conversation.agent_name).toBeTruthy();
    // another agent cannot take it, transfer it, reply in it or close it
    expect((await as(rudi, 'POST', `/api/chat/c/${a}/assign`)).statusCode).toBe(409);
    expect(
      (await as(rudi, 'POST', `/api/chat/c/${a}/assign`, { agent_id: users['agen.rudi']!.id + 0 }))
        .statusCode,
    ).toBe(409);
    expect((await as(rudi, 'POST', `/api/chat/c/${a}/messages`, { pesan: 'saya ambil' })).statusCode).toBe(
      403,
    );
    expect((await as(rudi, 'POST', `/api/chat/c/${a}/close`)).statusCode).toBe(403);
    // transfer only to an active agent
    const toCustomer = await as(admin, 'POST', `/api/chat/c/${a}/assign`, { agent_id: users.sinta!.id });
    expect(toCustomer.statusCode).toBe(422);
    expect(toCustomer.json().errors).toHaveProperty('agent_id');
    const moved = await as(admin, 'POST', `/api/chat/c/${a}/assign`, { agent_id: users['agen.rudi']!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().conversation.agent_name).toBe('Rudi CS');
    // Rudi holds one of at most one: a second one is refused
    const full = await as(admin, 'POST', `/api/chat/c/${b}/assign`, { agent_id: users['agen.rudi']!.id });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toHaveProperty('agent_id');
    expect(
      (await as(rudi, 'POST', `/api/chat/c/${a}/messages`, { pesan: 'Garansi 1 tahun, Pak.' })).statusCode,
    ).toBe(200);

    const closed = await as(rudi, 'POST', `/api/chat/c/${a}/close`);
    expect(closed.json().conversation.status).toBe('closed');
    expect((await as(rudi, 'POST', `/api/chat/c/${a}/close`)).statusCode).toBe(422);
    expect((await as(admin, 'POST', `/api/chat/c/${a}/assign`)).statusCode).toBe(422);
    const late = await as(rudi, 'POST', `/api/chat/c/${a}/messages`, { pesan: 'lagi' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toHaveProperty('status');

    // history search finds the closed conversation's message
    const found = await as(rudi, 'GET', '/api/chat/search?q=garansi');
    expect(found.json().records.map((r: { code: string }) => r.code)).toContain(a);
  });

  it('keeps a shared list of canned replies', async () => {
    const added = await as(admin, 'POST', '/api/chat/canned', { title: 'Salam', body: 'Selamat siang!' });
    expect(added.statusCode).toBe(200);
    expect((await as(admin, 'POST', '/api/chat/canned', { title: '' })).json().errors).toHaveProperty(
      'title',
    );
    const list = await as(users['agen.rudi']!.token, 'GET', '/api/chat/canned');
    expect(list.json().records.map((r: { title: string }) => r.title)).toContain('Salam');
    expect((await as(users.yoga!.token, 'GET', '/api/chat/canned')).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `/api/chat/canned/${added.json().record.id}`)).statusCode).toBe(200);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('answers match the core types (packages/core/src/api/chat.ts)', () => {
  const conversationKeys = keysOf<ChatConversation>({
    code: true,
    visitor_name: true,
    visitor_phone: true,
    visitor_email: true,
    customer: true,
    status: true,
    agent_id: true,
    agent_name: true,
    created_at: true,
    last_message_at: true,
    last_message_id: true,
    last_message: true,
    visitor_delivered_id: true,
    visitor_read_id: true,
    agent_delivered_id: true,
    agent_read_id: true,
    unread_agent: true,
    unread_visitor: true,
    closed_at: true,
  });
  const messageKeys = keysOf<ChatMessage>({
    id: true,
    kode_percakapan: true,
    pesan: true,
    lampiran: true,
    pengirim: true,
    nama_pengirim: true,
    dikirim_pada: true,
    dibaca_pada: true,
  });

  it('start, load, send, seen, queue, agents, search and canned replies', async () => {
    const started = await call(
      'POST',
      '/api/chat/start',
      { nama: 'Bu Bentuk', no_hp: '0812-3333-4444', pesan: 'Tanya jadwal servis kulkas' },
      { 'x-ip': '10.9.0.1' },
    );
    expect(started.statusCode, started.body).toBe(200);
    const start = started.json() as ChatStartAnswer;
    expect(keysIn(start)).toEqual(
      keysOf<ChatStartAnswer>({ token: true, conversation: true, messages: true }),
    );
    expect(keysIn(start.conversation)).toEqual(conversationKeys);
    expect(keysIn(start.messages[0])).toEqual(messageKeys);
    const code = start.conversation.code;

    const loaded = (await visitor(start.token!, 'GET', `/api/chat/c/${code}`)).json();
    expect(keysIn(loaded)).toEqual(
      keysOf<ChatConversationAnswer>({ side: true, conversation: true, messages: true }),
    );
    const sent = await visitor(start.token!, 'POST', `/api/chat/c/${code}/messages`, {
      pesan: 'Kulkas 2 pintu',
    });
    expect(keysIn(sent.json())).toEqual(keysOf<ChatSentAnswer>({ message: true, conversation: true }));
    const seen = await visitor(start.token!, 'POST', `/api/chat/c/${code}/seen`, { read: 1 });
    expect(keysIn(seen.json())).toEqual(['conversation']);

    const queue = (await as(admin, 'GET', '/api/chat/queue')).json() as ChatQueueAnswer;
    expect(keysIn(queue)).toEqual(keysOf<ChatQueueAnswer>({ records: true, me: true }));
    expect(keysIn(queue.records[0])).toEqual(conversationKeys);
    const agents = (await as(admin, 'GET', '/api/chat/agents')).json();
    expect(keysIn(agents.records[0])).toEqual(
      keysOf<ChatAgent>({ id: true, name: true, open: true, max: true }),
    );

    const found = (await as(admin, 'GET', '/api/chat/search?q=kulkas')).json();
    expect(found.records.length).toBeGreaterThan(0);
    expect(keysIn(found.records[0])).toEqual(
      keysOf<ChatSearchHit>({
        code: true,
        visitor_name: true,
        status: true,
        id: true,
        pesan: true,
        pengirim: true,
        dikirim_pada: true,
      }),
    );
    expect(typeof found.records[0].dikirim_pada).toBe('string');

    const added = await as(admin, 'POST', '/api/chat/canned', { title: 'Bentuk', body: 'Baik, Bu.' });
    expect(keysIn(added.json())).toEqual(['record']);
    expect(keysIn(added.json().record)).toEqual(keysOf<CannedReply>({ id: true, title: true, body: true }));
    const deleted = await as(admin, 'DELETE', `/api/chat/canned/${added.json().record.id}`);
    expect(deleted.json()).toEqual({ deleted: true });
  });
});
