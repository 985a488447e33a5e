/**
 * The job resources' domain hooks: tracking codes, the Done guard, assignment notices, a sub job's
 * schedule rules (schedule-rules.ts: no absence day, no overlapping hours), and progress
 * that rolls up from each progress entry to its sub job and job (see progress.service.ts). Notices are
 * stored in the business's language, Indonesian, like the other domains' (their reader is not the writer),
 * and quote records only through `quote`: each reader sees a value only where their own view shows it.
 */
import { formatYmd, mayChangeWork, mayCloseIncomplete, newTrackingCode, type WorkTarget } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { enforce } from '../../plugins/access-scopes.ts';
import { type Notice, notify, quote } from '../notifications/index.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { adminLoginIds, loginRoleOf } from '../roles/index.ts';
import {
  fieldWorkerOf,
  jobChangeScope,
  jobScope,
  jobTarget,
  progressChangeScope,
  progressScope,
  subJobChangeScope,
  subJobScope,
  subJobStanding,
  subJobTarget,
} from './assignment.ts';
import { jobComplete, refreshJob, refreshSubJob } from './progress.service.ts';
import { assertSubJobSchedule } from './schedule-rules.ts';

type Row = Record<string, unknown>;
const idOf = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** A tracking code no other job holds (a clash of 40 random bits is rare; retried, never reused). */
export async function uniqueTrackingCode(query: Query): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newTrackingCode();
    const [taken] = await query('SELECT 1 FROM rpekerjaan WHERE lower(kode_lacak) = lower($1)', [code]);
    if (!taken) return code;
  }
  throw new Error('no free tracking code after 5 attempts');
}

/** The logins of a technician account (the person a job or sub job is assigned to). */
async function loginsOf(query: Query, accountId: number | null): Promise<number[]> {
  if (accountId === null) return [];
  const rows = await query<{ id_login: number | null }>('SELECT id_login FROM akun WHERE id = $1', [
    accountId,
  ]);
  return rows.map((r) => r.id_login).filter((id): id is number => id !== null);
}

/** Tells the technician's logins of work given to them (the notice quotes records: see notifications). */
async function tellAssigned(ctx: HookContext, accountId: number | null, notice: Omit<Notice, 'to'>) {
  const to = (await loginsOf(ctx.query, accountId)).filter((id) => id !== ctx.actor.id);
  if (to.length > 0) await notify(ctx, { ...notice, to, jenis: 'Tugas', topic: 'job_assigned' });
}

/** The assignment notice of a job: its name and address, each shown only to a reader who may see it. */
const jobNotice = (job: Row): Omit<Notice, 'to'> => ({
  judul: 'Pekerjaan baru untuk Anda: {job}',
  isi: '{alamat}',
  link: `/rpekerjaan/view/${job.id}`,
  quotes: {
    job: quote('rpekerjaan', job.id, 'nama_pekerjaan', job.nama_pekerjaan),
    alamat: quote('rpekerjaan', job.id, 'alamat', job.alamat),
  },
});

/** Refuses Done below 100% unless an admin closes the job with a reason. */
async function guardDone(ctx: HookContext, jobId: number | null, reason: unknown): Promise<void> {
  if (jobId !== null && (await jobComplete(ctx.query, jobId))) return;
  if (!mayCloseIncomplete(await loginRoleOf(ctx.query, ctx.actor.id)))
    throw new ValidationError({ status: [ctx.msg('validation.jobNotComplete')] });
  if (String(reason ?? '').trim() === '')
    throw new ValidationError({ alasan_tutup: [ctx.msg('validation.closeReason')] });
}

/**
 * What a technician may change (rule of docs/jobs.md "Who changes what"), decided by core's field-work
 * scope (`mayChangeWork`): a job only as its lead technician, a sub job only when its work falls to
 * them (adding one only to a job they lead), and progress only on a sub job they work. Their pages
 * still decide whether they may edit at all; this is the narrower row rule for writes: the view scope
 * lets a technician on one sub job read the whole job, never change it. Admins and other roles are not
 * field workers: their pages alone decide. The hook reads whom the work falls to; core decides.
 */
async function assertChanges(ctx: HookContext, target: (query: HookContext['query']) => Promise<WorkTarget>) {
  const work = await fieldWorkerOf(ctx.query, ctx.actor.id);
  enforce(mayChangeWork(work, await target(ctx.query)));
}

const assertLeads = (ctx: HookContext, jobId: unknown) => assertChanges(ctx, (q) => jobTarget(q, jobId));

