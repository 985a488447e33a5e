import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const PasteChatGptPage = lazy(() =>
  import('./PasteChatGptPage.tsx').then((m) => ({ default: m.PasteChatGptPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** The AI screens with a route of their own (the "Tanya AI" panels live under view pages), lazy chunks. */
export function aiMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'pastechatgpt', element: wait(<PasteChatGptPage />) }];
}
