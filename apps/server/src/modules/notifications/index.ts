import type { DomainModule } from '../resources/index.ts';
import { notificationRoutes } from './notifications.routes.ts';

export { type Notice, type NoticeKind, notify, unreadCount } from './notifications.service.ts';

/**
 * Notifications: domains call `notify` inside their writes; the bell reads the user's own. In the
 * generic `rnotifikasi` list, a role other than admin sees only the notices addressed to it.
 */
export const notificationsModule: DomainModule = {
  name: 'notifications',
  routes: notificationRoutes,
  hooks: {
    rnotifikasi: {
      scope: (caller, p) => (caller.isAdmin ? null : `t.id_penerima = ${p.add(caller.id)}`),
      // a notice written through the form is sent when it is written (`notify` sets the time itself)
      beforeAdd: (_ctx, values) => {
        values.dikirim_pada ??= new Date();
      },
    },
  },
};
