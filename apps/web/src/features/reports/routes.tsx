import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const IncomeRecapPage = lazy(() =>
  import('./IncomeRecapPage.tsx').then((m) => ({ default: m.IncomeRecapPage })),
);
const CashFlowPage = lazy(() => import('./CashFlowPage.tsx').then((m) => ({ default: m.CashFlowPage })));
const InvoiceCountPage = lazy(() =>
  import('./InvoiceCountPage.tsx').then((m) => ({ default: m.InvoiceCountPage })),
);

const JoinListPage = lazy(() => import('./JoinListPage.tsx').then((m) => ({ default: m.JoinListPage })));
const JoinListItemsPage = lazy(() =>
  import('./JoinListItemsPage.tsx').then((m) => ({ default: m.JoinListItemsPage })),
);
const CostBasisPage = lazy(() => import('./CostBasisPage.tsx').then((m) => ({ default: m.CostBasisPage })));
const RecapTablePage = lazy(() =>
  import('./RecapTablePage.tsx').then((m) => ({ default: m.RecapTablePage })),
);
const InvoiceMapPage = lazy(() =>
  import('./InvoiceMapPage.tsx').then((m) => ({ default: m.InvoiceMapPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** The recap screens, each a lazy chunk (the chart library comes with the first one opened). */
export function reportsMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'rpemasukan/ghkpo', element: wait(<IncomeRecapPage />) },
    { path: 'rpemasukan/drtyj', element: wait(<CashFlowPage />) },
    { path: 'rinvoice/countrinvoice', element: wait(<InvoiceCountPage />) },
    { path: 'rinvoice/joinlist', element: wait(<JoinListPage />) },
    { path: 'rsubinvoice/joinlistitems', element: wait(<JoinListItemsPage />) },
    { path: 'rinvoice/listuntukmodal', element: wait(<CostBasisPage />) },
    { path: 'rinvoice/adduntukmodal', element: wait(<CostBasisPage adding />) },
    { path: 'rsubinvoice/qnevt', element: wait(<RecapTablePage kind="qnevt" />) },
    { path: 'rsubinvoice/rbdkm', element: wait(<RecapTablePage kind="rbdkm" />) },
    { path: 'petarinvoice', element: wait(<InvoiceMapPage />) },
  ];
}
