/** The documents feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { documentsMainRoutes } from './routes.tsx';
