import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const OrdersPage = lazy(() => import('./OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })));
const PayablesPage = lazy(() => import('./PayablesPage.tsx').then((m) => ({ default: m.PayablesPage })));
const AgeingPage = lazy(() => import('./AgeingPage.tsx').then((m) => ({ default: m.AgeingPage })));

type Wait = (node: ReactNode) => ReactNode;

/** Purchasing's three screens (pages `pembelian`, `hutangsupplier`, `umurhutang`), each its own lazy chunk. */
export function purchasingMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'pembelian', element: wait(<OrdersPage />) },
    { path: 'hutangsupplier', element: wait(<PayablesPage />) },
    { path: 'umurhutang', element: wait(<AgeingPage />) },
  ];
}
