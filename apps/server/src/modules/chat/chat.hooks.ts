/**
 * The generic `rchat` resource beside the chat routes: a login other than an admin or an agent lists
 * only the messages of its own conversations; a message added by hand gets the server's time and its
 * side, and never lands in a conversation its writer does not take part in; a message never moves to
 * another conversation.
 */
import { isAgent, rowScopeOf } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { loginRoleOf } from '../roles/index.ts';

/** Whether the writer is an agent (core's `isAgent`: the admin, or an active `rchatadmin` row). */
async function writerIsAgent(ctx: HookContext): Promise<boolean> {
  const [row] = await ctx.query<{ agent: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rchatadmin a WHERE a.id_agen = $1 AND a.status = 'Active') AS agent`,
    [ctx.actor.id],
  );
  return isAgent(await loginRoleOf(ctx.query, ctx.actor.id), Boolean(row?.agent));
}

export const rchatHooks: ResourceHooks = {
  // core's `rowScopeOf`: `ownOrAgent` is the caller's own conversations, or all of them for an agent
  scope: (caller, p) =>
    rowScopeOf(caller, 'rchat') === 'all'
      ? null
      : `(t.kode_percakapan IN (SELECT code FROM chat_conversations WHERE customer_id = ${p.add(caller.id)})
          OR EXISTS (SELECT 1 FROM rchatadmin a WHERE a.id_agen = ${p.add(caller.id)} AND a.status = 'Active'))`,
  beforeAdd: async (ctx, values) => {
    const [conv] = await ctx.query<{ customer_id: number | null }>(
      'SELECT customer_id FROM chat_conversations WHERE code = $1',
      [values.kode_percakapan],
    );
    const agent = await writerIsAgent(ctx);
    const customer = conv != null && conv.customer_id === ctx.actor.id;
    if (conv && !customer && !agent)
      throw new ValidationError({ kode_percakapan: [ctx.msg('validation.invalid')] });
    values.pengirim = customer ? 'Pelanggan' : 'Agen';
    values.dikirim_pada = new Date().toISOString();
    values.dibaca_pada = null;
  },
  beforeEdit: (ctx, values, before) => {
    if (
      Object.hasOwn(values, 'kode_percakapan') &&
      String(values.kode_percakapan) !== String(before.kode_percakapan)
    )
      throw new ValidationError({ kode_percakapan: [ctx.msg('validation.invalid')] });
  },
};
