/**
 * Whether the providers' chunk (AppProviders.tsx) has run: a leaf both that chunk and deferred.tsx (which
 * loads it) read, so the chunk does not import its loader back.
 */
let loaded = false;
const listeners = new Set<() => void>();

/** Called by AppProviders.tsx when its chunk runs: from then on the hosts cost nothing more to mount. */
export function providersLoaded(): void {
  loaded = true;
  for (const listener of [...listeners]) listener();
}

export const areProvidersLoaded = (): boolean => loaded;

export function onProvidersLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
