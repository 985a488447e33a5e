/**
 * The configure mode ("Atur halaman", issue 37): off by default, kept for the tab's session, and only
 * for a user who may add role rules. While it is on, the generic screens put a gear beside each column,
 * field, menu entry and action; a gear opens the rules feature's dialog on that target (ConfigureHost).
 * Framework-free state with React hooks over it, so any screen reads it without a provider.
 */
import { actionsOf, canViewRoute } from '@kantor/core';
import { useMemo, useSyncExternalStore } from 'react';
import { productKey } from '../../session/product.ts';
import type { ConfigureTarget } from '../feature.ts';
import { useSession } from '../session-context.tsx';

type State = { on: boolean; target: ConfigureTarget | null };

const storageKey = () => `${productKey()}_configure_mode`;

function readOn(): boolean {
  try {
    return sessionStorage.getItem(storageKey()) === '1';
  } catch {
    return false; // storage can be disabled: the mode then lasts as long as the page
  }
}

let state: State = { on: readOn(), target: null };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** useSyncExternalStore's subscription: the returned function unsubscribes. */
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => state;

/** Turns the mode on or off (off also closes an open gear's dialog). */
export function setConfigureMode(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(storageKey(), '1');
    else sessionStorage.removeItem(storageKey());
  } catch {
    // no storage: the mode is kept in memory only
  }
  set({ on, target: on ? state.target : null });
}

/** Opens the rule dialog on a target (a gear's click). */
export function openConfigure(target: ConfigureTarget): void {
  set({ ...state, target });
}

/** Closes the rule dialog. */
export function closeConfigure(): void {
  set({ ...state, target: null });
}

/** Tests: the mode as a fresh page starts it (from the session's storage). */
export function resetConfigureMode(): void {
  set({ on: readOn(), target: null });
}

/** The page that adding a role rule needs: the same one the rule list's "Add" leads to. */
export const RULE_ADD_PAGE = '/setupshowhideroleid/add';

/** Whether the signed-in user may add role rules (holds the rule screen's add page). */
export function useMayConfigure(): boolean {
  const { pages } = useSession();
  return useMemo(() => canViewRoute(pages, RULE_ADD_PAGE, actionsOf('setupshowhideroleid')), [pages]);
}

/** The mode's state: `on` is true only for a user who may add role rules. */
export function useConfigureMode(): { on: boolean; may: boolean; target: ConfigureTarget | null } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const may = useMayConfigure();
  return { on: current.on && may, may, target: may && current.on ? current.target : null };
}

/** Whether the gears show (the mode is on and the user may add role rules). */
export const useConfiguring = (): boolean => useConfigureMode().on;
