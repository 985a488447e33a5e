import {
  addDays,
  nextDueDate,
  type RootCauseCount,
  type RootCauseCounts,
  type ScheduleList,
  type ScheduleRow,
  ticketPeriod,
  USER_ROLE_IDS,
  type VisitJobAnswer,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useScheduleWorld } from '../../test/schedules-support.ts';

// Maintenance schedules: ticket numbers, the PM list, a visit made a job, root causes, hidden columns
// and access. The world: test/schedules-support.ts.

const { ctx, today, ids, as, add, schedule, ticketRow, jobCount } = useScheduleWorld();

describe('ticket numbers', () => {
  it('numbers a ticket left without one by month, and keeps one typed in', async () => {
    const period = ticketPeriod('2030-05-20');
    const first = await add('cmumt', {
      tanggal: '2030-05-20T09:00:00+07:00',
      lokasi: 'Lobi',
      keluhan: 'AC menetes',
    });
    const second = await add('cmumt', {
      tanggal: '2030-05-21T09:00:00+07:00',
      lokasi: 'Lobi',
      keluhan: 'Bising',
    });
    expect(first.no_tiket).toBe(`${period}-0001`);
    expect(second.no_tiket).toBe(`${period}-0002`);
    // a number typed by hand is kept, and the counter skips it when it comes round
    const typed = await add('cmumt', {
      no_tiket: `${period}-0003`,
      tanggal: '2030-05-22T09:00:00+07:00',
      lokasi: 'Dapur',
      keluhan: 'MCB turun',
    });
    expect(typed.no_tiket).toBe(`${period}-0003`);
    const next = await add('cmumt', {
      tanggal: '2030-05-23T09:00:00+07:00',
      lokasi: 'Dapur',
      keluhan: 'Lagi',
    });
    expect(next.no_tiket).toBe(`${period}-0004`);
    // a ticket of the next month starts again at 0001
    const january = await add('cmumt', {
      tanggal: '2030-06-02T09:00:00+07:00',
      lokasi: 'Gudang',
      keluhan: 'X',
    });
    expect(january.no_tiket).toBe('TKT-3006-0001');
  });

  it('refuses clearing a number, and a schedule without its next visit', async () => {
    const cleared = await as(ctx.admin, 'PUT', `/api/cmumt/edit/${ids.soon}`, { no_tiket: '' });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.no_tiket).toBeDefined();
    const noDate = await as(ctx.admin, 'POST', '/api/cmumt/add', {
      tanggal: `${today}T08:00:00+07:00`,
      jenis: 'Preventive',
      lokasi: 'Atap',
      keluhan: 'Perawatan',
      interval_hari: 30,
    });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.jadwal_berikutnya).toBeDefined();
  });
});

describe('GET /api/cmumt/pm', () => {
  it('lists the schedules overdue first, then due soon, then later, with the days until each', async () => {
    const response = await as(ctx.admin, 'GET', '/api/cmumt/pm');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.today).toBe(today);
    expect(body.until).toBe(addDays(today, 7));
    expect(body.counts).toEqual({ overdue: 1, soon: 1, later: 1 });
    expect(body.records.map((r: { id: number }) => r.id)).toEqual([ids.overdue, ids.soon, ids.later]);
    expect(body.records.map((r: { group: string; days: number }) => [r.group, r.days])).toEqual([
      ['overdue', -5],
      ['soon', 3],
      ['later', 40],
    ]);
    expect(body.records[0]).toMatchObject({
      aset: 'AC Split 2 PK',
      id_akun_label: 'Hotel Griya Asri',
      id_teknisi_label: 'Budi Santoso',
      interval_hari: 30,
    });
  });

  it('counts as due soon whatever falls on or before `sampai`', async () => {
    const wide = (await as(ctx.admin, 'GET', `/api/cmumt/pm?sampai=${addDays(today, 60)}`)).json();
    expect(wide.counts).toEqual({ overdue: 1, soon: 2, later: 0 });
    const bad = await as(ctx.admin, 'GET', '/api/cmumt/pm?sampai=besok');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sampai).toBeDefined();
  });
});

