export { CsvLimitError, iterateCsv, parseCsv } from './read.ts';
export {
  CSV_BOM,
  type CsvFieldOptions,
  cellText,
  csvField,
  csvRow,
  neutraliseFormula,
  toCsv,
} from './write.ts';
