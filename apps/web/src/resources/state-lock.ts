import { type Resource, stateLock } from '@kantor/core';
import type { Row } from './api-hooks.ts';

/**
 * The fields an edit form shows read-only because the record's state is locked (a received receipt, an
 * issued invoice): every field but those core's `stateLock` leaves writable, and the state field too
 * when no transition leaves the state (a cancelled document). The server refuses the same changes at
 * save (issue 36: the form let the user type into them first). Null when the record is not locked.
 */
export function stateLockedFields(
  resource: Resource,
  record: Row | null | undefined,
  names: readonly string[],
): { state: string; locked: ReadonlySet<string>; writable: string[] } | null {
  const lock = stateLock(resource.states, record);
  if (!lock || !resource.states) return null;
  const moves = resource.states.transitions[lock.state] ?? [];
  const open = (name: string) =>
    lock.writable.has(name) && (name !== resource.states!.field || moves.length > 0);
  return {
    state: lock.state,
    locked: new Set(names.filter((name) => !open(name))),
    writable: names.filter(open),
  };
}
