/**
 * The signed-in task of the field worker's pages (features/jobs/feature.ts): the queue sent when the app
 * starts online and whenever the browser comes back online, and the device warmed for the technician's
 * screens once per start (field-warm.ts). Apart from field-sync.ts so the screens, which field-warm.ts loads, do not
 * import it back.
 */

import type { QueryClient } from '@tanstack/react-query';
import { warmFieldWork } from '../field-warm.ts';
import { syncNow } from './field-sync.ts';

export function start({ username, queryClient }: { username: string; queryClient: QueryClient }): () => void {
  const sync = () => {
    void syncNow(username).catch(() => undefined);
  };
  window.addEventListener('online', sync);
  if (navigator.onLine) {
    // the queue first: the warmed answers then include what it sent (answers the screens got before
    // it sent something are asked again)
    void syncNow(username)
      .then((synced) => (synced.sent > 0 ? Date.now() : 0))
      .catch(() => 0)
      .then((freshSince) => warmFieldWork(queryClient, freshSince))
      .catch(() => undefined);
  }
  return () => window.removeEventListener('online', sync);
}
