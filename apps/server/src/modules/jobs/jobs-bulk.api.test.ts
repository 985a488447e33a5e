import type {
  BulkCommitAnswer,
  BulkPreview,
  BulkPreviewRow,
  BulkTemplate,
  JobDuplicateAnswer,
  JobProgressAnswer,
  JobWhatsappAnswer,
  PublicJob,
  TrackItem,
  TrackListAnswer,
  TrackStep,
  TrackSubJob,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useJobsWorld } from '../../test/jobs-support.ts';

// Jobs: many sub jobs at once, and the field-work answers against the core types. The roll-up, scope
// and tracking: jobs.api.test.ts (the same world: test/jobs-support.ts).

const world = useJobsWorld();
const { ctx, ids, as, add, track } = world;

describe('many sub jobs at once', () => {
  const subCount = async (job: number) =>
    (
      await ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rsubpekerjaan WHERE id_pekerjaan = $1',
        [job],
      )
    )[0]!.n;

  it('previews every row with its errors and writes nothing', async () => {
    const job = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Instalasi listrik gudang',
          id_akun: ids.customer,
          tanggal_mulai: '2026-11-24',
        })
      ).id,
    );
    ids.bulkJob = job;
    const text =
      'Nama\tBobot\tTeknisi\nTarik kabel\t50\tDedi\nPasang panel\t150\tSiapa Saja\nUji beban\t\t\t\tbukan tanggal';
    const response = await as(ctx.admin, 'POST', '/api/addmasalsubpekerjaan/preview', {
      id_pekerjaan: job,
      text,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    expect(body.rows[0].errors).toEqual({});
    expect(body.rows[0].id_teknisi).toBe(ids.tech);
    expect(Object.keys(body.rows[1].errors).sort()).toEqual(['teknisi']);
    expect(Object.keys(body.rows[2].errors)).toEqual(['tanggal_mulai']);
    expect([body.valid, body.invalid]).toEqual([1, 2]);
    expect(await subCount(job)).toBe(0);
    const [notices] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rnotifikasi WHERE kutipan::text LIKE '%Tarik kabel%'",
    );
    expect(notices!.n).toBe(0);
  });

  it('refuses the commit while a row is wrong, then writes all rows and rolls the job up', async () => {
    const bad = await as(ctx.admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
      id_pekerjaan: ids.bulkJob,
      text: 'Tarik kabel\t50\nPasang panel\t150',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['rows.1.bobot']);
    expect(await subCount(ids.bulkJob!)).toBe(0);
    const good = await as(ctx.admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
      id_pekerjaan: ids.bulkJob,
      text: 'Tarik kabel;50;Dedi;12,5\nPasang panel;50;;1;25/11/2026',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().valid).toBe(2);
    const subs = await ctx.database.query<{
      nama_sub_pekerjaan: string;
      volume: string;
      tanggal_mulai: string | null;
      id_teknisi: number | null;
    }>(
      'SELECT nama_sub_pekerjaan, volume, tanggal_mulai::text AS tanggal_mulai, id_teknisi FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY id',
      [ids.bulkJob],
    );
    expect(subs.map((s) => [s.nama_sub_pekerjaan, Number(s.volume), s.tanggal_mulai, s.id_teknisi])).toEqual([
      ['Tarik kabel', 12.5, null, ids.tech],
      ['Pasang panel', 1, '2026-11-25', null],
    ]);
  });

  it('offers the sub jobs of the latest job of the same type as a template', async () => {
    const type = Number((await add('rtype', { nama_type: 'Instalasi', jenis: 'Pekerjaan' })).id);
    await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.bulkJob}`, { id_type: type });
    const next = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Instalasi listrik ruko',
          id_akun: ids.customer,
          id_type: type,
          tanggal_mulai: '2026-11-25',
        })
      ).id,
    );
    const template = (await as(ctx.admin, 'GET', `/api/addmasalsubpekerjaan/template/${next}`)).json();
    expect(template).toEqual({ source: 'job', text: 'Tarik kabel\t50\t\t12.5\nPasang panel\t50\t\t1' });
  });

  it("keeps to the caller's pages and scope", async () => {
    expect(
      (
        await as(world.other, 'POST', '/api/addmasalsubpekerjaan/preview', {
          id_pekerjaan: ids.bulkJob,
          text: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the field-work answers match the core types', () => {
  it('work list, progress screen and entry, bulk, duplicate, WhatsApp and public tracking', async () => {
    const list = (await as(ctx.teknisi, 'GET', '/api/rsubptrackprogres/tracklist?done=1')).json();
    expect(keysIn(list)).toEqual(keysOf<TrackListAnswer>({ records: true, technician: true }));
    expect(keysIn(list.records[0])).toEqual(
      keysOf<TrackItem>({
        id: true,
        nama_sub_pekerjaan: true,
        progres: true,
        status: true,
        bobot: true,
        tanggal_mulai: true,
        id_pekerjaan: true,
        nama_pekerjaan: true,
        pelanggan: true,
        no_hp_pelanggan: true,
        alamat: true,
        teknisi: true,
        terakhir: true,
        langkah_terakhir: true,
      }),
    );

    const entered = (await track(ctx.teknisi, ids.subA, 60)).json();
    expect(keysIn(entered)).toEqual(
      // `duplicate` only answers a client id sent again (offline-sync.api.test.ts)
      keysOf<Omit<JobProgressAnswer, 'duplicate'>>({ message: true, record: true, progress: true }),
    );
    const screen = (await as(ctx.teknisi, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`)).json();
    expect(keysIn(screen)).toEqual(keysOf<TrackSubJob>({ sub: true, job: true, steps: true }));
    expect(keysIn(screen.job)).toEqual(
      keysOf<TrackSubJob['job']>({
        id: true,
        nama_pekerjaan: true,
        alamat: true,
        progres: true,
        pelanggan: true,
        no_hp_pelanggan: true,
      }),
    );
    expect(keysIn(screen.steps[0])).toEqual(
      keysOf<TrackStep>({
        id: true,
        tanggal: true,
        nama_langkah: true,
        catatan: true,
        persentase: true,
        foto: true,
      }),
    );
    expect(screen.steps[0].tanggal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const job = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Bentuk jawaban',
          id_akun: ids.customer,
          tanggal_mulai: '2026-11-26',
        })
      ).id,
    );
    const preview = (
      await as(ctx.admin, 'POST', '/api/addmasalsubpekerjaan/preview', {
        id_pekerjaan: job,
        text: 'Tarik kabel\t50',
      })
    ).json();
    const previewKeys = { rows: true, valid: true, invalid: true, bobot_total: true } as const;
    expect(keysIn(preview)).toEqual(keysOf<BulkPreview>(previewKeys));
    expect(keysIn(preview.rows[0])).toEqual(
      keysOf<BulkPreviewRow>({
        line: true,
        nama_sub_pekerjaan: true,
        bobot: true,
        teknisi: true,
        volume: true,
        tanggal_mulai: true,
        id_teknisi: true,
        errors: true,
      }),
    );
    const committed = (
      await as(ctx.admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
        id_pekerjaan: job,
        text: 'Tarik kabel\t50',
      })
    ).json();
    expect(keysIn(committed)).toEqual(keysOf<BulkCommitAnswer>({ ...previewKeys, message: true }));
    const template = (await as(ctx.admin, 'GET', `/api/addmasalsubpekerjaan/template/${job}`)).json();
    expect(keysIn(template)).toEqual(keysOf<BulkTemplate>({ source: true, text: true }));

    const copy = (await as(ctx.admin, 'POST', `/api/rpekerjaan/duplikatdata/${job}`)).json();
    expect(keysIn(copy)).toEqual(keysOf<JobDuplicateAnswer>({ message: true, record: true }));
    const whatsapp = (await as(ctx.admin, 'POST', `/api/rpekerjaan/whatsapp/${job}`)).json();
    expect(keysIn(whatsapp)).toEqual(
      keysOf<JobWhatsappAnswer>({ kode_lacak: true, link: true, text: true, url: true }),
    );
    const tracked = (
      await ctx.app.inject({ method: 'GET', url: `/api/lacak/${whatsapp.kode_lacak}` })
    ).json();
    expect(keysIn(tracked)).toEqual(
      keysOf<PublicJob>({
        usaha: true,
        kode_lacak: true,
        nama_pekerjaan: true,
        jenis: true,
        status: true,
        progres: true,
        tanggal_mulai: true,
        tanggal_selesai: true,
        sub_pekerjaan: true,
        langkah: true,
      }),
    );
  });
});
