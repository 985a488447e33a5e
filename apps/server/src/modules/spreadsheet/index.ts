import type { DomainModule } from '../resources/index.ts';
import { spreadsheetRoutes } from './spreadsheet.routes.ts';
import { seedSpreadsheet } from './spreadsheet.seed.ts';
import { mediaScope } from './spreadsheet.service.ts';

/**
 * The `/excel` tool: each user's own XLSX files (stored privately, listed as `media` records that only
 * their owner reaches), opened and saved as Fortune-sheet sheets converted by ExcelJS on the server,
 * and any XLSX (a resource's export included) opened without storing it. See docs/spreadsheet.md.
 */
export const spreadsheetModule: DomainModule = {
  name: 'spreadsheet',
  hooks: { media: { scope: mediaScope } },
  routes: spreadsheetRoutes,
  seed: seedSpreadsheet,
};
