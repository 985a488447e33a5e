/** The usertables feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { userTablesMainRoutes } from './routes.tsx';
