/** The worksheets feature's public surface: its main-layout routes; its parts drawn on demand are in lazy.ts. */
export { worksheetsMainRoutes } from './routes.tsx';
