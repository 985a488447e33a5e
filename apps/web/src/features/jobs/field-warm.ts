/**
 * Readies the device for field work without a network (issue 35, docs/mobile.md "Offline"): right after
 * sign-in, online, the technician's screens are fetched once so the service worker keeps them: their
 * code (work list, progress, worksheet with its signature pad, calculator) in `kantor-assets`, and the
 * answers those screens read (the work list, each open sub job's progress screen, worksheet and timer)
 * in `kantor-api` (vite.config.ts). The calls are the screens' own, to the same addresses, so offline
 * the screens find them. Only a field worker's own list is warmed (the answer's `technician`), never an
 * office user's view of everyone's.
 */
import { loadCalculatorPage } from '../tools/lazy.ts';
import { loadWorksheetCalls, loadWorksheetPage } from '../worksheets/lazy.ts';
import { dispatchApi } from './dispatch/dispatch-api.ts';
import { jobsApi } from './jobs-api.ts';

/** At most this many open sub jobs are warmed (three calls each). */
export const WARM_LIMIT = 40;

/** The field screens' code: the same dynamic imports the router's lazy screens make. */
export const fieldScreens = () =>
  Promise.all([
    import('./TrackListPage.tsx'),
    import('./TrackAddPage.tsx'),
    loadWorksheetPage(),
    loadCalculatorPage(),
  ]);

/** Fetches the field screens and their answers; a failed call is left (the screen asks when opened). */
export async function warmFieldWork(): Promise<{ subJobs: number }> {
  // asked first, cheaply: an office user's start reads no list at all
  if (!(await jobsApi.fieldWork()).technician) return { subJobs: 0 };
  const list = await jobsApi.trackList(false, '');
  await fieldScreens();
  const { worksheetsApi } = await loadWorksheetCalls();
  const open = list.records.slice(0, WARM_LIMIT);
  for (const item of open) {
    await Promise.allSettled([
      jobsApi.subJob(item.id),
      worksheetsApi.worksheet(item.id),
      dispatchApi.timer(Number(item.id)),
    ]);
  }
  return { subJobs: open.length };
}
