import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '../../app/screen-chunks.ts';
import { posFirstCalls } from './pos-counter.ts';

const loadPos = () => import('./PosPage.tsx');
const PosPage = lazy(() => loadPos().then((m) => ({ default: m.PosPage })));
const ReceivingPage = lazy(() => import('./ReceivingPage.tsx').then((m) => ({ default: m.ReceivingPage })));
const UnitCostListPage = lazy(() =>
  import('./UnitCostListPage.tsx').then((m) => ({ default: m.UnitCostListPage })),
);
const UnitCostAddPage = lazy(() =>
  import('./UnitCostAddPage.tsx').then((m) => ({ default: m.UnitCostAddPage })),
);
const SerialHistoryPage = lazy(() =>
  import('./SerialHistoryPage.tsx').then((m) => ({ default: m.SerialHistoryPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** Inventory's own screens (the resources themselves use the generic pages), each its own lazy chunk. */
export function inventoryMainRoutes(wait: Wait): RouteObject[] {
  return [
    // the chunk starts with the page load's first requests (app/screen-chunks.ts)
    {
      path: 'postransaksirizqieta',
      element: wait(<PosPage />),
      handle: { preload: loadPos, firstCalls: posFirstCalls } satisfies ScreenHandle,
    },
    { path: 'posbarangmasukrizqieta', element: wait(<ReceivingPage />) },
    { path: 'rbarangmasuksub/listmodalsatuan', element: wait(<UnitCostListPage />) },
    { path: 'rbarangmasuksub/addmodalsatuan', element: wait(<UnitCostAddPage />) },
    { path: 'rbarangmasuksubsub/riwayat', element: wait(<SerialHistoryPage />) },
  ];
}
