import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const PanelSettingsPage = lazy(() =>
  import('./PanelSettingsPage.tsx').then((m) => ({ default: m.PanelSettingsPage })),
);
const MailboxPasswordPage = lazy(() =>
  import('./MailboxPasswordPage.tsx').then((m) => ({ default: m.MailboxPasswordPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** The hosting screens (docs/hosting.md): an account's panel settings and a mailbox's new password. */
export function hostingMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'akun/cpanelapi/:id', element: wait(<PanelSettingsPage />) },
    { path: 'akunwebmail/gantipass/:id', element: wait(<MailboxPasswordPage />) },
  ];
}
