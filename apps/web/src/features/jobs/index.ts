/**
 * The jobs feature's public surface: its main-layout routes and its API (the home page's counts, the
 * public tracking page); its parts drawn on demand are in lazy.ts.
 */
export { jobsApi, type PublicJob } from './jobs-api.ts';
export { jobsMainRoutes } from './routes.tsx';
