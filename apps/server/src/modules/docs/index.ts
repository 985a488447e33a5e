// The docs module's surface: what other modules and app.ts may import. Every other file here is internal.
export { docsRoutes } from './docs.routes.ts';
