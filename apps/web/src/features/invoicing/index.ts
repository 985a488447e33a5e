/** The invoicing feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { invoicingMainRoutes } from './routes.tsx';
