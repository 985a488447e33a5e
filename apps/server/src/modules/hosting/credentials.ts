import type { Query } from '../../db/connect.ts';
import type { PanelCredentials } from './provider.ts';

/**
 * The hosting panel of an account (`akun`). NOT BUILT: neither `akun` nor `akunwebmail` has a column
 * for the panel's host, user and token, and adding them needs a migration (docs/hosting.md proposes
 * one: three `akun` fields, the token declared `f.secret()` so the engine seals it). Until then no
 * account has a panel.
 */
export async function panelCredentialsFor(_query: Query, _akunId: unknown): Promise<PanelCredentials | null> {
  return null;
}
