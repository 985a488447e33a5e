import type { CurrentUserData } from '@kantor/core';
import type { ApiClient } from '../api/client.ts';
import { prefetchAllNamespaces } from '../i18n/i18n.ts';
import type { RoleRulesStore } from '../rules/role-rules-store.ts';
import type { SessionStore } from './session-store.ts';
import { readBlockedSnapshot, readUserSnapshot } from './storage.ts';

/**
 * A signed-in page load asks for the user and the role's rules at once, beside the texts and the
 * settings: the rules of the role this device saw last (AppRoot asks again when the user's role turns
 * out to differ); and the app's texts. They used to wait for each other: settings, then the user once the first screen had
 * rendered, then the rules (issue 16: three round trips before the screen could draw). A page load
 * with no stored token asks for nothing.
 */
export function startSignedIn(
  api: ApiClient,
  session: SessionStore,
  roleRules: RoleRulesStore,
  locale: string,
): void {
  if (!session.getState().loggedIn) return;
  // in the page's language, as every later call (i18n.ts sets it too once the texts are in)
  api.setDefaultHeader('Accept-Language', locale);
  // a failure is the session's to handle (it signs out); AppRoot shows the outcome
  void session.refreshUser().catch(() => undefined);
  const last = readUserSnapshot<CurrentUserData>();
  const lastRole = lastRoleId();
  if (lastRole != null) void roleRules.setRole(lastRole, (last?.roles?.length ?? 0) > 1);
  // the signed-in layout's texts (one file per language), fetched beside the first screen's
  prefetchAllNamespaces(locale);
}

/** The primary role of the last sign-in this device saw (its snapshot), null when none. */
export function lastRoleId(): number | null {
  return readUserSnapshot<CurrentUserData>()?.user?.user_role_id ?? null;
}

/** The pages list of the last sign-in this device saw (its snapshot), empty when none. */
export function lastPages(): string[] {
  const pages = readUserSnapshot<CurrentUserData>()?.pages;
  return Array.isArray(pages) ? pages : [];
}

/** The routes the role's Blokir rules refused at the last page load that knew them, empty when none. */
export function lastBlocked(): string[] {
  return readBlockedSnapshot();
}
