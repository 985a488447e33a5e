import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const MindmapPage = lazy(() => import('./MindmapPage.tsx').then((m) => ({ default: m.MindmapPage })));

type Wait = (node: ReactNode) => ReactNode;

/** `/getmindmap`: its own lazy chunk (Mind Elixir loads only here). */
export function mindmapMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'getmindmap', element: wait(<MindmapPage />) }];
}
