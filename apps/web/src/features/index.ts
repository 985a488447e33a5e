/**
 * Every feature's additions to the generic screens (each features/<name>/feature.ts), read by the app
 * through app/feature-registry.ts: the generic layer (resources/, ui/, app/) names no feature. Only
 * loaders and data here, so this list costs a few hundred bytes wherever it loads. The order is the
 * order panels appear in when two features add to one view (a job: progress, materials, "Tanya AI").
 */
import type { Feature } from '../app/feature.ts';
import { aiFeature } from './ai/feature.ts';
import { attendanceFeature } from './attendance/feature.ts';
import { documentsFeature } from './documents/feature.ts';
import { hostingFeature } from './hosting/feature.ts';
import { inventoryFeature } from './inventory/feature.ts';
import { invoicingFeature } from './invoicing/feature.ts';
import { jobsFeature } from './jobs/feature.ts';
import { maintenanceFeature } from './maintenance/feature.ts';
import { mindmapFeature } from './mindmap/feature.ts';
import { purchasingFeature } from './purchasing/feature.ts';
import { reportsFeature } from './reports/feature.ts';
import { rolesFeature } from './roles/feature.ts';
import { rulesFeature } from './rules/feature.ts';
import { userTablesFeature } from './usertables/feature.ts';
import { worksheetsFeature } from './worksheets/feature.ts';

export const FEATURES: readonly Feature[] = [
  mindmapFeature,
  jobsFeature,
  worksheetsFeature,
  inventoryFeature,
  invoicingFeature,
  purchasingFeature,
  hostingFeature,
  aiFeature,
  reportsFeature,
  documentsFeature,
  attendanceFeature,
  maintenanceFeature,
  rolesFeature,
  rulesFeature,
  userTablesFeature,
];
