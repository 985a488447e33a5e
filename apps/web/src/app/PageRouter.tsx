import { ADMIN_PAGES, parseRoutePath, RESOURCE_NAMES, TOOL_PAGES } from '@kantor/core';
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { ModulePage } from '../pages/ModulePage.tsx';
import { resourceScreenOf } from '../resources/screens.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

// The generic resource screens are lazy chunks (the router's Suspense shows the spinner meanwhile).
const ResourceListPage = lazy(() =>
  import('../resources/ResourceListPage.tsx').then((m) => ({ default: m.ResourceListPage })),
);
const ResourceViewPage = lazy(() =>
  import('../resources/ResourceViewPage.tsx').then((m) => ({ default: m.ResourceViewPage })),
);
const ResourceFormPage = lazy(() =>
  import('../resources/ResourceFormPage.tsx').then((m) => ({ default: m.ResourceFormPage })),
);

const known = new Set<string>([...RESOURCE_NAMES, ...TOOL_PAGES, ...ADMIN_PAGES]);

/**
 * Picks the screen of a main-layout route from its page name: the generic list, view and form of a
 * resource; the plain notice for pages not built yet (tools, admin pages, extra routes); 404 otherwise.
 */
export function PageRouter() {
  const { pathname } = useLocation();
  const { page } = parseRoutePath(pathname);
  if (!known.has(page)) return <NotFoundPage />;
  const screen = resourceScreenOf(pathname);
  switch (screen.kind) {
    case 'list':
      return <ResourceListPage key={screen.resource.name} resource={screen.resource} />;
    case 'view':
      return (
        <ResourceViewPage
          key={`${screen.resource.name}-${screen.id}`}
          resource={screen.resource}
          id={screen.id}
        />
      );
    case 'form':
      return (
        <ResourceFormPage
          key={`${screen.resource.name}-${screen.id ?? 'add'}`}
          resource={screen.resource}
          id={screen.id}
        />
      );
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <ModulePage />;
  }
}
