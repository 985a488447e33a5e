/** The mindmap feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { mindmapMainRoutes } from './routes.tsx';
