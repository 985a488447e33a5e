import { ADMIN_PAGES, parseRoutePath, RESOURCE_NAMES, TOOL_PAGES } from '@kantor/core';
import { useLocation } from 'react-router';
import { ModulePage } from '../pages/ModulePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const known = new Set<string>([...RESOURCE_NAMES, ...TOOL_PAGES, ...ADMIN_PAGES]);

/** Picks the screen of a main-layout route from its page name; unknown pages are 404. */
export function PageRouter() {
  const { pathname } = useLocation();
  const { page } = parseRoutePath(pathname);
  if (!known.has(page)) return <NotFoundPage />;
  return <ModulePage />;
}
