import type { DomainModule } from '../resources/index.ts';
import { dispatchRoutes } from './dispatch/dispatch.routes.ts';
import { seedDispatch } from './dispatch/dispatch.seed.ts';
import { jobHooks, progressHooks, subJobHooks } from './jobs.hooks.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { seedJobs } from './jobs.seed.ts';
import { timesheetRoutes } from './timesheets/timesheets.routes.ts';

/**
 * Field work: jobs with sub jobs and progress entries whose percents roll up on the server, the
 * technician's scope (only their assigned jobs), assignment and progress notices, duplicate, and
 * public tracking by code. A job's SOP materials live in the inventory module. See docs/jobs.md.
 */
export const jobsModule: DomainModule = {
  name: 'jobs',
  hooks: { rpekerjaan: jobHooks, rsubpekerjaan: subJobHooks, rsubptrackprogres: progressHooks },
  // the dispatch board and timesheets serve their own routes (docs/jobs.md)
  routes: async (app) => {
    await jobsRoutes(app);
    await dispatchRoutes(app);
    await timesheetRoutes(app);
  },
  seed: async (s) => {
    await seedJobs(s);
    await seedDispatch(s);
  },
};
// what the worksheets module (modules/jobs/worksheets) builds on: a closed job, a job's tracking code
export { closedJob } from './assignment.ts';
export { uniqueTrackingCode } from './jobs.hooks.ts';
export { LACAK_MAX_MISSES } from './jobs.routes.ts';
// what the invoicing module bills of a job's labour (docs/invoicing.md "Labour")
export { markLabourBilled, takeUnbilledLabour, unbilledJobs } from './timesheets/labour.ts';
