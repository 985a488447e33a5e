/**
 * Who does field work: a caller with the Teknisi role, or whose login is linked to an account of kind
 * Teknisi, sees only the jobs assigned to them (as the job's lead technician or on one of its sub
 * jobs); admins and other roles see every job. A job a technician adds is assigned to them. The conditions below are the `scope` hooks of the
 * three job resources, so list, view, options, export, history, edit and delete all obey them.
 */
import type { Caller } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { Params } from '../resources/index.ts';
import { loginRoleOf } from '../roles/index.ts';

const mine = (user: string) => `(SELECT a.id FROM akun a WHERE a.id_login = ${user})`;

/**
 * Rows are limited for a technician; `null` for everyone else. (Not by the record's owner field: a login
 * an admin created carries the admin as its owner group, so ownership would show a technician everything.)
 */
function restricted(caller: Caller, p: Params, assigned: (user: string) => string): string | null {
  if (caller.isAdmin) return null;
  const user = p.add(caller.id);
  if (caller.isTechnician) return `(${assigned(user)})`;
  return `(NOT EXISTS (SELECT 1 FROM akun a WHERE a.id_login = ${user} AND a.jenis_akun = 'Teknisi') OR ${assigned(user)})`;
}

/** A job assigned to the user: lead technician, or technician of one of its sub jobs. */
const jobAssigned = (job: string) => (user: string) =>
  `${job}.id_teknisi IN ${mine(user)} OR EXISTS (SELECT 1 FROM rsubpekerjaan s WHERE s.id_pekerjaan = ${job}.id AND s.id_teknisi IN ${mine(user)})`;

/** A sub job assigned to the user: its own technician, or the lead technician of its job. */
const subAssigned = (sub: string) => (user: string) =>
  `${sub}.id_teknisi IN ${mine(user)} OR EXISTS (SELECT 1 FROM rpekerjaan j WHERE j.id = ${sub}.id_pekerjaan AND j.id_teknisi IN ${mine(user)})`;

export const jobScope = (caller: Caller, p: Params) => restricted(caller, p, jobAssigned('t'));
export const subJobScope = (caller: Caller, p: Params) => restricted(caller, p, subAssigned('t'));
export const progressScope = (caller: Caller, p: Params) =>
  restricted(
    caller,
    p,
    (user) =>
      `EXISTS (SELECT 1 FROM rsubpekerjaan sp WHERE sp.id = t.id_subpekerjaan AND (${subAssigned('sp')(user)}))`,
  );

/**
 * What a technician may change of what they see (docs/jobs.md "Who changes what", the rule the job
 * hooks enforce on each write): a job they lead, a sub job whose work falls to them, progress on such a
 * sub job (or on none). The `changeScope` hooks: each record's `_can` says it before the write is tried.
 */
const worksSub = (sub: string, user: string) =>
  `EXISTS (SELECT 1 FROM rpekerjaan j WHERE j.id = ${sub}.id_pekerjaan AND ${subJobWorker(sub, 'j')} IN ${mine(user)})`;
export const jobChangeScope = (caller: Caller, p: Params) =>
  restricted(caller, p, (user) => `t.id_teknisi IN ${mine(user)}`);
export const subJobChangeScope = (caller: Caller, p: Params) =>
  restricted(caller, p, (user) => worksSub('t', user));
export const progressChangeScope = (caller: Caller, p: Params) =>
  restricted(
    caller,
    p,
    // an entry on no sub job, or on one no longer there, is the reference check's to answer, not this
    (user) =>
      `t.id_subpekerjaan IS NULL OR NOT EXISTS (SELECT 1 FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = t.id_subpekerjaan)
       OR EXISTS (SELECT 1 FROM rsubpekerjaan s WHERE s.id = t.id_subpekerjaan AND ${worksSub('s', user)})`,
  );

/** The writer as the job hooks see them: admin or not, technician or not, and their own accounts. */
export type FieldWorker = { isAdmin: boolean; isTechnician: boolean; accounts: number[] };

export async function fieldWorkerOf(query: Query, userId: number): Promise<FieldWorker> {
  const role = await loginRoleOf(query, userId);
  const accounts = await query<{ id: number; jenis_akun: string }>(
    'SELECT id, jenis_akun FROM akun WHERE id_login = $1 ORDER BY id',
    [userId],
  );
  return {
    isAdmin: role.isAdmin,
    isTechnician: !role.isAdmin && (role.isTechnician || accounts.some((a) => a.jenis_akun === 'Teknisi')),
    accounts: accounts.map((a) => a.id),
  };
}

/**
 * A job an admin closed by hand (Done with a closing reason, possibly below 100%): its sub jobs take
 * no more progress and leave the technicians' work lists. A job Done by itself at 100% is complete,
 * not closed: a correction may still reopen it (docs/jobs.md).
 */
export const closedJob = (job: string) =>
  `(${job}.status = 'Done' AND coalesce(${job}.alasan_tutup, '') <> '')`;

/**
 * Whom a sub job's work falls to: its own technician, or, when it names none, the job's lead
 * technician. Only they write its progress and change it; the lead's view of the others' sub jobs is
 * read-only.
 */
export const subJobWorker = (sub: string, job: string) => `coalesce(${sub}.id_teknisi, ${job}.id_teknisi)`;

/** How a technician stands to one sub job: sees it (their own, or of a job they lead), works it, its job closed. */
export type SubJobStanding = { visible: boolean; works: boolean; closed: boolean } | null;

export async function subJobStanding(
  query: Query,
  subId: number | null,
  accounts: number[],
): Promise<SubJobStanding> {
  if (subId === null || !Number.isInteger(subId)) return null;
  const [row] = await query<{ visible: boolean; works: boolean; closed: boolean }>(
    `SELECT (s.id_teknisi = ANY($2::int[]) OR j.id_teknisi = ANY($2::int[])) AS visible,
            coalesce(${subJobWorker('s', 'j')} = ANY($2::int[]), false) AS works,
            ${closedJob('j')} AS closed
       FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = $1`,
    [subId, accounts],
  );
  return row
    ? { visible: row.visible === true, works: row.works === true, closed: row.closed === true }
    : null;
}

/** Whether the job is led by one of these accounts (its lead technician may change it, given the pages). */
export async function jobLedBy(query: Query, jobId: unknown, accounts: number[]): Promise<boolean> {
  if (accounts.length === 0 || !Number.isInteger(Number(jobId))) return false;
  const [row] = await query<{ ok: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM rpekerjaan WHERE id = $1 AND id_teknisi = ANY($2::int[])) AS ok',
    [Number(jobId), accounts],
  );
  return row?.ok === true;
}
