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
import { describe, expect, it } from 'vitest';
import { useChatWorld } from '../../test/chat-support.ts';

// Chat: realtime delivery and catch-up, the CS console, and the answers against the core types. Who may
// read and write, and the widget's limits: chat.api.test.ts (the same world: test/chat-support.ts).

const { ctx, users, call, as, visitor, startVisitor, connect, until } = useChatWorld();

describe('realtime delivery and catch-up', () => {
  it('pushes messages to the visitor socket; after a drop, the catch-up by last id returns the rest in order, once', async () => {
    const v = await startVisitor('Ani', '10.2.0.1', 'Halo CS');
    const code = v.conversation.code;
    const agentSocket = await connect(`bearer.${ctx.admin}`);
    const first = await connect(`chat.${v.token}`);
    // a made-up guest token is refused before the upgrade
    await expect(connect('chat.tidak-ada-token-seperti-ini-000')).rejects.toThrow(/401/);

    const reply = await as(ctx.admin, 'POST', `/api/chat/c/${code}/messages`, {
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
      expect((await as(ctx.admin, 'POST', `/api/chat/c/${code}/messages`, { pesan: text })).statusCode).toBe(
        200,
      );
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

    expect(
      (await as(ctx.admin, 'POST', `/api/chat/c/${a}/assign`)).json().conversation.agent_name,
    ).toBeTruthy();
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
    const toCustomer = await as(ctx.admin, 'POST', `/api/chat/c/${a}/assign`, { agent_id: users.sinta!.id });
    expect(toCustomer.statusCode).toBe(422);
    expect(toCustomer.json().errors).toHaveProperty('agent_id');
    const moved = await as(ctx.admin, 'POST', `/api/chat/c/${a}/assign`, {
      agent_id: users['agen.rudi']!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().conversation.agent_name).toBe('Rudi CS');
    // Rudi holds one of at most one: a second one is refused
    const full = await as(ctx.admin, 'POST', `/api/chat/c/${b}/assign`, { agent_id: users['agen.rudi']!.id });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toHaveProperty('agent_id');
    expect(
      (await as(rudi, 'POST', `/api/chat/c/${a}/messages`, { pesan: 'Garansi 1 tahun, Pak.' })).statusCode,
    ).toBe(200);

    const closed = await as(rudi, 'POST', `/api/chat/c/${a}/close`);
    expect(closed.json().conversation.status).toBe('closed');
    expect((await as(rudi, 'POST', `/api/chat/c/${a}/close`)).statusCode).toBe(422);
    expect((await as(ctx.admin, 'POST', `/api/chat/c/${a}/assign`)).statusCode).toBe(422);
    const late = await as(rudi, 'POST', `/api/chat/c/${a}/messages`, { pesan: 'lagi' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toHaveProperty('status');

    // history search finds the closed conversation's message
    const found = await as(rudi, 'GET', '/api/chat/search?q=garansi');
    expect(found.json().records.map((r: { code: string }) => r.code)).toContain(a);
  });

  it('keeps a shared list of canned replies', async () => {
    const added = await as(ctx.admin, 'POST', '/api/chat/canned', { title: 'Salam', body: 'Selamat siang!' });
    expect(added.statusCode).toBe(200);
    expect((await as(ctx.admin, 'POST', '/api/chat/canned', { title: '' })).json().errors).toHaveProperty(
      'title',
    );
    const list = await as(users['agen.rudi']!.token, 'GET', '/api/chat/canned');
    expect(list.json().records.map((r: { title: string }) => r.title)).toContain('Salam');
    expect((await as(users.yoga!.token, 'GET', '/api/chat/canned')).statusCode).toBe(403);
    expect((await as(ctx.admin, 'DELETE', `/api/chat/canned/${added.json().record.id}`)).statusCode).toBe(
      200,
    );
  });
});

// docs/chat.md: the console is an agent's, the admin or a login with an active rchatadmin row, holding a
// console page (the `agent` access kind): the page without the row is a 404, as a console not there.
describe('who reaches the console', () => {
  it('a console page without an agent row answers 404; with an active row, the console answers', async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM roles WHERE role_name = 'pemasaran'",
    );
    const password = 'Calon-Agen-Kuat-Pass-9';
    const added = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
      username: 'calon.agen',
      email: 'calon.agen@example.test',
      password,
      password_confirmation: password,
      user_role_id: role!.id,
      status: 'Active',
    });
    expect(added.statusCode, added.body).toBe(200);
    const token = await ctx.login('calon.agen', password);
    for (const path of ['/api/chat/queue', '/api/chat/agents', '/api/chat/canned'])
      expect([path, (await as(token, 'GET', path)).statusCode]).toEqual([path, 404]);

    const row = await as(ctx.admin, 'POST', '/api/rchatadmin/add', {
      id_agen: Number(added.json().record.id),
      nama_tampilan: 'Calon CS',
      kanal: 'Website',
      status: 'Active',
    });
    expect(row.statusCode, row.body).toBe(200);
    for (const path of ['/api/chat/queue', '/api/chat/agents', '/api/chat/canned'])
      expect([path, (await as(token, 'GET', path)).statusCode]).toEqual([path, 200]);
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
    ticket: true,
    rating: true,
    rating_comment: true,
    job_id: true,
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

    const queue = (await as(ctx.admin, 'GET', '/api/chat/queue')).json() as ChatQueueAnswer;
    expect(keysIn(queue)).toEqual(keysOf<ChatQueueAnswer>({ records: true, me: true }));
    expect(keysIn(queue.records[0])).toEqual(conversationKeys);
    const agents = (await as(ctx.admin, 'GET', '/api/chat/agents')).json();
    expect(keysIn(agents.records[0])).toEqual(
      keysOf<ChatAgent>({ id: true, name: true, open: true, max: true }),
    );

    const found = (await as(ctx.admin, 'GET', '/api/chat/search?q=kulkas')).json();
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

    const added = await as(ctx.admin, 'POST', '/api/chat/canned', { title: 'Bentuk', body: 'Baik, Bu.' });
    expect(keysIn(added.json())).toEqual(['record']);
    expect(keysIn(added.json().record)).toEqual(keysOf<CannedReply>({ id: true, title: true, body: true }));
    const deleted = await as(ctx.admin, 'DELETE', `/api/chat/canned/${added.json().record.id}`);
    expect(deleted.json()).toEqual({ deleted: true });
  });
});
