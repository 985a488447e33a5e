import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const SpreadsheetPage = lazy(() =>
  import('./SpreadsheetPage.tsx').then((m) => ({ default: m.SpreadsheetPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** `/excel`: its own lazy chunk (Fortune-sheet is large and loads only here). */
export function spreadsheetMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'excel', element: wait(<SpreadsheetPage />) }];
}
