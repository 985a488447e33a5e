/**
 * The one SQL test of "this login holds that role" (issue 37: a login holds a primary role and other
 * roles): true when the role is the login's `user_role_id` or one of its `peran_lain` (a jsonb array of
 * ids, whose GIN index serves the containment). Every query that finds logins by a role asks here, so a
 * cashier who is also a technician is on the technicians' list and an admin by another role hears what
 * admins hear.
 *
 * @param param the role id's placeholder, e.g. `$1` (an integer)
 * @param alias the users table's alias, e.g. `u`; none for an unaliased `users`
 * @example holdsRole('$1', 'u') // "(u.user_role_id = $1 OR u.peran_lain @> jsonb_build_array($1::int))"
 */
export function holdsRole(param: string, alias?: string): string {
  const of = alias ? `${alias}.` : '';
  return `(${of}user_role_id = ${param} OR ${of}peran_lain @> jsonb_build_array(${param}::int))`;
}

/** Each login's roles as `(login_id, role_id)` rows, primary and others: for counts per role. */
export const LOGIN_ROLES_SQL = `SELECT id AS login_id, user_role_id AS role_id FROM users WHERE user_role_id IS NOT NULL
  UNION SELECT u.id, r.value::int FROM users u, jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(u.peran_lain) = 'array' THEN u.peran_lain ELSE '[]'::jsonb END) r`;
