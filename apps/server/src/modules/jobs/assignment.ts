/**
 * Who does field work: a caller with the Teknisi role, or whose login is linked to an account of kind
 * Teknisi, sees only the jobs assigned to them (as the job's lead technician or on one of its sub
 * jobs); admins and other roles see every job. A job a technician adds is assigned to them. The conditions below are the `scope` hooks of the
 * three job resources, so list, view, options, export, history, edit and delete all obey them.
 */
import {
  type Caller,
  type FieldWork,
  fieldWorkOf,
  rowScopeOf,
  type WorkAccount,
  type WorkTarget,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { Params } from '../resources/index.ts';
import { loginRoleOf } from '../roles/index.ts';

const mine = (user: string) => `(SELECT a.id FROM akun a WHERE a.id_login = ${user})`;

/**
 * Rows are limited as core's `rowScopeOf` answers for the job resources (`fieldWork`): `assigned` for a
 * technician, `assignedIfFieldWorker` for anyone else but the admin (their login may be linked to a
 * Teknisi account), `all` for the admin. (Not by the record's owner field: a login an admin created
 * carries the admin as its owner group, so ownership would show a technician everything.)
 */
function restricted(
  caller: Caller,
  resource: JobResource,
  p: Params,
  assigned: (user: string) => string,
): string | null {
  const scope = rowScopeOf(caller, resource);
  if (scope === 'all') return null;
  const user = p.add(caller.id);
  if (scope === 'assigned') return `(${assigned(user)})`;
  return `(NOT EXISTS (SELECT 1 FROM akun a WHERE a.id_login = ${user} AND a.jenis_akun = 'Teknisi') OR ${assigned(user)})`;
}

type JobResource = 'rpekerjaan' | 'rsubpekerjaan' | 'rsubptrackprogres';

/** A job assigned to the user: lead technician, or technician of one of its sub jobs. */
const jobAssigned = (job: string) => (user: string) =>
  `${job}.id_teknisi IN ${mine(user)} OR EXISTS (SELECT 1 FROM rsubpekerjaan s WHERE s.id_pekerjaan = ${job}.id AND s.id_teknisi IN ${mine(user)})`;

/** A sub job assigned to the user: its own technician, or the lead technician of its job. */
const subAssigned = (sub: string) => (user: string) =>
  `${sub}.id_teknisi IN ${mine(user)} OR EXISTS (SELECT 1 FROM rpekerjaan j WHERE j.id = ${sub}.id_pekerjaan AND j.id_teknisi IN ${mine(user)})`;

export const jobScope = (caller: Caller, p: Params) => restricted(caller, 'rpekerjaan', p, jobAssigned('t'));
export const subJobScope = (caller: Caller, p: Params) =>
  restricted(caller, 'rsubpekerjaan', p, subAssigned('t'));
export const progressScope = (caller: Caller, p: Params) =>
  restricted(
    caller,
    'rsubptrackprogres',
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
  restricted(caller, 'rpekerjaan', p, (user) => `t.id_teknisi IN ${mine(user)}`);
export const subJobChangeScope = (caller: Caller, p: Params) =>
  restricted(caller, 'rsubpekerjaan', p, (user) => worksSub('t', user));
export const progressChangeScope = (caller: Caller, p: Params) =>
  restricted(
    caller,
    'rsubptrackprogres',
    p,
    // an entry on no sub job, or on one no longer there, is the reference check's to answer, not this
    (user) =>
      `t.id_subpekerjaan IS NULL OR NOT EXISTS (SELECT 1 FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = t.id_subpekerjaan)
       OR EXISTS (SELECT 1 FROM rsubpekerjaan s WHERE s.id = t.id_subpekerjaan AND ${worksSub('s', user)})`,
  );

/** A login's accounts, as core's field-work scope reads them. */
async function accountsOf(query: Query, loginId: number): Promise<WorkAccount[]> {
  return query<WorkAccount>('SELECT id, jenis_akun FROM akun WHERE id_login = $1 ORDER BY id', [loginId]);
}

/** The field-work scope of a caller whose role is known (a request's caller, a socket's). */
export async function fieldWorkOfCaller(query: Query, caller: Caller): Promise<FieldWork> {
  return fieldWorkOf(caller, await accountsOf(query, caller.id));
}

/** The field-work scope of a writer known by their login id (a write hook's actor): core's `fieldWorkOf`. */
export async function fieldWorkerOf(query: Query, userId: number): Promise<FieldWork> {
  return fieldWorkOf(await loginRoleOf(query, userId), await accountsOf(query, userId));
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

/**
 * How a technician stands to one sub job: sees it (their own, or of a job they lead), whom its work
 * falls to (core's `mayChangeWork` decides from it), its job closed.
 */
export type SubJobStanding = { visible: boolean; target: WorkTarget; closed: boolean } | null;

const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function subJobStanding(
  query: Query,
  subId: number | null,
  accounts: readonly number[],
): Promise<SubJobStanding> {
  if (subId === null || !Number.isInteger(subId)) return null;
  const [row] = await query<{
    visible: boolean;
    technician: number | null;
    lead: number | null;
    closed: boolean;
  }>(
    `SELECT (s.id_teknisi = ANY($2::int[]) OR j.id_teknisi = ANY($2::int[])) AS visible,
            s.id_teknisi AS technician, j.id_teknisi AS lead, ${closedJob('j')} AS closed
       FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = $1`,
    [subId, [...accounts]],
  );
  if (!row) return null;
  return {
    visible: row.visible === true,
    target: { on: 'subJob', technician: idOrNull(row.technician), lead: idOrNull(row.lead) },
    closed: row.closed === true,
  };
}

/** Whom a job's work falls to: its lead technician (a missing job: nobody). */
export async function jobTarget(query: Query, jobId: unknown): Promise<WorkTarget> {
  const id = Number(jobId);
  if (jobId === null || jobId === undefined || jobId === '' || !Number.isInteger(id))
    return { on: 'job', lead: null };
  const [row] = await query<{ lead: number | null }>(
    'SELECT id_teknisi AS lead FROM rpekerjaan WHERE id = $1',
    [id],
  );
  return { on: 'job', lead: idOrNull(row?.lead) };
}

/** Whom a sub job's work falls to (a missing one: nobody). */
export async function subJobTarget(query: Query, subId: unknown): Promise<WorkTarget> {
  const id = Number(subId);
  const standing =
    Number.isInteger(id) && subId !== null && subId !== '' ? await subJobStanding(query, id, []) : null;
  return standing?.target ?? { on: 'subJob', technician: null, lead: null };
}
