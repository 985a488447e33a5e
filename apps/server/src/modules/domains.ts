import { accountsModule } from './accounts/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { invoicingModule } from './invoicing/index.ts';
import { jobsModule } from './jobs/index.ts';
import { maintenanceModule } from './maintenance/index.ts';
import { masterDataModule } from './masterdata/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { reportsModule } from './reports/index.ts';
import type { DomainModule } from './resources/hooks.ts';

/**
 * The product's domain modules, in registration order: their hooks join the resource engine and their
 * routes are registered under `/api` before the generic resource routes; their demo records are
 * seeded in this order (master data before the documents that use it).
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  accountsModule,
  notificationsModule,
  masterDataModule,
  inventoryModule,
  jobsModule,
  maintenanceModule,
  attendanceModule,
  invoicingModule,
  dashboardModule,
  reportsModule,
];
