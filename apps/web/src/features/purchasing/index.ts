/** The purchasing feature's public surface: its main-layout routes. */
export { purchasingMainRoutes } from './routes.tsx';
