import { readToken } from '../session/storage.ts';
import { createApiClient } from './client.ts';

/** The app's one client: same origin (the server serves the web app), token from storage. */
export const api = createApiClient({ host: import.meta.env.VITE_API_HOST ?? '', getToken: readToken });
