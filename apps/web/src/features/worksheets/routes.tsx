import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const WorksheetPage = lazy(() => import('./WorksheetPage.tsx').then((m) => ({ default: m.WorksheetPage })));

type Wait = (node: ReactNode) => ReactNode;

/** The technician's worksheet of a sub job, beside its progress screen (the same page's access). */
export function worksheetsMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'rsubptrackprogres/trackadd/:id/lembar-kerja', element: wait(<WorksheetPage />) }];
}
