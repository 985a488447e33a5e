import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const IncomeRecapPage = lazy(() =>
  import('./IncomeRecapPage.tsx').then((m) => ({ default: m.IncomeRecapPage })),
);
const CashFlowPage = lazy(() => import('./CashFlowPage.tsx').then((m) => ({ default: m.CashFlowPage })));
const InvoiceCountPage = lazy(() =>
  import('./InvoiceCountPage.tsx').then((m) => ({ default: m.InvoiceCountPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** The recap screens, each a lazy chunk (the chart library comes with the first one opened). */
export function reportsMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'rpemasukan/ghkpo', element: wait(<IncomeRecapPage />) },
    { path: 'rpemasukan/drtyj', element: wait(<CashFlowPage />) },
    { path: 'rinvoice/countrinvoice', element: wait(<InvoiceCountPage />) },
  ];
}
