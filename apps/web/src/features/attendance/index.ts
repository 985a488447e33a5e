/** The attendance feature's public surface: its main-layout routes (its parts drawn on demand: lazy.ts). */
export { attendanceMainRoutes } from './routes.tsx';
