import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const PermissionMultiPage = lazy(() =>
  import('./PermissionMultiPage.tsx').then((m) => ({ default: m.PermissionMultiPage })),
);
const RoleClonePage = lazy(() => import('./RoleClonePage.tsx').then((m) => ({ default: m.RoleClonePage })));
const RoleImportWebsitePage = lazy(() =>
  import('./RoleImportWebsitePage.tsx').then((m) => ({ default: m.RoleImportWebsitePage })),
);
const PetaCudPage = lazy(() => import('./PetaCudPage.tsx').then((m) => ({ default: m.PetaCudPage })));
const PetaUserRoleGroupPage = lazy(() =>
  import('./PetaUserRoleGroupPage.tsx').then((m) => ({ default: m.PetaUserRoleGroupPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** Role management screens, behind sign-in and the access guard (each its own lazy chunk). */
export function rolesMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'roles/permissionmulti/:id', element: wait(<PermissionMultiPage />) },
    { path: 'roles/clone/:id', element: wait(<RoleClonePage />) },
    { path: 'roles/importrsetwebsite/:id', element: wait(<RoleImportWebsitePage />) },
    { path: 'petacud', element: wait(<PetaCudPage />) },
    { path: 'petauseridroleidgroupid', element: wait(<PetaUserRoleGroupPage />) },
  ];
}
