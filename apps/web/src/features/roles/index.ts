/** The roles feature's public surface: its main-layout routes. */
export { rolesMainRoutes } from './routes.tsx';
