/** The reports feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { reportsMainRoutes } from './routes.tsx';
