/** Shapes of the API's answers: written once here, produced by the server, read by the web. */
export * from './admin.ts';
export * from './ai.ts';
export * from './attendance.ts';
export * from './auth.ts';
export * from './chat.ts';
export * from './documents.ts';
export * from './hosting.ts';
export * from './inventory.ts';
export * from './invoicing.ts';
export * from './jobs.ts';
export * from './maintenance.ts';
export * from './mindmap.ts';
export * from './notice-mail.ts';
export * from './notifications.ts';
export * from './reports.ts';
export * from './resources.ts';
export * from './roles.ts';
export * from './routes/index.ts';
export {
  normaliseColor,
  readSheets,
  SHEET_LIMITS,
  type SheetInputError,
  type SheetsResult,
} from './sheets.ts';
export * from './spreadsheet.ts';
export * from './system.ts';
export * from './usertables.ts';
export * from './website.ts';
