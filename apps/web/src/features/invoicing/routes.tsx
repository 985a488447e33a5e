import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const DuplicateInvoicePage = lazy(() =>
  import('./DuplicateInvoicePage.tsx').then((m) => ({ default: m.DuplicateInvoicePage })),
);
const VirtualAccountPage = lazy(() =>
  import('./VirtualAccountPage.tsx').then((m) => ({ default: m.VirtualAccountPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** Invoicing's own screens (the invoice itself uses the generic pages with its panels), each a lazy chunk. */
export function invoicingMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'rinvoice/duplikatinv/:id', element: wait(<DuplicateInvoicePage />) },
    { path: 'rinvoice/pembayaranvirtual/:id', element: wait(<VirtualAccountPage />) },
  ];
}
