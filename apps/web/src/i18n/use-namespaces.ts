import { useEffect, useState } from 'react';
import { namespacesReady, requireNamespaces } from './i18n.ts';

/**
 * Loads the text namespaces a screen needs (`'all'` for the signed-in app) and answers whether they are
 * in; the screen shows a spinner until then (a first visit only: later ones find them loaded).
 */
export function useNamespaces(names: readonly string[] | 'all'): boolean {
  const [ready, setReady] = useState(() => namespacesReady(names));
  const key = names === 'all' ? 'all' : names.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `names` (a new array each render)
  useEffect(() => {
    if (ready) return;
    let live = true;
    void requireNamespaces(names).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key, ready]);
  return ready;
}
