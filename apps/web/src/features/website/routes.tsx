import { WEBSITE_SECTIONS } from '@kantor/core';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const SinglePage = lazy(() => import('./SinglePage.tsx').then((m) => ({ default: m.SinglePage })));
const SectionListPage = lazy(() =>
  import('./SectionListPage.tsx').then((m) => ({ default: m.SectionListPage })),
);
const SectionItemPage = lazy(() =>
  import('./SectionItemPage.tsx').then((m) => ({ default: m.SectionItemPage })),
);
const EmailTemplatesPage = lazy(() =>
  import('./EmailTemplatesPage.tsx').then((m) => ({ default: m.EmailTemplatesPage })),
);
const WebsiteMapPage = lazy(() =>
  import('./WebsiteMapPage.tsx').then((m) => ({ default: m.WebsiteMapPage })),
);
const SinglePagesPage = lazy(() =>
  import('./SinglePagesPage.tsx').then((m) => ({ default: m.SinglePagesPage })),
);
const MainSitePage = lazy(() => import('./MainSitePage.tsx').then((m) => ({ default: m.MainSitePage })));
const ResetSitePage = lazy(() => import('./ResetSitePage.tsx').then((m) => ({ default: m.ResetSitePage })));

type Wait = (node: ReactNode) => ReactNode;

/**
 * A page reached with or without the `{pageid}` the spec appends (spec §2: "all of these with {pageid}"),
 * which is ignored: the owner's own row is edited, the owner's own items are listed.
 */
const both = (path: string, element: ReactNode): RouteObject[] => [
  { path, element },
  { path: `${path}/:pageid`, element },
];

/**
 * The website settings screens, generated from the section catalogue (packages/core/src/website): one
 * form for each single-page section, a list, add and edit for each loop list, and the screens of their
 * own (email templates, main site, single pages, the map, the reset of a customer's site).
 */
export function websiteMainRoutes(wait: Wait): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const section of WEBSITE_SECTIONS) {
    if (section.feeds === 'mail') continue;
    const key = section.key;
    if (section.kind === 'single') {
      routes.push(
        ...both(`rsetwebsite/${section.routes.edit}`, wait(<SinglePage key={key} sectionKey={key} />)),
      );
      continue;
    }
    // the list and the add form take the spec's `{pageid}` too (`slider/{pageid}`, `slideradd/{pageid}`),
    // ignored as on a single page: `/api/website/*` reads the caller's own rows only (docs/website.md)
    routes.push(
      ...both(`rsetwebsite/${section.routes.list}`, wait(<SectionListPage key={key} sectionKey={key} />)),
      ...both(`rsetwebsite/${section.routes.add}`, wait(<SectionItemPage key={key} sectionKey={key} />)),
      {
        path: `rsetwebsite/${section.routes.edit}/:id`,
        element: wait(<SectionItemPage key={key} sectionKey={key} />),
      },
    );
  }
  routes.push(
    ...both('rsetwebsite/editemailtemplate', wait(<EmailTemplatesPage />)),
    ...both('rsetwebsite/setuserid', wait(<MainSitePage />)),
    { path: 'rsetwebsite/daftarsinglepage', element: wait(<SinglePagesPage />) },
    { path: 'petarsetwebsite', element: wait(<WebsiteMapPage />) },
    ...both('akun/daftarkanresetwebsitedfsinglepage', wait(<ResetSitePage />)),
  );
  return routes;
}
