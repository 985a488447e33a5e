/**
 * The jobs feature's public surface: its main-layout routes and its API (the home page's counts, the
 * public tracking page); its parts drawn on demand are in lazy.ts.
 */

export { jobsApi, type PublicJob } from './jobs-api.ts';
// the technician's offline queue, which the worksheet screen shares, is `offline/index.ts`: not here,
// where the login route's first load would take it (app/first-load.test.ts)
export { jobsMainRoutes } from './routes.tsx';
export { trackListCall } from './track-list-call.ts';
