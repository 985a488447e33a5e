import { describe, expect, it } from 'vitest';
import { useChatWorld } from '../../test/chat-support.ts';
import { CHAT_START_MAX } from './chat.routes.ts';

// Chat: who may read and write a conversation, and the public widget's limits. Realtime delivery, the
// CS console and the answers' shapes: chat-console.api.test.ts (the same world: test/chat-support.ts).

const { ctx, users, call, as, visitor, startVisitor } = useChatWorld();

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
    const read = await as(ctx.admin, 'GET', `/api/chat/c/${v.conversation.code}`);
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
    const fake = await as(ctx.admin, 'POST', `/api/chat/c/${code}/messages`, {
      lampiran: ['javascript:alert(1)'],
    });
    expect(fake.statusCode).toBe(422);
    expect(
      (await visitor(v.token, 'POST', `/api/chat/c/${code}/messages`, { pesan: '   ' })).statusCode,
    ).toBe(422);
  });
});
