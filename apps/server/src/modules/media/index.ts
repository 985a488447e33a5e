// The media module's surface: what other modules and app.ts may import. Every other file here is internal.
export { mediaRoutes, registerUploads } from './media.routes.ts';
export { sniffFile } from './sniff.ts';
