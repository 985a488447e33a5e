import { rowScopeOf } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { DomainModule, HookContext } from '../resources/index.ts';
import { noticeMailRoutes } from './notice-mail.routes.ts';
import { notificationRoutes } from './notifications.routes.ts';

export { type Notice, type NoticeKind, notify, unreadCount } from './notifications.service.ts';
export { type Quote, type Quotes, quote } from './quotes.ts';

/**
 * Notifications: domains call `notify` inside their writes; the bell reads the user's own. In the
 * generic `rnotifikasi` list, a role other than admin sees only the notices addressed to it.
 */
export const notificationsModule: DomainModule = {
  name: 'notifications',
  routes: async (app) => {
    await notificationRoutes(app);
    await noticeMailRoutes(app);
  },
  hooks: {
    rnotifikasi: {
      // core's `rowScopeOf`: `own` is the notices addressed to the caller
      scope: (caller, p) =>
        rowScopeOf(caller, 'rnotifikasi') === 'all' ? null : `t.id_penerima = ${p.add(caller.id)}`,
      beforeAdd: (ctx, values) => {
        // a notice written through the form is sent when it is written (`notify` sets the time itself)
        values.dikirim_pada ??= new Date();
        writtenBy(ctx, values, values.jenis);
      },
      beforeEdit: (ctx, values, before) => {
        writtenBy(ctx, values, values.jenis === undefined ? before.jenis : values.jenis);
      },
    },
  },
};

/**
 * A notice written or changed by a person (the form, an import: every write through the engine; the
 * system's own notices go through `notify`, which writes no writer) shows who wrote it and never passes
 * as the system's: its writer is recorded (`id_pengirim`, shown in the bell and the list), the kind
 * Sistem is refused, and an edit of a notice that quoted records leaves the person's words only.
 */
function writtenBy(ctx: HookContext, values: Record<string, unknown>, kind: unknown): void {
  if (kind === 'Sistem')
    throw new ValidationError({ jenis: [ctx.msg('validation.notificationsSystemKind')] });
  values.id_pengirim = ctx.actor.id;
  values.kutipan = null;
}
