import type { StateDef } from './define.ts';

/**
 * What a record in a locked state (a posted document: a received receipt, an issued invoice) still
 * lets change: its state field (through a declared transition) and the `lockedWritable` fields. Null
 * when the record's state is not locked. The server refuses any other change (resources/hooks.ts
 * `checkTransition`); the form shows the others read-only rather than refusing them at save (issue 36).
 *
 * @example stateLock(rbarangmasuk.states, { status: 'Diterima' })
 *   // { state: 'Diterima', writable: Set { 'status', 'keterangan', 'lampiran' } }
 * @example stateLock(rbarangmasuk.states, { status: 'Draft' }) // null
 */
export function stateLock(
  states: StateDef | undefined,
  record: Readonly<Record<string, unknown>> | null | undefined,
): { state: string; writable: ReadonlySet<string> } | null {
  if (!states?.locked || !record) return null;
  const state = String(record[states.field] ?? '');
  if (!states.locked.includes(state)) return null;
  return { state, writable: new Set([states.field, ...(states.lockedWritable ?? [])]) };
}