/** A record the input names that the writer cannot see answers as a missing one (the reference check's 422). */
async function assertInView(ctx: HookContext, resource: string, field: string, id: unknown): Promise<void> {
  if (ctx.inView && !(await ctx.inView(resource, id)))
    throw new ValidationError({ [field]: [ctx.msg('validation.exists')] });
}

/**
 * 409, not 422: nothing in the input is wrong; the job's state (closed by an admin) conflicts with the
 * write, and the same request succeeds once an admin reopens the job.
 */
const jobClosed = () =>
  new HttpError(
    409,
    'This job is closed: progress is no longer recorded on it (an admin may reopen it)',
    {},
    'errors.jobsClosed',
  );

export const jobHooks: ResourceHooks = {
  scope: jobScope,
  changeScope: jobChangeScope,
  async beforeAdd(ctx, values) {
    values.kode_lacak = await uniqueTrackingCode(ctx.query);
    // a job a technician records in the field is theirs, so they keep seeing it
    if (values.id_teknisi == null) {
      const work = await fieldWorkerOf(ctx.query, ctx.actor.id);
      if (work.technician && work.accounts[0] !== undefined) values.id_teknisi = work.accounts[0];
    }
    values.progres = 0;
    if (values.status === 'Done') await guardDone(ctx, null, values.alasan_tutup);
  },
  async afterAdd(ctx, job) {
    await tellAssigned(ctx, idOf(job.id_teknisi), jobNotice(job));
  },
  async beforeEdit(ctx, values, before) {
    await assertLeads(ctx, before.id);
    const closing = values.status === 'Done' && before.status !== 'Done';
    if (closing) await guardDone(ctx, idOf(before.id), values.alasan_tutup ?? before.alasan_tutup);
  },
  async beforeDelete(ctx, before) {
    await assertLeads(ctx, before.id);
  },
  async afterEdit(ctx, after, before) {
    if (idOf(after.id_teknisi) !== idOf(before.id_teknisi))
      await tellAssigned(ctx, idOf(after.id_teknisi), jobNotice(after));
  },
};

/** The assignment notice of a sub job: its name and its job's, each shown only to a reader who may see it. */
async function subJobNotice(ctx: HookContext, sub: Row): Promise<Omit<Notice, 'to'>> {
  const [job] = await ctx.query<{ nama_pekerjaan: string }>(
    'SELECT nama_pekerjaan FROM rpekerjaan WHERE id = $1',
    [sub.id_pekerjaan],
  );
  return {
    judul: 'Tugas baru: {sub} ({job})',
    link: '/rsubptrackprogres/tracklist',
    quotes: {
      sub: quote('rsubpekerjaan', sub.id, 'nama_sub_pekerjaan', sub.nama_sub_pekerjaan),
      job: quote('rpekerjaan', sub.id_pekerjaan, 'nama_pekerjaan', job?.nama_pekerjaan),
    },
  };
}

/** A technician changes a sub job only when its work falls to them. */
const assertWorks = (ctx: HookContext, subId: unknown) => assertChanges(ctx, (q) => subJobTarget(q, subId));

export const subJobHooks: ResourceHooks = {
  scope: subJobScope,
  changeScope: subJobChangeScope,
  async beforeAdd(ctx, values) {
    await assertInView(ctx, 'rpekerjaan', 'id_pekerjaan', values.id_pekerjaan);
    await assertLeads(ctx, values.id_pekerjaan);
    values.progres = 0;
    await assertSubJobSchedule(ctx, null, values);
  },
  async beforeEdit(ctx, values, before) {
    await assertWorks(ctx, before.id);
    if (values.id_pekerjaan !== undefined && idOf(values.id_pekerjaan) !== idOf(before.id_pekerjaan)) {
      await assertInView(ctx, 'rpekerjaan', 'id_pekerjaan', values.id_pekerjaan);
      await assertLeads(ctx, values.id_pekerjaan);
    }
    await assertSubJobSchedule(ctx, before.id, values);
  },
  async beforeDelete(ctx, before) {
    await assertWorks(ctx, before.id);
  },
  async afterAdd(ctx, sub) {
    await refreshJob(ctx.query, Number(sub.id_pekerjaan), jakartaToday());
    await tellAssigned(ctx, idOf(sub.id_teknisi), await subJobNotice(ctx, sub));
  },
  async afterEdit(ctx, after, before) {
    const today = jakartaToday();
    await refreshJob(ctx.query, Number(after.id_pekerjaan), today);
    if (idOf(before.id_pekerjaan) !== idOf(after.id_pekerjaan))
      await refreshJob(ctx.query, Number(before.id_pekerjaan), today);
    if (idOf(after.id_teknisi) !== idOf(before.id_teknisi))
      await tellAssigned(ctx, idOf(after.id_teknisi), await subJobNotice(ctx, after));
  },
  async afterDelete(ctx, before) {
    await refreshJob(ctx.query, Number(before.id_pekerjaan), jakartaToday());
  },
};

