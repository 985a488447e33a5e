/** The spreadsheet feature's public surface: its main-layout routes. */
export { spreadsheetMainRoutes } from './routes.tsx';
