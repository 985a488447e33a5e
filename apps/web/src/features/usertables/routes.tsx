import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const SupertabelPage = lazy(() =>
  import('./SupertabelPage.tsx').then((m) => ({ default: m.SupertabelPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** `/supertabel`, the table designer (the tables themselves open through the generic screens). */
export function userTablesMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'supertabel', element: wait(<SupertabelPage />) }];
}
