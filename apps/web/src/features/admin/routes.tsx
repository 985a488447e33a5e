import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const AdminHubPage = lazy(() => import('./AdminHubPage.tsx').then((m) => ({ default: m.AdminHubPage })));
const DropdownMapPage = lazy(() =>
  import('./DropdownMapPage.tsx').then((m) => ({ default: m.DropdownMapPage })),
);
const ValidationMapPage = lazy(() =>
  import('./ValidationMapPage.tsx').then((m) => ({ default: m.ValidationMapPage })),
);
const DuplicateCheckPage = lazy(() =>
  import('./DuplicateCheckPage.tsx').then((m) => ({ default: m.DuplicateCheckPage })),
);
const SaveRefXmlPage = lazy(() =>
  import('./SaveRefXmlPage.tsx').then((m) => ({ default: m.SaveRefXmlPage })),
);
const WalmanGasPage = lazy(() => import('./WalmanGasPage.tsx').then((m) => ({ default: m.WalmanGasPage })));

type Wait = (node: ReactNode) => ReactNode;

/** The admin's hub and declaration-driven maps, a template's reference and the walman recap (lazy chunks). */
export function adminMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'admin', element: wait(<AdminHubPage />) },
    { path: 'petadropdown', element: wait(<DropdownMapPage />) },
    { path: 'rentanxvalidasiphp', element: wait(<ValidationMapPage />) },
    { path: 'petacekduplikatinput', element: wait(<DuplicateCheckPage />) },
    { path: 'manualtemplatejson/save_refxml/:id', element: wait(<SaveRefXmlPage />) },
    { path: 'walman/listgas', element: wait(<WalmanGasPage />) },
  ];
}
