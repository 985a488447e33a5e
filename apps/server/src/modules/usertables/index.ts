import type { DomainModule } from '../resources/index.ts';
import { tabelkolomHooks } from './usertables.hooks.ts';
import { userTablesRoutes } from './usertables.routes.ts';
import { seedUserTables } from './usertables.seed.ts';

export { userTableMenuEntries } from './menu.ts';
export { reloadUserTables } from './registry.ts';
export { userTablesFreshness } from './usertables.routes.ts';

/**
 * User-defined tables (`/supertabel`): `tabelkolom` rows declare a table's columns, a real table follows
 * them in the same transaction, and the table is served as the resource `tabel_{name}` by the generic
 * routes and screens, with the pages list and role rules of any resource. See docs/tools.md.
 */
export const userTablesModule: DomainModule = {
  name: 'usertables',
  hooks: { tabelkolom: tabelkolomHooks },
  routes: userTablesRoutes,
  seed: seedUserTables,
};
