import { ADMIN_PAGES, parseRoutePath, RESOURCE_NAMES, TOOL_PAGES } from '@kantor/core';
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { resourceScreenOf } from '../resources/screens.ts';
import { pageScreenOf } from './feature-registry.ts';
import { loadListScreen, loadViewScreen } from './list-screen-chunk.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

// The generic resource screens are lazy chunks (the router's Suspense shows the spinner meanwhile).
const ResourceListPage = lazy(() => loadListScreen().then((m) => ({ default: m.ResourceListPage })));
const ResourceViewPage = lazy(() => loadViewScreen().then((m) => ({ default: m.ResourceViewPage })));
const ResourceFormPage = lazy(() =>
  import('../resources/ResourceFormPage.tsx').then((m) => ({ default: m.ResourceFormPage })),
);

const known = new Set<string>([...RESOURCE_NAMES, ...TOOL_PAGES, ...ADMIN_PAGES]);

/**
 * Picks the screen of a main-layout route from its page name: the generic list, view and form of a
 * resource (user tables, `tabel_*`, once their declarations are loaded); 404 otherwise. Every tool,
 * admin page and extra route of the spec has a route of its own (every-route-built.test.tsx).
 */
export function PageRouter() {
  const { pathname } = useLocation();
  const { page } = parseRoutePath(pathname);
  // a feature's own pages (user tables, once their declarations are loaded)
  const FeatureScreen = pageScreenOf(page);
  if (FeatureScreen) return <FeatureScreen pathname={pathname} />;
  if (!known.has(page)) return <NotFoundPage />;
  return <ResourceScreenView pathname={pathname} />;
}

/** The generic screen of a resource path (list, view, form), or the 404 page. */
export function ResourceScreenView({ pathname }: { pathname: string }) {
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
    default:
      // a record-less view/edit, a form of a read-only resource, or an action that has no page (export and
      // import are dialogs of the list)
      return <NotFoundPage />;
  }
}
