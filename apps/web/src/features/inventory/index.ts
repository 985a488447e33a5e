/** The inventory feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { inventoryMainRoutes } from './routes.tsx';
