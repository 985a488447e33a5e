import type { DomainModule } from '../resources/index.ts';
import { usersHooks } from './users.hooks.ts';

export { accountsRoutes } from './accounts.routes.ts';
export { currentUserRoutes } from './current-user.routes.ts';
export { profileRoutes } from './profile.routes.ts';

/** Logins through the generic engine (the admin's users list) follow the account rules. */
export const accountsModule: DomainModule = { name: 'accounts', hooks: { users: usersHooks } };
