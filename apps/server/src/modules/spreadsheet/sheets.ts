/**
 * The sheets as they travel are read by core (packages/core/src/api/sheets.ts), where the routes'
 * declarations (api/routes/spreadsheet.ts) check them: this module's names for them.
 */
export {
  normaliseColor,
  readSheets,
  SHEET_LIMITS,
  type SheetInputError,
  type SheetsResult,
  type SpreadsheetCell as SheetCell,
  type SpreadsheetCellKind as CellKind,
  type SpreadsheetSheet as SheetData,
} from '@kantor/core';
