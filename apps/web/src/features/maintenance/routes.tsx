import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const PmPage = lazy(() => import('./PmPage.tsx').then((m) => ({ default: m.PmPage })));
const IntakeToJobPage = lazy(() =>
  import('./IntakeToJobPage.tsx').then((m) => ({ default: m.IntakeToJobPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/**
 * Maintenance's own screens, each a lazy chunk: the preventive schedule with root causes, and making a
 * request or a registration a job (their lists link here through row actions).
 */
export function maintenanceMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'cmumt/pm', element: wait(<PmPage />) },
    { path: 'butuhapa/jadikanpekerjaan/:id', element: wait(<IntakeToJobPage source="butuhapa" />) },
    { path: 'pendaftaran/jadikanpekerjaan/:id', element: wait(<IntakeToJobPage source="pendaftaran" />) },
  ];
}
