import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ToolLoading } from '../../app/ToolLoading.tsx';

const loadSpreadsheet = () => import('./SpreadsheetPage.tsx');
const SpreadsheetPage = lazy(() => loadSpreadsheet().then((m) => ({ default: m.SpreadsheetPage })));

type Wait = (node: ReactNode) => ReactNode;

/** The tool's spinner names it while its chunk loads (app/ToolLoading.tsx). */
const tool = (node: ReactNode) => <ToolLoading label="spreadsheet.opening">{node}</ToolLoading>;

/** `/excel`: its own lazy chunk (Fortune-sheet is large and loads only here). */
export function spreadsheetMainRoutes(_wait: Wait): RouteObject[] {
  // the chunk starts with the page load's first requests (app/screen-chunks.ts)
  return [{ path: 'excel', element: tool(<SpreadsheetPage />), handle: { preload: loadSpreadsheet } }];
}
