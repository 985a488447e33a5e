import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const CustomerChatPage = lazy(() =>
  import('./CustomerChatPage.tsx').then((m) => ({ default: m.CustomerChatPage })),
);
const ReplyPage = lazy(() => import('./ReplyPage.tsx').then((m) => ({ default: m.ReplyPage })));
const ConsolePage = lazy(() => import('./ConsolePage.tsx').then((m) => ({ default: m.ConsolePage })));

type Wait = (node: ReactNode) => ReactNode;

/** The chat's screens in the main layout, each a lazy chunk (the public widget is `ChatWidgetLauncher`). */
export function chatMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'rchat/pusher', element: wait(<CustomerChatPage />) },
    { path: 'rchat/balaspesan', element: wait(<ReplyPage />) },
    { path: 'rchat/balaspesan/:code', element: wait(<ReplyPage />) },
    { path: 'rchatadmin/admincs', element: wait(<ConsolePage />) },
  ];
}
