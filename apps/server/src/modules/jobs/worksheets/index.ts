import type { DomainModule } from '../../resources/index.ts';
import { worksheetsRoutes } from './worksheets.routes.ts';
import { seedWorksheets } from './worksheets.seed.ts';

/**
 * Worksheets and proof of work (issue 35): a checklist template per job type, the technician's
 * worksheet for a sub job closed by the customer's drawn signature, and the service report PDF for
 * the office, the customer's e-mail, WhatsApp and `/lacak`. See docs/jobs.md "Worksheets".
 */
export const worksheetsModule: DomainModule = {
  name: 'worksheets',
  routes: worksheetsRoutes,
  seed: seedWorksheets,
};
