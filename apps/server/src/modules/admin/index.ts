import type { DomainModule } from '../resources/index.ts';
import { rmenuHooks } from './admin.hooks.ts';
import { adminRoutes } from './admin.routes.ts';
import { seedAdmin } from './admin.seed.ts';

/**
 * The admin's pages and declaration-driven tools: the `/admin` hub's status, the duplicate finder,
 * custom menu entries (`rmenu`) and placeholders (`setupimgprototype`) for every screen, a template's
 * reference (`manualtemplatejson/save_refxml`) and the walman recap. See docs/admin.md.
 */
export const adminModule: DomainModule = {
  name: 'admin',
  hooks: { rmenu: rmenuHooks },
  routes: adminRoutes,
  seed: seedAdmin,
};
