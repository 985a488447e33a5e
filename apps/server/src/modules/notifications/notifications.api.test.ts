import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { useTestApp } from '../../test/fixture.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
} from '../../test/helpers.ts';
import { connectRealtime } from '../../test/realtime-client.ts';
import type { DomainModule } from '../resources/domain-module.ts';
import { notify } from './notifications.service.ts';

// A fixture domain that notifies the technician whenever a `tes` record is added, and refuses `batal`.
const notifying: DomainModule = {
  name: 'notifying',
  hooks: {
    tes: {
      afterAdd: async (ctx, record) => {
        const [tek] = await ctx.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
        await notify(ctx, {
          to: [tek!.id],
          judul: `Tugas baru: ${record.nama}`,
          link: `/tes/view/${record.id}`,
          jenis: 'Tugas',
        });
        if (record.nama === 'batal') throw new ValidationError({ nama: ['dibatalkan'] });
      },
    },
  },
};

/** The signed-in channel of a token. */
const connect = (base: string, token: string) => connectRealtime(base, `bearer.${token}`);

let url: string;

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'], modules: [notifying] });
const { as } = ctx;
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('the realtime channel', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect(url, 'not-a-token')).rejects.toThrow(/401/);
  });

  it('pushes a notice written in a domain write to its recipient, after the commit, with the unread count', async () => {
    const tech = await connect(url, ctx.teknisi);
    await tech.next('ready');
    const pushed = tech.next('notification');
    expect((await as(ctx.admin, 'POST', '/api/tes/add', { nama: 'pasang AC' })).statusCode).toBe(200);
    const event = await pushed;
    // the frame says which notice arrived, never its text: the bell reads that through its reader's view
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM rnotifikasi WHERE judul = 'Tugas baru: pasang AC'",
    );
    expect(event.data).toMatchObject({ notification: { id: row!.id, jenis: 'Tugas' }, unread: 1 });
    expect(event.data?.notification).not.toHaveProperty('judul');
    tech.socket.close();
  });

  it('a write that rolls back notifies no one', async () => {
    const tech = await connect(url, ctx.teknisi);
    await tech.next('ready');
    expect((await as(ctx.admin, 'POST', '/api/tes/add', { nama: 'batal' })).statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 300));
    expect(tech.events.filter((e) => e.type === 'notification')).toEqual([]);
    expect(
      await ctx.database.query("SELECT 1 FROM rnotifikasi WHERE judul = 'Tugas baru: batal'"),
    ).toHaveLength(0);
    tech.socket.close();
  });
});

describe('the bell', () => {
  it('lists only one’s own notices, marks one and then all read, and pushes the new count', async () => {
    await as(ctx.admin, 'POST', '/api/tes/add', { nama: 'servis kulkas' });
    const mine = (await as(ctx.teknisi, 'GET', '/api/rnotifikasi/mine')).json();
    expect(mine.unread).toBe(2);
    expect(mine.records[0].judul).toBe('Tugas baru: servis kulkas');
    expect((await as(ctx.admin, 'GET', '/api/rnotifikasi/mine')).json()).toEqual({ records: [], unread: 0 });
    // another user cannot mark the technician's notice
    expect((await as(ctx.admin, 'POST', `/api/rnotifikasi/read/${mine.records[0].id}`)).json()).toEqual({
      unread: 0,
    });
    const tech = await connect(url, ctx.teknisi);
    await tech.next('ready');
    const count = tech.next('notification-count');
    expect((await as(ctx.teknisi, 'POST', `/api/rnotifikasi/read/${mine.records[0].id}`)).json()).toEqual({
      unread: 1,
    });
    expect((await count).data?.unread).toBe(1);
    expect((await as(ctx.teknisi, 'POST', '/api/rnotifikasi/readall')).json()).toEqual({ unread: 0 });
    tech.socket.close();
  });

  it('a notice the admin writes through the form is sent when written, and shows with that time', async () => {
    const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
    const before = Date.now();
    const added = await as(ctx.admin, 'POST', '/api/rnotifikasi/add', {
      id_penerima: tek!.id,
      judul: 'Rapat pagi',
    });
    expect(added.statusCode).toBe(200);
    const sent = Date.parse(added.json().record.dikirim_pada);
    expect(sent).toBeGreaterThanOrEqual(before - 1000);
    const mine = (await as(ctx.teknisi, 'GET', '/api/rnotifikasi/mine')).json();
    expect(mine.records[0]).toMatchObject({ judul: 'Rapat pagi', dibaca_pada: null });
    expect(Date.parse(mine.records[0].dikirim_pada)).toBe(sent);
  });
});

describe.runIf(process.env.REDIS_URL)('the realtime channel across instances (REDIS_URL)', () => {
  it('a notice raised on instance A reaches a user connected to instance B', async () => {
    const prefix = `kantor-test-${randomBytes(4).toString('hex')}:`;
    const a = await createTestApp(
      { redisUrl: process.env.REDIS_URL, redisPrefix: prefix },
      { modules: [notifying] },
    );
    const b = await createTestApp({ redisUrl: process.env.REDIS_URL, redisPrefix: prefix });
    try {
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const techOnB = await connect(urlB, await login(b.app, 'teknisi', TEST_TEKNISI_PASSWORD));
      await techOnB.next('ready');
      const pushed = techOnB.next('notification');
      const adminA = await login(a.app, 'admin', TEST_ADMIN_PASSWORD);
      await a.app.inject({
        method: 'POST',
        url: '/api/tes/add',
        payload: { nama: 'lintas instance' },
        headers: { authorization: `Bearer ${adminA}` },
      });
      const [row] = await a.database.query<{ id: number }>(
        "SELECT id FROM rnotifikasi WHERE judul = 'Tugas baru: lintas instance'",
      );
      expect((await pushed).data?.notification).toMatchObject({ id: row!.id });
      techOnB.socket.close();
    } finally {
      await closeTestApp(a);
      await closeTestApp(b);
    }
  });
});
