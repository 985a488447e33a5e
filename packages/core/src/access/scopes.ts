import { isTechnicianRoleId } from '../roles/admin-role.ts';
import { type Caller, onlyTheAdmin } from './caller.ts';
import { holdsPage, holdsWritePage } from './policy.ts';

/**
 * The access kinds that need a fact from the rows besides the caller (issue 33): field work's `scope`
 * and the chat's `agent`. The server reads the fact (which accounts a login works as, whether it has an
 * agent row, whom a job or sub job falls to); the decision is made here, once, for routes, write hooks
 * and sockets alike.
 */

/** Who does field work, as the job rules see a caller (docs/jobs.md): the accounts their login is. */
export type FieldWork = {
  /** A field worker: not the admin, and the Teknisi role or a login linked to a Teknisi account. */
  technician: boolean;
  /** The caller's own accounts (`akun.id_login`), the first one theirs by default. */
  accounts: readonly number[];
};

/** A login's accounts as the field-work scope reads them. */
export type WorkAccount = { id: number; jenis_akun: string | null };

/**
 * The field-work scope of a caller: the admin is never a field worker; the Teknisi role (R1: by id)
 * or a login linked to an account of kind Teknisi is.
 *
 * @example fieldWorkOf(callerFor({ id: 4, user_id: 4, user_role_id: 53 }, []), []).technician === true
 */
export function fieldWorkOf(
  caller: Pick<Caller, 'isAdmin' | 'isTechnician'>,
  accounts: readonly WorkAccount[],
): FieldWork {
  return {
    technician: !caller.isAdmin && (caller.isTechnician || accounts.some((a) => a.jenis_akun === 'Teknisi')),
    accounts: accounts.map((a) => a.id),
  };
}

/**
 * What a field-work write is about: a job (its lead technician), or a sub job / its progress (the sub
 * job's own technician, and its job's lead, to whom a sub job naming none falls).
 */
export type WorkTarget =
  | { on: 'job'; lead: number | null }
  | { on: 'subJob'; technician: number | null; lead: number | null };

/**
 * Whether the caller may change the work (docs/jobs.md "Who changes what"): anyone but a field worker
 * (their pages decide); a field worker only a job they lead, and a sub job (or its progress) whose work
 * falls to them: its own technician, or the job's lead when it names none.
 */
export function mayChangeWork(work: FieldWork, target: WorkTarget): boolean {
  if (!work.technician) return true;
  const whose = target.on === 'job' ? target.lead : (target.technician ?? target.lead);
  return whose !== null && work.accounts.includes(Number(whose));
}

/**
 * Only the admin closes a job below 100% (docs/jobs.md): a Done the progress has not reached.
 * (A 422 on the status, not a refusal: the same caller may close it once the work is done.)
 */
export const mayCloseIncomplete: (caller: Pick<Caller, 'isAdmin'>) => boolean = onlyTheAdmin;

/** The chat console's pages: holding one and being an agent makes a login a CS agent (docs/chat.md). */
export const AGENT_PAGES = ['rchatadmin/admincs', 'rchat/balaspesan'] as const;

/** An agent: the admin, or a login with an active `rchatadmin` row (`hasAgentRow`). */
export function isAgent(caller: Pick<Caller, 'isAdmin'>, hasAgentRow: boolean): boolean {
  return caller.isAdmin || hasAgentRow;
}

/** Whether the caller answers chats: a console page and an agent (routes and sockets alike). */
export function answersChats(caller: Caller, hasAgentRow: boolean): boolean {
  return AGENT_PAGES.some((p) => holdsPage(caller.pages, p)) && isAgent(caller, hasAgentRow);
}

/**
 * Whether the caller may act on a conversation `holder` holds (take, transfer, close, reply): anyone
 * while nobody holds it, its holder, and the admin always (docs/chat.md).
 */
export function mayHandleConversation(
  caller: Pick<Caller, 'id' | 'isAdmin'>,
  holder: number | null,
): boolean {
  return holder === null || holder === caller.id || caller.isAdmin;
}

/** Whether the caller may take a conversation for themself without an agent row: only the admin. */
export const agentWithoutRow: (caller: Pick<Caller, 'isAdmin'>) => boolean = onlyTheAdmin;

/**
 * A save that adds the record when there is none yet (a website section's first save): an edit of
 * what exists, an add of what does not, which the add page or the admin allows.
 */
export function maySaveFirst(caller: Pick<Caller, 'isAdmin'>, mayAdd: boolean): boolean {
  return caller.isAdmin || mayAdd;
}

/** Whether the login (a record, not the caller) holds the Teknisi role: the technician screens' rows. */
export function isTechnicianLogin(login: { user_role_id: number | string | null } | null): boolean {
  return login !== null && isTechnicianRoleId(login.user_role_id);
}

/**
 * Whether a chat message's sender may attach files: a signed-in sender who may add or edit something
 * (uploads are attached by forms: `holdsWritePage`); a visitor attaches nothing.
 */
export function mayAttachFiles(caller: Caller | null): boolean {
  return caller !== null && holdsWritePage(caller.pages);
}
