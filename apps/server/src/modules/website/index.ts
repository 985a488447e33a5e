import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../resources/index.ts';
import { useStoredMailTemplates } from './mail-templates.ts';
import { websiteSettingsHooks } from './website.hooks.ts';
import { websiteRoutes as settingsRoutes } from './website.routes.ts';
import { seedWebsite } from './website.seed.ts';

export { publicSiteRoutes } from './public.routes.ts';
/** The visitor chat widget adds its script to every public page with this (see docs/website.md). */
export { addPublicSiteScript } from './render-layout.ts';
/** The company profile (the admin's `umum` settings) that invoices, receipts and attendance read. */
export { type Business, businessOf, companyProfile } from './site.data.ts';

/**
 * The module's API. Named so: the API docs tag a route by its plugin's name (`websiteRoutes` →
 * `website`), and the reset of a customer's site lives under `/api/akun/…`, which its path would tag `akun`.
 */
async function websiteRoutes(app: FastifyInstance): Promise<void> {
  useStoredMailTemplates(app);
  await settingsRoutes(app);
}

/**
 * Website: the settings screens' API (each owner's own rows, checked against the section catalogue of
 * packages/core/src/website), the email templates the mailer uses, the reset of a customer's site,
 * and the public site rendered on the server (public.routes.ts, registered outside /api in app.ts).
 * See docs/website.md.
 */
export const websiteModule: DomainModule = {
  name: 'website',
  hooks: { rsetwebsite: websiteSettingsHooks },
  routes: websiteRoutes,
  seed: seedWebsite,
};
