// The health module's surface: what other modules and app.ts may import. Every other file here is internal.
export { healthRoutes, trackStartup } from './health.routes.ts';