describe('POST /api/cmumt/pm/:id/jadikan-pekerjaan', () => {
  it('makes the overdue visit a job for the customer and moves the schedule into the future', async () => {
    const due = addDays(today, -5);
    const response = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ids.overdue}/jadikan-pekerjaan`, {
      jadwal: due,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { record, schedule: moved } = response.json();
    expect(record).toMatchObject({
      nama_pekerjaan: 'Perawatan berkala: AC Split 2 PK — Ruang server',
      id_akun: ids.customer,
      id_teknisi: ids.tech,
      alamat: 'Jl. Dago No. 88',
      id_desa: '11.01.01.2001',
      tanggal_mulai: today,
      status: 'On Going',
    });
    expect(record.kode_lacak).toMatch(/^KTR-/);
    const next = nextDueDate(due, 30, today);
    expect(next > today).toBe(true);
    expect(moved.jadwal_berikutnya).toBe(next);
    expect(await ticketRow(ids.overdue)).toEqual({
      jadwal_berikutnya: next,
      id_pekerjaan: Number(record.id),
    });
    ids.job = Number(record.id);
  });

  it('refuses the same visit a second time with the job it already became', async () => {
    const before = await jobCount();
    const again = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ids.overdue}/jadikan-pekerjaan`, {
      jadwal: addDays(today, -5),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().id_pekerjaan).toBe(ids.job);
    expect(again.json().message).toContain('already a job');
    expect(await jobCount()).toBe(before);
  });

  it('starts a visit due later on its day, and refuses a date that is not the next visit', async () => {
    const stale = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ids.soon}/jadikan-pekerjaan`, {
      jadwal: addDays(today, 10),
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.jadwal[0]).toContain(addDays(today, 3));
    const missing = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ids.soon}/jadikan-pekerjaan`, {});
    expect(missing.statusCode).toBe(422);
    // garbage is a 422 naming each field, never a 500 (the declaration's schema, api/routes/maintenance.ts)
    const url = `/api/cmumt/pm/${ids.soon}/jadikan-pekerjaan`;
    for (const [payload, fields] of [
      [[], ['jadwal']],
      [{ jadwal: 20260101, id_type: 'satu' }, ['id_type', 'jadwal']],
      [{ jadwal: `${addDays(today, 3)}x`, id_type: true }, ['id_type', 'jadwal']],
      [{ jadwal: addDays(today, 3), id_type: 0 }, ['id_type']],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(fields);
    }
    const done = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ids.soon}/jadikan-pekerjaan`, {
      jadwal: addDays(today, 3),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().record.tanggal_mulai).toBe(addDays(today, 3));
    expect(done.json().schedule.jadwal_berikutnya).toBe(addDays(today, 17));
  });

  it('refuses a ticket that is not a schedule, and an unknown one', async () => {
    const [corrective] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM cmumt WHERE aset = 'Genset'",
    );
    const refused = await as(ctx.admin, 'POST', `/api/cmumt/pm/${corrective!.id}/jadikan-pekerjaan`, {
      jadwal: addDays(today, 1),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.jenis).toBeDefined();
    const unknown = await as(ctx.admin, 'POST', '/api/cmumt/pm/999999/jadikan-pekerjaan', { jadwal: today });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/cmumt/rootcause', () => {
  it('counts the tickets of a period per root cause and per segment', async () => {
    const segment = Number(
      (await add('segmentumtinfo', { nama_segment: 'Pendingin', jenis: 'Grup Aset' })).id,
    );
    const cause = (kode: string, nama: string) =>
      add('rootcauseumt', {
        kode_penyebab: kode,
        nama_penyebab: nama,
        kategori: 'Mekanik',
        status: 'Active',
      });
    const dirty = Number((await cause('RC-01', 'Filter kotor')).id);
    const freon = Number((await cause('RC-02', 'Freon bocor')).id);
    const ticket = (day: string, id_rootcause: number | null, extra: object = {}) =>
      add('cmumt', {
        tanggal: `${day}T10:00:00+07:00`,
        lokasi: 'Kamar',
        keluhan: 'AC tidak dingin',
        id_rootcause,
        id_segment: segment,
        ...extra,
      });
    await ticket('2025-03-02', dirty);
    await ticket('2025-03-05', dirty);
    await ticket('2025-03-09', freon);
    await ticket('2025-03-10', null, { id_segment: null });
    await ticket('2025-03-11', freon, { status: 'Cancel' }); // cancelled: left out
    await ticket('2025-04-01', freon); // after the period
    // 1 March 00:30 in Jakarta is still 28 February in UTC: counted by the business's day
    await add('cmumt', {
      tanggal: '2025-03-01T00:30:00+07:00',
      lokasi: 'Lobi',
      keluhan: 'Bising',
      id_rootcause: dirty,
    });
    const response = await as(ctx.admin, 'GET', '/api/cmumt/rootcause?dari=2025-03-01&sampai=2025-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(body.rootCauses.map((c: { kode: string | null; jumlah: number }) => [c.kode, c.jumlah])).toEqual([
      ['RC-01', 3],
      ['RC-02', 1],
      [null, 1],
    ]);
    expect(body.segments.map((s: { nama: string | null; jumlah: number }) => [s.nama, s.jumlah])).toEqual([
      ['Pendingin', 3],
      [null, 2],
    ]);
    const reversed = await as(ctx.admin, 'GET', '/api/cmumt/rootcause?dari=2025-03-31&sampai=2025-03-01');
    expect(reversed.statusCode).toBe(422);
  });
});

describe('Hide Kolom on the resources these pages quote', () => {
  it('hides a customer’s and a technician’s name, a root cause’s name and a segment’s name', async () => {
    const rules = [];
    for (const [nama_route, setup] of [
      ['/akun', 'nama'],
      ['/rootcauseumt', 'nama_penyebab'],
      ['/segmentumtinfo', 'nama_segment'],
    ]) {
      const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
        role_id: USER_ROLE_IDS.admin,
        nama_route,
        kategori: 'Hide Kolom',
        setup,
      });
      expect(rule.statusCode, rule.body).toBe(200);
      rules.push(rule.json().record.id);
    }
    ctx.app.roleRules.invalidate();
    try {
      const list = (await as(ctx.admin, 'GET', '/api/cmumt/pm')).json() as ScheduleList;
      const overdue = list.records.find((r) => r.id === ids.overdue);
      // a key quoting a hidden field leaves the answer (plugins/quotes.ts)
      expect(overdue).toMatchObject({ id_akun: ids.customer });
      expect(overdue).not.toHaveProperty('id_akun_label');
      expect(overdue).not.toHaveProperty('id_teknisi_label');
      expect(overdue?.aset).toBe('AC Split 2 PK');
      const counts = (
        await as(ctx.admin, 'GET', '/api/cmumt/rootcause?dari=2025-03-01&sampai=2025-03-31')
      ).json();
      expect(counts.total).toBe(5);
      expect(counts.rootCauses.map((c: RootCauseCount) => [c.kode, 'nama' in c])).toEqual([
        ['RC-01', false],
        ['RC-02', false],
        [null, false],
      ]);
      expect(counts.segments.map((c: RootCauseCount) => 'nama' in c)).toEqual([false, false]);
    } finally {
      for (const id of rules) await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${id}`);
      ctx.app.roleRules.invalidate();
    }
    const shown = (await as(ctx.admin, 'GET', '/api/cmumt/pm')).json() as ScheduleList;
    expect(shown.records.find((r) => r.id === ids.overdue)?.id_akun_label).toBe('Hotel Griya Asri');
  });
});

