/** The admin feature's public surface: its main-layout routes. */
export { adminMainRoutes } from './routes.tsx';
