/**
 * The admin dashboard's route (docs/reports.md), declared once: this month's business figures read
 * across the domains. Served by apps/server/src/modules/dashboard, called by
 * apps/web/src/pages/AdminDashboard.tsx.
 */
import { BusinessFigures } from '../system.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';

export const businessFiguresRoute = defineRoute({
  ...ROUTE_ADDRESSES.businessFigures,
  access: { kind: 'admin' },
  summary: 'This month’s sales, receivables, cash in and out, low stock and open jobs',
  answer: BusinessFigures,
  answerSays: 'The month’s figures (Asia/Jakarta days)',
});

/** The dashboard's routes, by the name the web calls them. */
export const DASHBOARD_ROUTES = { business: businessFiguresRoute } as const;
