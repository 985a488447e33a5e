import type { DomainModule } from '../resources/index.ts';
import { hostingRoutes } from './hosting.routes.ts';
import { seedHosting } from './hosting.seed.ts';

/**
 * Hosting accounts: company mailboxes (`akunwebmail`) managed through the account's hosting panel
 * behind a provider interface (cPanel UAPI adapter). See docs/hosting.md for what is not built yet.
 */
export const hostingModule: DomainModule = { name: 'hosting', routes: hostingRoutes, seed: seedHosting };
