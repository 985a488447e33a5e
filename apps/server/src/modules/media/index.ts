// The media module's surface: what other modules and app.ts may import. Every other file here is internal.

/** Whether stored file paths are uploads this server issued (media records), for fields that take only ours. */
export { foreignFiles, uploadPathOf } from './issued.ts';
export { mediaRoutes, registerUploads } from './media.routes.ts';
export { sniffFile } from './sniff.ts';
