import { parseYesNo, USER_ROLE_IDS } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { holdsRole } from '../../db/role-holders.ts';
import { notFound } from '../../errors.ts';
import { LOGIN_COLUMNS } from './accounts.service.ts';

/** Fields the technician list filters on (`akun/akunlistteknisi/{field}/{value}` or `?field=value`). */
const FILTERS: Record<string, 'text' | 'boolean'> = {
  status: 'text',
  username: 'text',
  email: 'text',
  no_hp: 'text',
  otp_enabled: 'boolean',
};

/**
 * Logins holding the Teknisi role (53), as their primary role or another, newest name first, filtered and paged like every list:
 * `{ records, totalRecords, page, limit }`. `search` looks in username, email and phone.
 */
export async function listTechnicians(
  query: Query,
  params: Record<string, string | undefined>,
  pathField?: string,
) {
  if (pathField && !FILTERS[pathField]) throw notFound();
  const limit = Math.min(Math.max(Number(params.limit) || 25, 1), 500);
  const page = Math.max(Number(params.page) || 1, 1);
  const values: unknown[] = [USER_ROLE_IDS.teknisi];
  const where = [holdsRole('$1')];
  for (const [field, kind] of Object.entries(FILTERS)) {
    const value = params[field];
    if (value === undefined || value === '') continue;
    if (kind === 'boolean') {
      values.push(parseYesNo(value) === true);
      where.push(`coalesce(${field}, false) = $${values.length}`);
    } else {
      values.push(value.toLowerCase());
      where.push(`lower(${field}) = $${values.length}`);
    }
  }
  const search = String(params.search ?? '')
    .trim()
    .slice(0, 100);
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(username ILIKE $${values.length} OR email ILIKE $${values.length} OR no_hp ILIKE $${values.length})`,
    );
  }
  values.push(limit, (page - 1) * limit);
  const rows = await query<Record<string, unknown> & { total: string }>(
    `SELECT ${LOGIN_COLUMNS}, count(*) OVER () AS total FROM users WHERE ${where.join(' AND ')}
      ORDER BY lower(username) LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  );
  return {
    records: rows.map(({ total: _total, ...row }) => row),
    totalRecords: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page,
    limit,
  };
}
