/** The hosting feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { hostingMainRoutes } from './routes.tsx';
