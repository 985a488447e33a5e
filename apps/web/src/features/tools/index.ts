/** The tools feature's public surface: its main-layout routes. */
export { toolsMainRoutes } from './routes.tsx';
