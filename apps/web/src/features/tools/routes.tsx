import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const CalculatorPage = lazy(() =>
  import('./CalculatorPage.tsx').then((m) => ({ default: m.CalculatorPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** The tool pages (`/kalkulator` …), each a lazy chunk. */
export function toolsMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'kalkulator', element: wait(<CalculatorPage />) }];
}
