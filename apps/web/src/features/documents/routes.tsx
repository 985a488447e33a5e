import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

// The designer pulls pdfme's UI (and antd): its own chunk, loaded only on this route.
const DesignerPage = lazy(() => import('./DesignerPage.tsx').then((m) => ({ default: m.DesignerPage })));

type Wait = (node: ReactNode) => ReactNode;

/** The document screens: the PDF template designer (`/desainhtmlpdf`). */
export function documentsMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'desainhtmlpdf', element: wait(<DesignerPage />) }];
}
