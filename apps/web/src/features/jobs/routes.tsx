import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const TrackListPage = lazy(() => import('./TrackListPage.tsx').then((m) => ({ default: m.TrackListPage })));
const loadTrackAdd = () => import('./TrackAddPage.tsx');
const TrackAddPage = lazy(() => loadTrackAdd().then((m) => ({ default: m.TrackAddPage })));
const DuplicateJobPage = lazy(() =>
  import('./DuplicateJobPage.tsx').then((m) => ({ default: m.DuplicateJobPage })),
);

const BulkSubJobsPage = lazy(() =>
  import('./BulkSubJobsPage.tsx').then((m) => ({ default: m.BulkSubJobsPage })),
);

const BoardPage = lazy(() => import('./dispatch/BoardPage.tsx').then((m) => ({ default: m.BoardPage })));
const TimesheetPage = lazy(() =>
  import('./dispatch/TimesheetPage.tsx').then((m) => ({ default: m.TimesheetPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/** Field work's own screens (a job itself uses the generic pages with its progress panel), each a lazy chunk. */
export function jobsMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'rsubptrackprogres/tracklist', element: wait(<TrackListPage />) },
    { path: 'rsubptrackprogres/trackadd', element: wait(<TrackAddPage />) },
    // the chunk starts with the page load's first requests (app/screen-chunks.ts)
    {
      path: 'rsubptrackprogres/trackadd/:id',
      element: wait(<TrackAddPage />),
      handle: { preload: loadTrackAdd },
    },
    { path: 'rpekerjaan/duplikatdata/:id', element: wait(<DuplicateJobPage />) },
    { path: 'addmasalsubpekerjaan', element: wait(<BulkSubJobsPage />) },
    { path: 'rpekerjaan/papan', element: wait(<BoardPage />) },
    { path: 'rpekerjaan/timesheet', element: wait(<TimesheetPage />) },
  ];
}
