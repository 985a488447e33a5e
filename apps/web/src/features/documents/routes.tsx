import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ToolLoading } from '../../app/ToolLoading.tsx';

// The designer pulls pdfme's UI (and antd): its own chunk, loaded only on this route.
const loadDesigner = () => import('./DesignerPage.tsx');
const DesignerPage = lazy(() => loadDesigner().then((m) => ({ default: m.DesignerPage })));
/** The page and pdfme's chunk, which the page imports once drawn: both start with the page load. */
const preloadDesigner = () => Promise.all([loadDesigner(), import('./pdfme-designer.ts')]);

type Wait = (node: ReactNode) => ReactNode;

/** The tool's spinner names it while its chunk loads (app/ToolLoading.tsx). */
const tool = (node: ReactNode) => <ToolLoading label="documents.designer.opening">{node}</ToolLoading>;

/** The document screens: the PDF template designer (`/desainhtmlpdf`). */
export function documentsMainRoutes(_wait: Wait): RouteObject[] {
  // the chunks start with the page load's first requests (app/screen-chunks.ts)
  return [{ path: 'desainhtmlpdf', element: tool(<DesignerPage />), handle: { preload: preloadDesigner } }];
}
