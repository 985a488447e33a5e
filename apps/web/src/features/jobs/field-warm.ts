/**
 * Readies the device for field work without a network (issue 35, docs/mobile.md "Offline"): right after
 * sign-in, online, the technician's screens are fetched once so the service worker keeps them: their
 * code (work list, progress, worksheet with its signature pad, calculator) in `kantor-assets`, and the
 * answers those screens read (the work list, each open sub job's progress screen, worksheet and timer)
 * in `kantor-api` (vite.config.ts). The calls are the screens' own, to the same addresses, so offline
 * the screens find them. Only a field worker's own list is warmed (the answer's `technician`), never an
 * office user's view of everyone's. A sub job's answers go through the app's query cache under the
 * screens' keys (track-queries.ts): one the open screen has already asked for, or is asking for, is not
 * asked again (a cold open of a progress screen sent its GET twice), and a screen opened after the
 * warm-up finds its answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadCalculatorPage } from '../tools/lazy.ts';
import { loadWorksheetCalls, loadWorksheetPage } from '../worksheets/lazy.ts';
import { jobsApi } from './jobs-api.ts';
import { subJobQuery, subJobTimerQuery } from './track-queries.ts';

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
export async function warmFieldWork(client: QueryClient): Promise<{ subJobs: number }> {
  // asked first, cheaply: an office user's start reads no list at all
  if (!(await jobsApi.fieldWork()).technician) return { subJobs: 0 };
  const list = await jobsApi.trackList(false, '');
  await fieldScreens();
  const { worksheetQuery } = await loadWorksheetCalls();
  const open = list.records.slice(0, WARM_LIMIT);
  for (const item of open) {
    // an answer in the cache, of any age, is left: the screen showing it refreshes it itself
    await Promise.allSettled([
      client.ensureQueryData(subJobQuery(String(item.id))),
      client.ensureQueryData(worksheetQuery(String(item.id))),
      client.ensureQueryData(subJobTimerQuery(Number(item.id))),
    ]);
  }
  return { subJobs: open.length };
}
