import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const PosPage = lazy(() => import('./PosPage.tsx').then((m) => ({ default: m.PosPage })));
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
    { path: 'postransaksirizqieta', element: wait(<PosPage />) },
    { path: 'posbarangmasukrizqieta', element: wait(<ReceivingPage />) },
    { path: 'rbarangmasuksub/listmodalsatuan', element: wait(<UnitCostListPage />) },
    { path: 'rbarangmasuksub/addmodalsatuan', element: wait(<UnitCostAddPage />) },
    { path: 'rbarangmasuksubsub/riwayat', element: wait(<SerialHistoryPage />) },
  ];
}
