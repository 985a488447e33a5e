import { accountsModule } from './accounts/index.ts';
import { adminModule } from './admin/index.ts';
import { aiModule } from './ai/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { chatModule } from './chat/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { documentsModule } from './documents/index.ts';
import { hostingModule } from './hosting/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { invoicingModule } from './invoicing/index.ts';
import { jobsModule } from './jobs/index.ts';
import { worksheetsModule } from './jobs/worksheets/index.ts';
import { maintenanceModule } from './maintenance/index.ts';
import { masterDataModule } from './masterdata/index.ts';
import { mindmapModule } from './mindmap/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { purchasingModule } from './purchasing/index.ts';
import { reportsModule } from './reports/index.ts';
import type { DomainModule } from './resources/index.ts';
import { rolesModule } from './roles/index.ts';
import { spreadsheetModule } from './spreadsheet/index.ts';
import { userTablesModule } from './usertables/index.ts';
import { websiteModule } from './website/index.ts';

/**
 * The product's domain modules, in registration order: their hooks join the resource engine and their
 * routes are registered under `/api` before the generic resource routes; their demo records are
 * seeded in this order (master data before the documents that use it).
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  rolesModule,
  accountsModule,
  notificationsModule,
  masterDataModule,
  inventoryModule,
  jobsModule,
  worksheetsModule,
  maintenanceModule,
  attendanceModule,
  invoicingModule,
  purchasingModule,
  documentsModule,
  chatModule,
  dashboardModule,
  reportsModule,
  spreadsheetModule,
  mindmapModule,
  userTablesModule,
  adminModule,
  aiModule,
  hostingModule,
  websiteModule,
];