/**
 * Progress on a sub job: the writer must see it (else it answers as a missing one), a technician must
 * work it (403: a lead technician reads the others' sub jobs but does not write on them), and its job
 * must not be closed (409). A technician's entry is theirs by default.
 */
async function checkProgressWrite(ctx: HookContext, subId: number | null, values?: Row): Promise<void> {
  if (subId === null) return;
  await assertInView(ctx, 'rsubpekerjaan', 'id_subpekerjaan', subId);
  const work = await fieldWorkerOf(ctx.query, ctx.actor.id);
  const standing = await subJobStanding(ctx.query, subId, work.accounts);
  // a missing sub job is the reference check's 422, already answered before any hook runs
  if (!standing) return;
  if (work.technician && !standing.visible)
    throw new ValidationError({ id_subpekerjaan: [ctx.msg('validation.exists')] });
  enforce(mayChangeWork(work, standing.target));
  if (standing.closed) throw jobClosed();
  if (values && work.technician && values.id_teknisi == null && work.accounts[0] !== undefined)
    values.id_teknisi = work.accounts[0];
}

/** Rolls a sub job and its job up; `when` (the entry's time) dates a completion it causes. */
async function rollUp(ctx: HookContext, subId: number, when?: unknown): Promise<void> {
  const day = when ? formatYmd(when as string) || jakartaToday() : jakartaToday();
  const jobId = await refreshSubJob(ctx.query, subId, day);
  if (jobId !== null) await refreshJob(ctx.query, jobId, day);
}

/** The admins (and the job's author) hear of each progress entry someone else records. */
async function tellProgress(ctx: HookContext, entry: Row): Promise<void> {
  const [row] = await ctx.query<{ job_id: number; job: string; sub: string; owner: number | null }>(
    `SELECT j.id AS job_id, j.nama_pekerjaan AS job, s.nama_sub_pekerjaan AS sub, j.user_id AS owner
       FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = $1`,
    [entry.id_subpekerjaan],
  );
  if (!row) return;
  const admins = await adminLoginIds(ctx.query);
  const to = [...admins, ...(row.owner ? [row.owner] : [])].filter((id) => id !== ctx.actor.id);
  await notify(ctx, {
    to,
    judul: 'Progres {job}: {sub} {percent}%',
    isi: '{step}',
    link: `/rpekerjaan/view/${row.job_id}`,
    jenis: 'Info',
    topic: 'job_progress',
    quotes: {
      job: quote('rpekerjaan', row.job_id, 'nama_pekerjaan', row.job),
      sub: quote('rsubpekerjaan', entry.id_subpekerjaan, 'nama_sub_pekerjaan', row.sub),
      percent: quote('rsubptrackprogres', entry.id, 'persentase', Number(entry.persentase)),
      step: quote('rsubptrackprogres', entry.id, 'nama_langkah', entry.nama_langkah),
    },
  });
}

export const progressHooks: ResourceHooks = {
  scope: progressScope,
  changeScope: progressChangeScope,
  async beforeAdd(ctx, values) {
    await checkProgressWrite(ctx, idOf(values.id_subpekerjaan), values);
  },
  async afterAdd(ctx, entry) {
    await rollUp(ctx, Number(entry.id_subpekerjaan), entry.tanggal);
    await tellProgress(ctx, entry);
  },
  async beforeEdit(ctx, values, before) {
    await checkProgressWrite(ctx, idOf(before.id_subpekerjaan));
    if (values.id_subpekerjaan !== undefined && idOf(values.id_subpekerjaan) !== idOf(before.id_subpekerjaan))
      await checkProgressWrite(ctx, idOf(values.id_subpekerjaan), values);
  },
  async beforeDelete(ctx, before) {
    await checkProgressWrite(ctx, idOf(before.id_subpekerjaan));
  },
  async afterEdit(ctx, after, before) {
    await rollUp(ctx, Number(after.id_subpekerjaan), after.tanggal);
    if (idOf(before.id_subpekerjaan) !== idOf(after.id_subpekerjaan))
      await rollUp(ctx, Number(before.id_subpekerjaan));
  },
  async afterDelete(ctx, before) {
    await rollUp(ctx, Number(before.id_subpekerjaan));
  },
};
