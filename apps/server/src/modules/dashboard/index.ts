import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { adminRoute } from '../../plugins/access.ts';
import type { DomainModule } from '../resources/index.ts';
import { businessFigures } from './business.ts';

async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  /** This month's sales, receivables, cash in and out, low stock and open jobs (admin dashboard). */
  app.get('/dashboard/bisnis', adminRoute(), async () => businessFigures(app.db.query, jakartaToday()));
}

/** The admin dashboard's business figures, read across the domains (no records of its own). */
export const dashboardModule: DomainModule = { name: 'dashboard', routes: dashboardRoutes };
