/**
 * The one upload every form uses, declared once: a multipart file, its type read from its content on
 * the server. Served by apps/server/src/modules/media/media.routes.ts; the web posts its form to
 * `routeUrl` of this declaration (the chat's attachments, the documents' templates, the file inputs).
 */
import { UploadAnswer } from '../system.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';

export const mediaUploadRoute = defineRoute({
  ...ROUTE_ADDRESSES.mediaUpload,
  // anyone who may add or edit something: what the file is for is the form's own check
  access: { kind: 'signedIn', writes: true },
  summary: 'Upload one file (anyone who may add or edit something); answers its path and media record',
  upload: { file: 'the file; images are re-encoded (metadata stripped, turned upright) in three sizes' },
  answer: UploadAnswer,
  answerSays: 'The stored file’s path, address, type and size, and its media record',
});

/** The media library's routes, by the name the web calls them. */
export const MEDIA_ROUTES = { upload: mediaUploadRoute } as const;
