/**
 * The progress screen's answers as query options: the screen (TrackAddPage, SubJobTimer) and the field
 * warm-up (field-warm.ts) ask through the same query cache under the same keys, so a request already
 * made or under way serves both (issue 36: the screen's own sub job was fetched twice on a cold open).
 */
import { dispatchApi } from './dispatch/dispatch-api.ts';
import { jobsApi } from './jobs-api.ts';

/** The sub job, its job and steps; under `resource` so a saved entry's invalidation refreshes it. */
export const subJobQuery = (id: string) => ({
  queryKey: ['resource', 'rsubptrackprogres', 'trackadd', id],
  queryFn: () => jobsApi.subJob(id),
});

/** The sub job's timer (running or not) and its hours. */
export const subJobTimerQuery = (id: number) => ({
  queryKey: ['timesheets', 'sub', id],
  queryFn: () => dispatchApi.timer(id),
});
