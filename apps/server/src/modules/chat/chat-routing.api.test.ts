import type { ChatAvailabilityAnswer, ChatConversation } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChatWorld } from '../../test/chat-support.ts';
import { jakartaMinutes, withinHours } from './chat.routing.ts';

// Automatic assignment (round robin among agents online, within hours, below their limit), tickets
// outside working hours, the bell, and the rating after close. The world: test/chat-support.ts.

const { ctx, users, as, visitor, startVisitor, connect, addLogin } = useChatWorld();

/** Waits for an async condition, failing after 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const online = async (id: number) =>
  (await ctx.database.query('SELECT 1 FROM chat_agent_presence WHERE agent_id = $1', [id])).length > 0;

/** The hour in Jakarta now (UTC+7), computed apart from the server's code. */
const jakartaHour = () => (new Date().getUTCHours() + 7) % 24;
const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;

async function addAgent(username: string, name: string, max: number) {
  await addLogin(username, 'pemasaran', ['home', 'rchatadmin/admincs']);
  const row = await as(ctx.admin, 'POST', '/api/rchatadmin/add', {
    id_agen: users[username]!.id,
    nama_tampilan: name,
    kanal: 'Website',
    maks_percakapan: max,
    status: 'Active',
  });
  expect(row.statusCode, row.body).toBe(200);
}

