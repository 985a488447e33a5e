import type { DomainModule } from '../resources/index.ts';
import { subscriptionHooks, ticketHooks } from './maintenance.hooks.ts';
import { maintenanceRoutes } from './maintenance.routes.ts';
import { seedMaintenance } from './maintenance.seed.ts';

export { type DailyOutcome, runDailyNow, runDailyOnce, startDailyJobs } from './daily.ts';
export { runSubscriptionDay, type SubscriptionDayResult } from './subscriptions.service.ts';

/**
 * Maintenance and after-sales: ticket numbers, preventive schedules whose visits become jobs, root-cause
 * counts, subscriptions that expire and remind (a daily job, once across instances), and intake
 * (requests and registrations) made a job in one action. See docs/maintenance.md.
 */
export const maintenanceModule: DomainModule = {
  name: 'maintenance',
  hooks: { cmumt: ticketHooks, rlangganan: subscriptionHooks },
  routes: maintenanceRoutes,
  seed: seedMaintenance,
};
