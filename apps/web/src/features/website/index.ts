/** The website feature's public surface: its main-layout routes. */
export { websiteMainRoutes } from './routes.tsx';
