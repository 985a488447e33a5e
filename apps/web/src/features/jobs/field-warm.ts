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
 * warm-up finds its answer. An answer older than `freshSince` (when the offline queue's sync sent
 * entries: they changed what the answers say) is asked again.
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
export async function warmFieldWork(client: QueryClient, freshSince = 0): Promise<{ subJobs: number }> {
  // asked first, cheaply: an office user's start reads no list at all
  if (!(await jobsApi.fieldWork()).technician) return { subJobs: 0 };
  const list = await jobsApi.trackList(false, '');
  await fieldScreens();
  const { worksheetQuery } = await loadWorksheetCalls();
  const open = list.records.slice(0, WARM_LIMIT);
  // an answer the cache got since `freshSince` is left, as is one under way (the query cache joins it)
  const fresh = () => ({ staleTime: freshSince > 0 ? Date.now() - freshSince : Number.POSITIVE_INFINITY });
  for (const item of open) {
    await Promise.allSettled([
      client.prefetchQuery({ ...subJobQuery(String(item.id)), ...fresh() }),
      client.prefetchQuery({ ...worksheetQuery(String(item.id)), ...fresh() }),
      client.prefetchQuery({ ...subJobTimerQuery(Number(item.id)), ...fresh() }),
    ]);
  }
  return { subJobs: open.length };
}
