import { BusinessFigures } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/answer-schema.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { adminRoute } from '../../plugins/access.ts';
import type { DomainModule } from '../resources/index.ts';
import { businessFigures } from './business.ts';

async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  /** This month's sales, receivables, cash in and out, low stock and open jobs (admin dashboard). */
  app.get(
    '/dashboard/bisnis',
    {
      ...adminRoute(),
      schema: {
        summary: 'This month’s sales, receivables, cash in and out, low stock and open jobs',
        ...answers(BusinessFigures, 'The month’s figures (Asia/Jakarta days)'),
      },
    },
    async () => businessFigures(app.db.query, jakartaToday()),
  );
}

/** The admin dashboard's business figures, read across the domains (no records of its own). */
export const dashboardModule: DomainModule = { name: 'dashboard', routes: dashboardRoutes };
