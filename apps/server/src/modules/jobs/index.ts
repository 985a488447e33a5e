import type { DomainModule } from '../resources/hooks.ts';
import { seedJobs } from './jobs.seed.ts';

/**
 * Jobs (`rpekerjaan`): for now their demo records only; progress roll-up, sub jobs and the technician's
 * screens are not built yet (see the README's list). A job's SOP materials live in the inventory module.
 */
export const jobsModule: DomainModule = { name: 'jobs', seed: seedJobs };
