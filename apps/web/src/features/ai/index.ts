/** The ai feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { aiMainRoutes } from './routes.tsx';