/** Every active agent row gets these hours (through the resource, as an admin would). */
async function setHours(from: string | null, to: string | null) {
  const rows = await ctx.database.query<{ id: number }>("SELECT id FROM rchatadmin WHERE status = 'Active'");
  for (const { id } of rows) {
    const edited = await as(ctx.admin, 'PUT', `/api/rchatadmin/edit/${id}`, {
      jam_mulai: from,
      jam_selesai: to,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  }
}

const start = async (name: string, ip: string) =>
  (await startVisitor(name, ip, `Halo, saya ${name}`)) as unknown as {
    token: string;
    conversation: ChatConversation;
  };

beforeAll(async () => {
  // added in this order, so ani's login id is below budi's
  await addAgent('agen.ani', 'Ani CS', 2);
  await addAgent('agen.budi', 'Budi CS', 1);
}, 60_000);

describe('working hours (Asia/Jakarta)', () => {
  it('reads Jakarta time and wraps a shift past midnight', () => {
    // 01:30 UTC is 08:30 in Jakarta; 20:00 UTC is 03:00 the next day
    expect(jakartaMinutes(new Date('2026-11-30T01:30:00Z'))).toBe(8 * 60 + 30);
    expect(jakartaMinutes(new Date('2026-11-30T20:00:00Z'))).toBe(3 * 60);
    expect(withinHours('08:00:00', '17:00:00', 8 * 60)).toBe(true);
    expect(withinHours('08:00', '17:00', 17 * 60)).toBe(false);
    expect(withinHours('08:00', '17:00', 7 * 60 + 59)).toBe(false);
    expect(withinHours('22:00', '06:00', 23 * 60)).toBe(true);
    expect(withinHours('22:00', '06:00', 5 * 60)).toBe(true);
    expect(withinHours('22:00', '06:00', 12 * 60)).toBe(false);
    expect(withinHours(null, null, 3 * 60)).toBe(true);
  });
});

describe('automatic assignment', () => {
  it('gives new conversations to agents online in round robin, below their limit; nobody free leaves it queued', async () => {
    const ani = users['agen.ani']!;
    const budi = users['agen.budi']!;
    const rudi = users['agen.rudi']!;
    expect(ani.id).toBeLessThan(budi.id);
    const aniSocket = await connect(`bearer.${ani.token}`);
    const budiSocket = await connect(`bearer.${budi.token}`);
    await eventually(async () => (await online(ani.id)) && (await online(budi.id)));
    expect(await online(rudi.id)).toBe(false);

    // by hand: nobody was given one yet, so the lowest login id first (Ani), then Budi, then the one
    // given longest ago (Ani again, 2 of 2); Budi is full (1 of 1), Ani is full: D stays in the queue
    const a = await start('Arif', '10.9.0.1');
    expect(a.conversation.agent_name).toBe('Ani CS');
    const b = await start('Bayu', '10.9.0.2');
    expect(b.conversation.agent_name).toBe('Budi CS');
    const c = await start('Citra', '10.9.0.3');
    expect(c.conversation.agent_name).toBe('Ani CS');
    const d = await start('Dodi', '10.9.0.4');
    expect(d.conversation.agent_id).toBeNull();
    expect(d.conversation.ticket).toBe(false);

    // the agent is told as before: the first message reaches the agents' topic with its holder
    await eventually(async () =>
      aniSocket.events.some(
        (e) =>
          e.type === 'chat.message' &&
          (e.data as { conversation: ChatConversation }).conversation.code === a.conversation.code &&
          (e.data as { conversation: ChatConversation }).conversation.agent_id === ani.id,
      ),
    );
    // the bell: the assigned agent alone; an unassigned one rings every agent (and the admin)
    const bell = async (code: string) =>
      (
        await ctx.database.query<{ id_penerima: number; judul: string }>(
          'SELECT id_penerima, judul FROM rnotifikasi WHERE link LIKE $1 ORDER BY id_penerima',
          [`%${code}`],
        )
      ).map((n) => n.id_penerima);
    expect(await bell(a.conversation.code)).toEqual([ani.id]);
    expect(await bell(b.conversation.code)).toEqual([budi.id]);
    const everyone = await bell(d.conversation.code);
    expect(everyone).toEqual(expect.arrayContaining([ani.id, budi.id, rudi.id]));

    // Budi closes B: a place is free again, and Budi was given one longer ago than Ani
    expect((await as(budi.token, 'POST', `/api/chat/c/${b.conversation.code}/close`)).statusCode).toBe(200);
    const e = await start('Eka', '10.9.0.5');
    expect(e.conversation.agent_name).toBe('Budi CS');

    // Rudi comes online (never given one): next in line; once his socket closes he is offline again
    const rudiSocket = await connect(`bearer.${rudi.token}`);
    await eventually(() => online(rudi.id));
    const f = await start('Fajar', '10.9.0.6');
    expect(f.conversation.agent_name).toBe('Rudi CS');
    for (const s of [aniSocket, budiSocket, rudiSocket]) s.socket.close();
    await eventually(async () => !(await online(rudi.id)) && !(await online(budi.id)));
    // nobody online: the next one waits in the queue
    expect((await start('Gita', '10.9.0.7')).conversation.agent_id).toBeNull();
    // the held ones are in the holders' queues
    const mine = (await as(ani.token, 'GET', '/api/chat/queue?who=mine')).json()
      .records as ChatConversation[];
    expect(mine.map((x) => x.code).sort()).toEqual([a.conversation.code, c.conversation.code].sort());
  });
});

describe('working hours and tickets', () => {
  it('outside every agent’s hours the widget is closed with the hours, and a start is a ticket for all', async () => {
    const budi = users['agen.budi']!;
    // Budi's place is freed (he may hold one from the round robin above)
    for (const held of (await as(budi.token, 'GET', '/api/chat/queue?who=mine')).json()
      .records as ChatConversation[])
      expect((await as(budi.token, 'POST', `/api/chat/c/${held.code}/close`)).statusCode).toBe(200);
    const socket = await connect(`bearer.${budi.token}`);
    await eventually(() => online(budi.id));
    const h = jakartaHour();
    // three to five hours from now: now is outside
    await setHours(hh(h + 3), hh(h + 5));
    const closed = (await as(ctx.admin, 'GET', '/api/chat/availability')).json() as ChatAvailabilityAnswer;
    expect(closed).toEqual({ open: false, hours: [{ from: hh(h + 3), to: hh(h + 5) }] });

    const t = await start('Hana', '10.9.1.1');
    expect(t.conversation.ticket).toBe(true);
    expect(t.conversation.agent_id).toBeNull();
    const [notice] = await ctx.database.query<{ judul: string }>(
      'SELECT judul FROM rnotifikasi WHERE link LIKE $1 LIMIT 1',
      [`%${t.conversation.code}`],
    );
    expect(notice!.judul).toBe('Tiket baru dari Hana');
    // the ticket waits in the queue; an agent takes it in their hours
    const queue = (await as(budi.token, 'GET', '/api/chat/queue?who=unassigned')).json()
      .records as ChatConversation[];
    expect(queue.find((x) => x.code === t.conversation.code)?.ticket).toBe(true);

    // an hour ago to two hours on: now is within, and Budi (online, free) is given the next one
    await setHours(hh(h - 1), hh(h + 2));
    const open = (await as(ctx.admin, 'GET', '/api/chat/availability')).json() as ChatAvailabilityAnswer;
    expect(open.open).toBe(true);
    const next = await start('Indra', '10.9.1.2');
    expect(next.conversation.ticket).toBe(false);
    expect(next.conversation.agent_id).toBe(budi.id);
    socket.socket.close();
    await setHours(null, null);
  });
});

describe('rating after close', () => {
  it('takes 1–5 from the visitor or customer once the conversation is closed, once', async () => {
    const v = await start('Joko', '10.9.2.1');
    const code = v.conversation.code;
    const rate = (body: object, token = v.token) =>
      visitor(token, 'POST', `/api/chat/c/${code}/rating`, body);
    const open = await rate({ rating: 5 });
    expect(open.statusCode).toBe(422);
    expect(open.json().errors).toHaveProperty('status');
    expect((await as(ctx.admin, 'POST', `/api/chat/c/${code}/close`)).statusCode).toBe(200);

    for (const bad of [0, 6, 2.5, 'lima', null]) {
      const answer = await rate({ rating: bad });
      expect([bad, answer.statusCode]).toEqual([bad, 422]);
      expect(answer.json().errors).toHaveProperty('rating');
    }
    // an agent does not rate; another visitor's token does not reach it
    expect((await as(ctx.admin, 'POST', `/api/chat/c/${code}/rating`, { rating: 5 })).statusCode).toBe(403);
    const other = await start('Kiki', '10.9.2.2');
    expect((await rate({ rating: 5 }, other.token)).statusCode).toBe(404);
    const [stored] = await ctx.database.query('SELECT rating FROM chat_conversations WHERE code = $1', [
      code,
    ]);
    expect(stored).toEqual({ rating: null });

    const rated = await rate({ rating: 4, comment: '  Cepat dan ramah  ' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().conversation).toMatchObject({ rating: 4, rating_comment: 'Cepat dan ramah' });
    const again = await rate({ rating: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('rating');
    // the console's queue shows it
    const closed = (await as(ctx.admin, 'GET', '/api/chat/queue?status=closed')).json()
      .records as ChatConversation[];
    expect(closed.find((x) => x.code === code)).toMatchObject({ rating: 4 });

    // a signed-in customer rates their own; another customer gets the 404 of a code that is not there
    const sinta = users.sinta!.token;
    const mine = await as(sinta, 'POST', '/api/chat/start', { pesan: 'Tanya tagihan' });
    const own = mine.json().conversation.code as string;
    expect((await as(ctx.admin, 'POST', `/api/chat/c/${own}/close`)).statusCode).toBe(200);
    expect((await as(users.yoga!.token, 'POST', `/api/chat/c/${own}/rating`, { rating: 3 })).statusCode).toBe(
      404,
    );
    const hers = await as(sinta, 'POST', `/api/chat/c/${own}/rating`, { rating: 5 });
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().conversation.rating).toBe(5);
  });
});

describe('"Jadikan pekerjaan"', () => {
  it('makes a job of a conversation for an agent who may add jobs, with the customer when known, once', async () => {
    const v = await start('Lukman', '10.9.3.1');
    const code = v.conversation.code;
    // an agent without the right to add jobs, and a customer, are refused by the declaration
    expect((await as(users['agen.rudi']!.token, 'POST', `/api/chat/c/${code}/job`)).statusCode).toBe(403);
    expect((await as(users.sinta!.token, 'POST', `/api/chat/c/${code}/job`)).statusCode).toBe(403);
    const [none] = await ctx.database.query('SELECT count(*)::int AS n FROM rpekerjaan');

    // a visitor unknown to the accounts: a new customer account from what they gave
    const made = await as(ctx.admin, 'POST', `/api/chat/c/${code}/job`);
    expect(made.statusCode, made.body).toBe(200);
    const { job, conversation } = made.json() as {
      job: { id: number; nama_pekerjaan: string; id_akun: number };
      conversation: ChatConversation;
    };
    expect(job.nama_pekerjaan).toBe('Chat Lukman: Halo, saya Lukman');
    expect(conversation.job_id).toBe(job.id);
    const [row] = await ctx.database.query<Record<string, unknown>>(
      `SELECT p.status, p.tanggal_mulai::text AS tanggal_mulai, a.nama, a.jenis_akun, a.no_hp
         FROM rpekerjaan p JOIN akun a ON a.id = p.id_akun WHERE p.id = $1`,
      [job.id],
    );
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(row).toMatchObject({
      status: 'On Going',
      tanggal_mulai: today,
      nama: 'Lukman',
      jenis_akun: 'Pelanggan',
    });
    const again = await as(ctx.admin, 'POST', `/api/chat/c/${code}/job`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('status');
    const [after] = await ctx.database.query('SELECT count(*)::int AS n FROM rpekerjaan');
    expect(after).toEqual({ n: (none as { n: number }).n + 1 });

    // a signed-in customer with an account: the job is theirs
    const account = await as(ctx.admin, 'POST', '/api/akun/add', {
      nama: 'Sinta Maharani',
      jenis_akun: 'Pelanggan',
      id_login: users.sinta!.id,
    });
    expect(account.statusCode, account.body).toBe(200);
    const hers = await as(users.sinta!.token, 'POST', '/api/chat/start', {
      pesan: 'Pasang AC 2 unit\nlantai 2',
    });
    const herCode = hers.json().conversation.code as string;
    const herJob = await as(ctx.admin, 'POST', `/api/chat/c/${herCode}/job`);
    expect(herJob.statusCode, herJob.body).toBe(200);
    expect(herJob.json().job).toMatchObject({
      id_akun: Number(account.json().record.id),
      nama_pekerjaan: `Chat ${hers.json().conversation.visitor_name}: Pasang AC 2 unit`,
    });
  });
});
