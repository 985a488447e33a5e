import { type ApiClient, createApiClient } from '../api/client.ts';
import { readToken, storeToken, storeUserSnapshot } from '../session/storage.ts';

/** A signed-in technician as `account/currentuserdata` answers it (role 53). */
export const TEKNISI_USER = {
  id: 1,
  username: 'teknisi',
  email: 'a@b.c',
  no_hp: null,
  user_role_id: 53,
  user_id: 1,
};
export const TEKNISI_DATA = { user: TEKNISI_USER, roles: ['teknisi'], pages: ['home'] };

/** Empties both storages (a test's fresh device). */
export function clearDevice(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/** A device on which the technician signed in with remember-me: the token and the user snapshot. */
export function rememberTeknisi(): void {
  storeToken('tok', true);
  storeUserSnapshot(TEKNISI_DATA);
}

/**
 * An API that answers the user data with `TEKNISI_DATA` and everything else with no records, but only
 * when told to for the paths `hold` names: which requests went out, in which order and language.
 */
export function heldServer(hold: (path: string) => boolean = () => true): {
  api: ApiClient;
  sent: { path: string; language: string | null }[];
  answerHeld: () => void;
} {
  const sent: { path: string; language: string | null }[] = [];
  const held: (() => void)[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    const path = String(url)
      .replace(/^.*\/api\//, '')
      .split('?')[0]!;
    sent.push({ path, language: new Headers(init.headers).get('accept-language') });
    const body = path === 'account/currentuserdata' ? TEKNISI_DATA : { records: [] };
    const answer = () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (!hold(path)) return Promise.resolve(answer());
    return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
  }) as unknown as typeof fetch;
  const answerHeld = () => {
    for (const answer of held.splice(0)) answer();
  };
  return { api: createApiClient({ getToken: readToken, fetchImpl }), sent, answerHeld };
}
