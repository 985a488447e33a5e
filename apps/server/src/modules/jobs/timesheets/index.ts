/** Timesheets (docs/jobs.md): the timer's service, for the demo seed, and the routes. */

export { timesheetRoutes } from './timesheets.routes.ts';
export { correctEntry, startTimer, stopTimer } from './timesheets.service.ts';
