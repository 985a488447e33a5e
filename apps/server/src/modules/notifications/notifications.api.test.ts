import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ValidationError } from '../../errors.ts';
import { REALTIME_PROTOCOL } from '../../plugins/realtime.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';
import type { DomainModule } from '../resources/hooks.ts';
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

type Event = { type: string; data?: { unread?: number; notification?: { judul: string } } };

/** A browser-like client of the realtime channel: the token rides in the subprotocol list. */
function connect(
  base: string,
  token: string,
): Promise<{ socket: WebSocket; events: Event[]; next: (type: string) => Promise<Event> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, [
      REALTIME_PROTOCOL,
      `bearer.${token}`,
    ]);
    const events: Event[] = [];
    const taken = new Set<Event>();
    let wake: (() => void) | null = null;
    socket.on('message', (raw) => {
      events.push(JSON.parse(String(raw)) as Event);
      wake?.();
    });
    /** The first event of a type not taken yet, now or when it arrives. */
    const next = async (type: string) => {
      const deadline = Date.now() + 5000;
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
    socket.on('open', () => resolve({ socket, events, next }));
  });
}

let ctx: TestContext;
let url: string;
let admin: string;
let teknisi: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { modules: [notifying] });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

const as = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({ method, url: path, payload, headers: { authorization: `Bearer ${token}` } });

describe('the realtime channel', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect(url, 'not-a-token')).rejects.toThrow(/401/);
  });

  it('pushes a notice written in a domain write to its recipient, after the commit, with the unread count', async () => {
    const tech = await connect(url, teknisi);
    await tech.next('ready');
    const pushed = tech.next('notification');
    expect((await as(admin, 'POST', '/api/tes/add', { nama: 'pasang AC' })).statusCode).toBe(200);
    const event = await pushed;
    expect(event.data?.notification?.judul).toBe('Tugas baru: pasang AC');
    expect(event.data?.unread).toBe(1);
    tech.socket.close();
  });

  it('a write that rolls back notifies no one', async () => {
    const tech = await connect(url, teknisi);
    await tech.next('ready');
    expect((await as(admin, 'POST', '/api/tes/add', { nama: 'batal' })).statusCode).toBe(422);
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
    await as(admin, 'POST', '/api/tes/add', { nama: 'servis kulkas' });
    const mine = (await as(teknisi, 'GET', '/api/rnotifikasi/mine')).json();
    expect(mine.unread).toBe(2);
    expect(mine.records[0].judul).toBe('Tugas baru: servis kulkas');
    expect((await as(admin, 'GET', '/api/rnotifikasi/mine')).json()).toEqual({ records: [], unread: 0 });
    // another user cannot mark the technician's notice
    expect((await as(admin, 'POST', `/api/rnotifikasi/read/${mine.records[0].id}`)).json()).toEqual({
      unread: 0,
    });
    const tech = await connect(url, teknisi);
    await tech.next('ready');
    const count = tech.next('notification-count');
    expect((await as(teknisi, 'POST', `/api/rnotifikasi/read/${mine.records[0].id}`)).json()).toEqual({
      unread: 1,
    });
    expect((await count).data?.unread).toBe(1);
    expect((await as(teknisi, 'POST', '/api/rnotifikasi/readall')).json()).toEqual({ unread: 0 });
    tech.socket.close();
  });

  it('a notice the admin writes through the form is sent when written, and shows with that time', async () => {
    const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
    const before = Date.now();
    const added = await as(admin, 'POST', '/api/rnotifikasi/add', {
      id_penerima: tek!.id,
      judul: 'Rapat pagi',
    });
    expect(added.statusCode).toBe(200);
    const sent = Date.parse(added.json().record.dikirim_pada);
    expect(sent).toBeGreaterThanOrEqual(before - 1000);
    const mine = (await as(teknisi, 'GET', '/api/rnotifikasi/mine')).json();
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
      expect((await pushed).data?.notification?.judul).toBe('Tugas baru: lintas instance');
      techOnB.socket.close();
    } finally {
      await closeTestApp(a);
      await closeTestApp(b);
    }
  });
});