describe('access', () => {
  it('refuses a role without the cmumt/pm page, in Indonesian by default', async () => {
    for (const [method, url] of [
      ['GET', '/api/cmumt/pm'],
      ['GET', '/api/cmumt/rootcause'],
      ['POST', `/api/cmumt/pm/${ids.later}/jadikan-pekerjaan`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { jadwal: addDays(today, 40) } : undefined,
        headers: { authorization: `Bearer ${ctx.teknisi}`, 'accept-language': 'id-ID' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toMatch(/Akses/i);
    }
    expect((await ticketRow(ids.later)).id_pekerjaan).toBeNull();
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the schedule answers match the core types', () => {
  it('the schedule list, a visit made a job and the root-cause counts', async () => {
    const list = (await as(ctx.admin, 'GET', '/api/cmumt/pm')).json();
    expect(keysIn(list)).toEqual(
      keysOf<ScheduleList>({ today: true, until: true, counts: true, records: true }),
    );
    expect(keysIn(list.records[0])).toEqual(
      keysOf<ScheduleRow>({
        id: true,
        no_tiket: true,
        aset: true,
        lokasi: true,
        id_akun: true,
        id_akun_label: true,
        id_teknisi: true,
        id_teknisi_label: true,
        id_segment: true,
        id_segment_label: true,
        interval_hari: true,
        jadwal_berikutnya: true,
        id_pekerjaan: true,
        id_pekerjaan_label: true,
        group: true,
        days: true,
      }),
    );

    const due = addDays(today, 120);
    const ticket = await schedule('Kulkas bentuk', due, 30);
    const visit = await as(ctx.admin, 'POST', `/api/cmumt/pm/${ticket.id}/jadikan-pekerjaan`, {
      jadwal: due,
    });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(keysIn(visit.json())).toEqual(
      keysOf<VisitJobAnswer>({ message: true, record: true, schedule: true }),
    );

    const counts = (await as(ctx.admin, 'GET', '/api/cmumt/rootcause')).json();
    expect(keysIn(counts)).toEqual(
      keysOf<RootCauseCounts>({ from: true, to: true, total: true, rootCauses: true, segments: true }),
    );
    const countKeys = { id: true, kode: true, nama: true, jumlah: true } as const;
    expect(keysIn(counts.rootCauses[0])).toEqual(
      keysOf<RootCauseCounts['rootCauses'][number]>({ ...countKeys, kategori: true }),
    );
    expect(keysIn(counts.segments[0])).toEqual(keysOf<RootCauseCount>(countKeys));
  });
});
