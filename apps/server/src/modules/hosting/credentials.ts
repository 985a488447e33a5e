import { getResource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { readSecret } from '../resources/index.ts';
import type { PanelCredentials } from './provider.ts';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The hosting panel of an account (`akun.cpanel_host`, `cpanel_username`, `cpanel_token`, migration
 * 0013): null when the account is missing or any of the three is empty. The token is opened here, for
 * the outgoing call only; a token sealed under a key that is gone throws SecretBoxError (the routes say
 * "enter it again").
 */
export async function panelCredentialsFor(query: Query, akunId: unknown): Promise<PanelCredentials | null> {
  if (akunId === null || akunId === undefined || !/^\d{1,15}$/.test(String(akunId))) return null;
  const id = Number(akunId);
  const rows = await query<{ host: string | null; username: string | null }>(
    'SELECT cpanel_host AS host, cpanel_username AS username FROM akun WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || !filled(row.host) || !filled(row.username)) return null;
  const token = await readSecret(query, getResource('akun')!, id, 'cpanel_token');
  if (!filled(token)) return null;
  return { host: row.host.trim(), username: row.username.trim(), token: token.trim() };
}
