import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ToolLoading } from '../../app/ToolLoading.tsx';

const loadMindmap = () => import('./MindmapPage.tsx');
const MindmapPage = lazy(() => loadMindmap().then((m) => ({ default: m.MindmapPage })));

type Wait = (node: ReactNode) => ReactNode;

/** The tool's spinner names it while its chunk loads (app/ToolLoading.tsx). */
const tool = (node: ReactNode) => <ToolLoading label="mindmap.opening">{node}</ToolLoading>;

/** `/getmindmap`: its own lazy chunk (Mind Elixir loads only here). */
export function mindmapMainRoutes(_wait: Wait): RouteObject[] {
  // the chunk starts with the page load's first requests (app/screen-chunks.ts)
  return [{ path: 'getmindmap', element: tool(<MindmapPage />), handle: { preload: loadMindmap } }];
}
