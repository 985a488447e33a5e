/** The rules feature's public surface: its main-layout routes and the side menu's entries (role pages' titles). */
export { menuEntries } from './known-routes.ts';
export { rulesMainRoutes } from './routes.tsx';
