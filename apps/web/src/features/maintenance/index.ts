/** The maintenance feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { maintenanceMainRoutes } from './routes.tsx';
