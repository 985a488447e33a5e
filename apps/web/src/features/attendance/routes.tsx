import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const KioskPage = lazy(() => import('./KioskPage.tsx').then((m) => ({ default: m.KioskPage })));

type Wait = (node: ReactNode) => ReactNode;

/**
 * Attendance's own screen: the RFID kiosk. The monthly recap is a tool on the generic `rabsensi`
 * list (resources/view-panels.ts), not a route of its own.
 */
export function attendanceMainRoutes(wait: Wait): RouteObject[] {
  return [{ path: 'absensirfidmanual', element: wait(<KioskPage />) }];
}
